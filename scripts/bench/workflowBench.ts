import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORE_FILE } from '../../server/db/openDatabase';
import { explainStatements, StatementRecorder } from '../../server/testing/statementPlans';
import { TimerStore } from '../../server/timers/timerStore';
import type { TimerService } from '../../server/timers/timerService';
import type { BenchArgs } from './args';
import { startBenchServer, UNLIMITED_REQUESTS, type BenchServer } from './benchServer';
import { epochNow, type BenchSocket } from './benchSocket';
import { percentile, summarize, type Summary } from './stats';
import { captureTimerService } from './timerCapture';
import { makeDue, setUpWorkflowFixture, WORKFLOW_REMINDER_KIND, type WorkflowFixture } from './workflowSetup';

const FIXTURE_PLUGINS = fileURLToPath(new URL('../../plugins/__fixtures__', import.meta.url));
/** Step cycles run before timing (connections, statement caches, JIT). */
const WARM_UP_CYCLES = 5;
/** Due timers among all in the reminder scans (capped by the instances left untouched). */
const DUE_COUNTS = [0, 100, 1000];
const SCAN_REPEATS = 5;
const MB = 1024 * 1024;

export type LatencySummary = Summary & { p99: number };

export interface ReminderScan {
  /** Timers due at the poll, and all pending timers of the kind. */
  due: number;
  timers: number;
  /** The server's due-timer query alone (TimerStore.dueNow; median of a few runs) and the rows it returned. */
  scanMs: number;
  scanRows: number;
  /** SQLite's plan of that query with the values it ran with. */
  plan: string;
  /** One poll as the server runs it (TimerService.runDue): the scan plus each reminder's transaction. */
  pollMs: number;
  /** CPU time of this process during the poll (the machine may be shared: wall time waits for the CPU). */
  pollCpuMs: number;
  fired: number;
}

export interface WorkflowBenchResult {
  instances: number;
  loadSeconds: number;
  storeMegabytes: number;
  /** Round trips over one socket per action, then all together. */
  transitions: { action: string; latencyMs: LatencySummary }[];
  reminders: ReminderScan[];
  /** The benchmark and the server share this process: RSS includes the client sockets. */
  memory: { stage: string; rssMb: number; heapUsedMb: number }[];
}

const progress = (message: string): void => {
  process.stderr.write(`[bench] workflow: ${message}\n`);
};

function latency(values: number[]): LatencySummary {
  return { ...summarize(values), p99: percentile([...values].sort((a, b) => a - b), 99) };
}

function memory(stage: string): { stage: string; rssMb: number; heapUsedMb: number } {
  const usage = process.memoryUsage();
  return { stage, rssMb: usage.rss / MB, heapUsedMb: usage.heapUsed / MB };
}

function storeMegabytes(bench: BenchServer): number {
  const file = join(bench.server.config.dataDir, STORE_FILE);
  const size = (path: string): number => {
    try {
      return statSync(path).size / MB;
    } catch {
      return 0;
    }
  };
  return size(file) + size(`${file}-wal`);
}

/**
 * One step cycle on a Case whose first step is PENDING: the administrator assigns it to the member
 * (with a due in three days), the member starts it (ACTIVE, stamped) and completes it (the next
 * step opens). Each act/workflow round trip is timed from send to reply.
 */
async function stepCycle(admin: BenchSocket, member: BenchSocket, id: string, contact: string, timings: Map<string, number[]>): Promise<void> {
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const actions: [string, BenchSocket, Record<string, unknown>][] = [
    ['assign step', admin, { type: 'assignStep', step: 'triage', assignee: contact, due }],
    ['start step (ACTIVE)', member, { type: 'setStepState', step: 'triage', state: 'ACTIVE' }],
    ['complete step', member, { type: 'setStepState', step: 'triage', state: 'COMPLETE' }],
  ];
  for (const [name, socket, action] of actions) {
    const started = epochNow();
    await socket.call(`act/workflow/${id}`, { action });
    const elapsed = epochNow() - started;
    timings.set(name, [...(timings.get(name) ?? []), elapsed]);
  }
}

async function benchTransitions(bench: BenchServer, fixture: WorkflowFixture, ids: readonly string[]): Promise<{ action: string; latencyMs: LatencySummary }[]> {
  const admin = await bench.open();
  const member = await bench.open(fixture.assignee);
  try {
    const warmUp = new Map<string, number[]>();
    const timings = new Map<string, number[]>();
    for (const [n, id] of ids.entries()) await stepCycle(admin, member, id, fixture.assignee.contact, n < WARM_UP_CYCLES ? warmUp : timings);
    const all = [...timings.values()].flat();
    return [...[...timings].map(([action, values]) => ({ action, latencyMs: latency(values) })), { action: 'all transitions', latencyMs: latency(all) }];
  } finally {
    await admin.close();
    await member.close();
  }
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/**
 * With the server's automatic polls stopped: makes `due` instances' first step past due (and their
 * timers due), times the due-timer query alone, then one poll as the server runs it, which sends
 * each reminder in its own transaction.
 */
function reminderScan(bench: BenchServer, timers: TimerService, fixture: WorkflowFixture, ids: readonly string[], recorder: StatementRecorder): ReminderScan {
  const now = Date.now();
  makeDue(bench, timers, fixture.definition, ids, fixture.reviewerContact, now);
  const store = new TimerStore(bench.server.db);
  const scanTimes: number[] = [];
  let scanRows = 0;
  let plan = '';
  for (let run = 0; run < SCAN_REPEATS; run += 1) {
    const started = performance.now();
    const { result, executed } = recorder.record(() => store.dueNow(Date.now(), WORKFLOW_REMINDER_KIND, Number.MAX_SAFE_INTEGER));
    scanTimes.push(performance.now() - started);
    scanRows = result.length;
    plan = explainStatements(bench.server.db, executed).map((explained) => explained.details.join('; ')).join(' | ');
  }
  const pending = bench.server.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM timers WHERE kind = ?').get(WORKFLOW_REMINDER_KIND)?.n ?? 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const fired = timers.runDue();
  const pollMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { due: ids.length, timers: pending, scanMs: median(scanTimes), scanRows, plan, pollMs, pollCpuMs: (cpu.user + cpu.system) / 1000, fired };
}

/**
 * npm run bench -- --only workflow [--instances N --transitions N]: the real server with the
 * casework fixture plugin, N Cases with running workflow instances, step transitions over the
 * socket, reminder polls with 0, 100 and 1,000 timers due, and the process memory.
 */
export async function runWorkflowBenchmark(args: BenchArgs): Promise<WorkflowBenchResult> {
  const memoryFigures = [memory('before the server')];
  progress('starting the server with the casework fixture');
  const { started: bench, timers } = await captureTimerService(() => startBenchServer({ requestLimits: UNLIMITED_REQUESTS, pluginDirs: [FIXTURE_PLUGINS] }));
  try {
    memoryFigures.push(memory('server started'));
    progress(`writing ${args.instances} Cases with running instances`);
    const fixture = await setUpWorkflowFixture(bench, timers, args.instances);
    memoryFigures.push(memory(`${args.instances} instances loaded`));
    const cycles = WARM_UP_CYCLES + Math.ceil(args.transitions / 3);
    if (cycles > fixture.cases.length) throw new Error(`--instances ${args.instances} is too few for ${args.transitions} transitions`);
    // Each poll reminds instances of their own; a small store shares out what the transitions leave.
    let left = fixture.cases.length - cycles;
    const dueCounts = DUE_COUNTS.map((count) => {
      const taken = Math.min(count, left);
      left -= taken;
      return taken;
    });
    // Transitions on Cases spread over the store; reminders on others, never touched before.
    const stride = Math.max(1, Math.floor(fixture.cases.length / cycles));
    const transitioned = Array.from({ length: cycles }, (_, n) => fixture.cases[n * stride] ?? '');
    const untouched = fixture.cases.filter((id) => !transitioned.includes(id));
    progress(`timing ${cycles * 3} transitions (${WARM_UP_CYCLES * 3} warm-up)`);
    const transitions = await benchTransitions(bench, fixture, transitioned);
    memoryFigures.push(memory('after the transitions'));

    timers.stop();
    const recorder = new StatementRecorder(bench.server.db);
    const reminders: ReminderScan[] = [];
    try {
      let next = 0;
      for (const due of dueCounts) {
        progress(`reminder poll with ${due} due`);
        reminders.push(reminderScan(bench, timers, fixture, untouched.slice(next, next + due), recorder));
        next += due;
      }
    } finally {
      recorder.uninstall();
      timers.start();
    }
    memoryFigures.push(memory('after the reminder polls'));
    return { instances: fixture.cases.length, loadSeconds: fixture.loadSeconds, storeMegabytes: storeMegabytes(bench), transitions, reminders, memory: memoryFigures };
  } finally {
    progress('closing the server');
    await bench.close();
  }
}

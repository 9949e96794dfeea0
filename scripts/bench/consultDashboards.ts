import { loadavg } from 'node:os';
import type { NavDashboard } from '../../engine/declarations/bundle';
import { shortcutValues } from '../../plugins/consult/server/shortcutFields';
import { dashboardRequest } from '../../app/dashboards/dashboardRequest';
import { startBenchServer, UNLIMITED_REQUESTS, type Account, type BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import { ms, summarize } from './stats';

/**
 * npx tsx scripts/bench/consultDashboards.ts [--consultations 10000] [--responses 10] [--runs 50] [--keep DIR]
 *
 * Loads `consultations` Consultations across every state, each with `responses` communities (one
 * ConsultResponse each, DRAFT until the consultation is distributed; states, priorities, anticipated dates and the server's
 * shortcut fields as distribution and the response hooks leave them), through the real item store.
 * Then, for each consult dashboard (plugins/consult/nav.json, consult.dashboard) and a user who sees
 * it, it runs what the client runs (app/dashboards: one search/ids, one readMany/object) over a real
 * socket and prints p50/p95 of the whole dashboard, its round trips and hits, and the CPU time the
 * process (server and client side, one process) spent per dashboard: on a shared machine the wall
 * time follows the load, the CPU time much less. Goal (issue 13): p95 <= 100 ms and <= 3 round
 * trips. Nothing asserts on time. `--keep DIR` keeps the store in DIR and reuses it on the next run
 * (the load takes minutes).
 */
const BATCH = 500;
const WARM_UP = 5;
const DAY_MS = 86_400_000;
const CONSULTATION_STATES = ['DRAFT', 'REVIEW', 'INCOMPLETE', 'SUBMITTED', 'CONSULTING', 'CONSULTING', 'CONSULTING', 'RESPONDED', 'CLOSED', 'WITHDRAWN'];
const RESPONSE_STATES = ['PENDING', 'PENDING', 'PENDING', 'RESPONDED', 'OFFLINE', 'NO_RESPONSE', 'NOT_SELECTED'];
const PRIORITIES = ['LOW', 'NORMAL', 'NORMAL', 'HIGH'];

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

interface Created {
  $id: string;
}

async function createUser(bench: BenchServer, name: string, fields: Record<string, unknown>): Promise<Account> {
  const socket = await bench.open();
  try {
    const user = (await socket.call('create/User', { name, email: `${name.toLowerCase()}@bench.example.com`, ...fields })) as Created;
    const { token } = await bench.server.tokens.issue({ uid: user.$id });
    return { label: name.toLowerCase(), userId: user.$id, token };
  } finally {
    await socket.close();
  }
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The bench's two users in a kept store, with fresh tokens. */
async function keptUsers(bench: BenchServer): Promise<{ submitter: Account; worker: Account } | undefined> {
  const account = async (name: string): Promise<Account | undefined> => {
    const row = bench.server.db.prepare<[string], { id: string }>("SELECT id FROM items WHERE type = 'User' AND json_extract(data, '$.email') = ?").get(`${name.toLowerCase()}@bench.example.com`);
    return row ? { label: name.toLowerCase(), userId: row.id, token: (await bench.server.tokens.issue({ uid: row.id })).token } : undefined;
  };
  const [submitter, worker] = [await account('Sam'), await account('Wren')];
  return submitter && worker ? { submitter, worker } : undefined;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The organizations, the people and the store load. */
async function load(bench: BenchServer, consultations: number, responses: number): Promise<{ submitter: Account; worker: Account; seconds: number }> {
  const admin = await bench.open();
  const proponent = ((await admin.call('create/Organization', { displayName: 'Bench Proponent Ltd', type: 'INDUSTRY', $access: 'PROTECTED' })) as Created).$id;
  const communities: string[] = [];
  for (let n = 0; n < responses; n += 1) communities.push(((await admin.call('create/Organization', { displayName: `Bench Nation ${n + 1}`, type: 'COMMUNITY', $access: 'PROTECTED' })) as Created).$id);
  const home = communities[0] ?? '';
  const workerContact = ((await admin.call('create/Contact', { firstName: 'Wren', lastName: 'Worker', assigned: home })) as Created).$id;
  const submitterContact = ((await admin.call('create/Contact', { firstName: 'Sam', lastName: 'Submitter', assigned: proponent })) as Created).$id;
  await admin.close();
  const submitter = await createUser(bench, 'Sam', { capabilities: { Core: true, Org: true, ConsultSubmit: true }, adminOrg: [proponent], contact: submitterContact });
  const worker = await createUser(bench, 'Wren', { capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true }, readOrg: [home], contact: workerContact });

  const registry = bench.registry();
  const started = performance.now();
  const now = Date.now();
  await withBulkLoad(bench.server.db, async () => {
    for (let first = 0; first < consultations; first += BATCH) {
      bench.server.db.transaction(() => {
        for (let n = first; n < Math.min(consultations, first + BATCH); n += 1) {
          const state = CONSULTATION_STATES[n % CONSULTATION_STATES.length] ?? 'DRAFT';
          const distributed = ['CONSULTING', 'RESPONDED', 'CLOSED'].includes(state);
          const created = new Date(now - (consultations - n) * 60_000).toISOString();
          const consultation = bench.store.create(
            'Consultation',
            {
              projectName: `Bench project ${n + 1}`, state, primaryOrg: proponent, primaryContacts: [submitterContact], region: 'NORTHWEST', stream: 'MINING', projectType: 'NEW_PROJECT',
              requestedResponseDate: isoDay(now + ((n % 90) - 30) * DAY_MS), respondents: communities, $access: 'PROTECTED',
              ...(state === 'DRAFT' ? {} : { submitted: created }),
              ...(distributed ? { distributed: created, distributedTo: communities } : {}),
            },
            bench.adminWriter,
            { created: { ts: created, by: submitter.userId } },
          );
          // Every consultation has its responses: prepared (DRAFT) until it is distributed.
          communities.forEach((community, c) => {
            const fields: Record<string, unknown> = {
              consultation: consultation.$id, community, state: distributed ? RESPONSE_STATES[(n + c) % RESPONSE_STATES.length] : 'DRAFT', priority: PRIORITIES[(n + c) % PRIORITIES.length],
              anticipatedResponse: isoDay(now + (((n * 7 + c) % 120) - 20) * DAY_MS), projectName: consultation.projectName, primaryOrg: proponent, consultationState: state,
              ...((n + c) % 9 === 0 ? { internalContacts: [workerContact] } : {}), $access: 'PROTECTED',
            };
            const shortcuts = shortcutValues(registry, { ...fields, $id: '', _t: 'ConsultResponse', _i: 0, _u: 0 } as never, now);
            bench.store.create('ConsultResponse', { ...fields, ...Object.fromEntries(Object.entries(shortcuts).filter(([, v]) => v !== null)) }, bench.adminWriter, { created: { ts: created, by: bench.admin.userId } });
          });
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  bench.server.db.pragma('wal_checkpoint(TRUNCATE)');
  return { submitter, worker, seconds: (performance.now() - started) / 1000 };
}

async function measure(bench: BenchServer, account: Account, dashboard: NavDashboard, runs: number): Promise<{ p50: number; p95: number; cpu: number; roundTrips: number; total: number; shown: number }> {
  const socket = await bench.open(account);
  const request = dashboardRequest(dashboard);
  const times: number[] = [];
  const cpu: number[] = [];
  let last = { roundTrips: 0, total: 0, shown: 0 };
  try {
    for (let run = 0; run < WARM_UP + runs; run += 1) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const reply = (await socket.call('search/ids', request)) as { ids: string[]; total: number };
      let roundTrips = 1;
      if (reply.ids.length > 0) {
        await socket.call('readMany/object', reply.ids);
        roundTrips += 1;
      }
      if (run >= WARM_UP) {
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpuStarted);
        cpu.push((used.user + used.system) / 1000);
      }
      last = { roundTrips, total: reply.total, shown: reply.ids.length };
    }
  } finally {
    await socket.close();
  }
  const summary = summarize(times);
  return { p50: summary.p50, p95: summary.p95, cpu: summarize(cpu).p50, ...last };
}

const consultations = argument('consultations', 10_000);
const responses = argument('responses', 10);
const runs = argument('runs', 50);
const keep = option('keep');
const bench = await startBenchServer({ requestLimits: UNLIMITED_REQUESTS, ...(keep === undefined ? {} : { keepDir: keep }) });
try {
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const kept = keep === undefined ? undefined : await keptUsers(bench);
  const { submitter, worker, seconds } = kept ? { ...kept, seconds: 0 } : await load(bench, consultations, responses);
  const counts = bench.server.db.prepare<[], { t: string; n: number }>("SELECT type AS t, count(*) AS n FROM items GROUP BY 1").all();
  console.log(`${kept ? 'kept store' : `loaded in ${seconds.toFixed(1)} s`}: ${counts.filter((c) => ['Consultation', 'ConsultResponse'].includes(c.t)).map((c) => `${c.n} ${c.t}`).join(', ')}`);
  const dashboards = bench.registry().nav.find((item) => item.path === 'consult.dashboard')?.view?.dashboards ?? [];
  console.log('dashboard     user       p50 ms   p95 ms   cpu p50 ms   round trips  shown/total');
  for (const dashboard of dashboards) {
    const account = ['drafts', 'responses'].includes(dashboard.key) ? submitter : worker;
    const figures = await measure(bench, account, dashboard, runs);
    console.log(`${dashboard.key.padEnd(13)} ${account.label.padEnd(10)} ${ms(figures.p50).padStart(6)}   ${ms(figures.p95).padStart(6)}   ${ms(figures.cpu).padStart(10)}   ${String(figures.roundTrips).padStart(11)}  ${figures.shown}/${figures.total}`);
  }
  console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await bench.close();
}

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
/** A start that neither listens nor fails within this is reported as failed. */
const GIVE_UP_MS = 15 * 60_000;

/** Where a process stood at one moment: wall since it was spawned, its CPU (all threads) and memory. */
export interface ProcessMark {
  wallMs: number;
  cpuMs: number;
  /** CPU of the main thread alone (the JavaScript thread that must finish before the server listens). */
  mainThreadCpuMs: number;
  rssMb: number;
  /** Highest RSS so far (VmHWM). */
  peakRssMb: number;
}

/** One real server start, watched from outside. */
export interface StartRun {
  listening: ProcessMark;
  /** When the search index was installed (read back from the snapshot or built from the tables). */
  indexReady: ProcessMark & { source: string; items: number; indexMs: number; indexMb: number };
  /**
   * The longest a request waited between listening and the index's installation (GET /api/config,
   * asked again 5 ms after each answer): what the main thread's work after listening (the snapshot's
   * decode) costs a client that arrives then.
   */
  longestWaitMs: number;
  loadAverage: [number, number];
}

/** Asks `url` again and again until `until()` holds; answers the longest wait for an answer. */
async function longestWait(url: string, until: () => boolean): Promise<number> {
  let longest = 0;
  while (!until()) {
    const asked = performance.now();
    try {
      await (await fetch(url)).arrayBuffer();
    } catch {
      // The server stopped (a failed start is reported by the probe itself).
      break;
    }
    longest = Math.max(longest, performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return longest;
}

/** CPU ms (user + system) from a /proc stat file: the process's (every thread) or one thread's. */
function cpuMsOf(statFile: string): number {
  const stat = readFileSync(statFile, 'utf8');
  // Fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU (the process, its main thread) and RSS of a live process, from /proc. */
function sample(pid: number): Omit<ProcessMark, 'wallMs'> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { cpuMs: cpuMsOf(`/proc/${pid}/stat`), mainThreadCpuMs: cpuMsOf(`/proc/${pid}/task/${pid}/stat`), rssMb: kib('VmRSS') / 1024, peakRssMb: kib('VmHWM') / 1024 };
}

interface LogLine {
  level?: number;
  msg?: string;
  where?: string;
  err?: { message?: string };
  time?: number;
  from?: string;
  items?: number;
  ms?: number;
  mb?: number;
  url?: string;
}

/**
 * Starts the real server the way `npm run serve` does (server/main.ts, one node process with tsx's
 * loader) on `env`, and marks from its own log when it listens ("server listening") and when the
 * search index is installed ("search index ready"): wall from the spawn to the log entry's own time,
 * CPU and RSS read from /proc as the line arrives. The server is stopped with SIGTERM (its clean
 * shutdown) once the index is ready.
 */
export async function probeStart(env: Record<string, string>): Promise<StartRun> {
  const loadBefore = loadavg()[0] ?? 0;
  const spawned = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  try {
    return await new Promise<StartRun>((done, fail) => {
      let listening: ProcessMark | undefined;
      let ready: StartRun['indexReady'] | undefined;
      let waits: Promise<number> = Promise.resolve(0);
      // Read back from a snapshot the index is ready before the server listens; built in the background, after.
      const finish = (): void => {
        if (!listening || !ready) return;
        clearTimeout(timer);
        const marks = { listening, indexReady: ready };
        void waits.then((longestWaitMs) => done({ ...marks, longestWaitMs, loadAverage: [loadBefore, loadavg()[0] ?? 0] }));
      };
      const mark = (time: number | undefined): ProcessMark => ({ wallMs: (time ?? Date.now()) - spawned, ...sample(pid) });
      const timer = setTimeout(() => fail(new Error(`no start within ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS);
      void exited.then((code) => {
        clearTimeout(timer);
        fail(new Error(`the server exited (${code}) before its index was ready: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
      });
      createInterface({ input: child.stdout }).on('line', (text) => {
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          return;
        }
        // An error (a failed background build logs one and never reports the index ready): stop waiting.
        if ((line.level ?? 0) >= 50) {
          clearTimeout(timer);
          fail(new Error(`the server logged an error: ${line.msg ?? ''} ${line.where ?? ''} ${line.err?.message ?? ''}`));
        }
        if (line.msg === 'server listening') {
          listening = mark(line.time);
          if (line.url !== undefined) waits = longestWait(`${line.url}/api/config`, () => ready !== undefined);
        }
        if (line.msg === 'search index ready') ready = { ...mark(line.time), source: line.from ?? '?', items: line.items ?? 0, indexMs: line.ms ?? 0, indexMb: line.mb ?? 0 };
        finish();
      });
    });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '..', '..', 'main.ts');

/** One real server process (`server/main.ts`, as `npm start` runs it) of a deployment of several. */
export interface NodeProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (shown when a test fails). */
  output(): string;
  /** SIGTERM (a clean stop: the lease is freed) or SIGKILL; resolves when it exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `server/main.ts` with `env` over the environment (DATA_DIR, CLUSTER …) on a free port and
 * resolves once it listens. Start the first node of an empty DATA_DIR alone: it migrates the store
 * and creates the administrator; the others start on the finished store.
 */
export function startNodeProcess(env: Record<string, string>, startTimeoutMs = 120_000): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`node did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve({
        url,
        child,
        output: () => output,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited (${String(code)}) before listening:\n${output}`));
    });
  });
}

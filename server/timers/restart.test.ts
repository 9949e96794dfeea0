import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase';
import { testStoreTarget } from '../testing/testStore';

const SCRIPT = join(import.meta.dirname, 'testing', 'timerProcess.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'vgn-timer-restart-'));

interface Run {
  output: string;
  signal: NodeJS.Signals | null;
}

/** Runs the timer process; with `killWhen` it is killed -9 as soon as its output contains that text. */
function runProcess(env: Record<string, string>, killWhen?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (killWhen && output.includes(killWhen)) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ output, signal }));
  });
}

function effects(): unknown[] {
  // The store the timer process wrote: DATA_DIR's file, or its schema with TEST_DATABASE_URL.
  const db = openDatabase(dataDir, testStoreTarget(dataDir));
  try {
    return db.prepare('SELECT key FROM effects').all();
  } finally {
    db.close();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persisted timers across a kill -9', () => {
  it('fire exactly once: a run killed inside its handler leaves nothing, the restart fires it, later runs never again', async () => {
    const crashed = await runProcess({ SET_DUE: new Date(Date.now() - 60_000).toISOString(), CRASH_INSIDE: '1' }, 'inside');
    expect(crashed.signal).toBe('SIGKILL');
    expect(effects()).toEqual([]);

    const restarted = await runProcess({});
    expect(restarted.output).toContain('fired 1');
    expect(effects()).toEqual([{ key: 'Item-1:step-1' }]);

    const again = await runProcess({});
    expect(again.output).toContain('fired 0');
    expect(effects()).toEqual([{ key: 'Item-1:step-1' }]);
  }, 60_000);
});

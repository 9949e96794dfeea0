// A process that runs the timer service on DATA_DIR with one handler recording its effect in the
// same store (server/timers/restart.test.ts). With CRASH_INSIDE=1 the handler announces itself after
// writing and then hangs, so the test can kill -9 it mid-transaction.
import { openDatabase } from '../../db/openDatabase';
import { createLogger } from '../../log';
import { testStoreTarget } from '../../testing/testStore';
import { TimerService } from '../timerService';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const db = openDatabase(dataDir, testStoreTarget(dataDir));
db.exec('CREATE TABLE IF NOT EXISTS effects (key TEXT NOT NULL, at TEXT NOT NULL)');
const timers = new TimerService(db, { log: createLogger('silent'), pollMs: 1000 });
timers.handle('reminder', (timer) => {
  db.prepare('INSERT INTO effects (key, at) VALUES (?, ?)').run(timer.key, new Date().toISOString());
  if (process.env.CRASH_INSIDE === '1') {
    process.stdout.write('inside\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  }
});
if (process.env.SET_DUE) timers.set('reminder', 'Item-1:step-1', process.env.SET_DUE);
const fired = timers.runDue();
process.stdout.write(`fired ${fired}\n`);
db.close();

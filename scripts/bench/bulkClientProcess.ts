import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BulkClientMessage, BulkClientPlan } from './bulkClient';
import type { CallCpuMeter } from './callCpuMeter';

const CLIENT = fileURLToPath(new URL('./bulkClient.ts', import.meta.url));

/** CPU of this process (the server: its thread and its workers) in µs, user + system. */
const cpuNow = (): number => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/** One timed run of the out-of-process client, with this (the server's) process CPU at each point. */
export interface BulkClientRun {
  searchedBefore: number;
  durableSeconds: number;
  transports: string[];
  callSeconds: number[];
  /** Server process CPU from the first call sent until the client's message that the last reply arrived. */
  durableCpuMicros: number;
  /** Items still to derive when that message arrived (derivation not counted in durableCpuMicros). */
  underivedAtDurable: number;
  searchableSeconds: number;
  searchableCpuMicros: number;
  searched: number;
  pushes: number;
  /** Server CPU µs while each call was under way (CallCpuMeter), one per call. */
  callCpuMicros: number[];
}

/**
 * Runs the calls of `plan` from a child process (bulkClient.ts; tsx's loader is inherited through
 * execArgv) and measures this process's CPU between the client's messages. `underived` answers how
 * many items wait for the deriver (read when the durable message arrives); `onDurable` runs then
 * (a profile of the calls alone stops there).
 */
export function runBulkClient(plan: BulkClientPlan, underived: () => number, meter: CallCpuMeter, onDurable?: () => void): Promise<BulkClientRun> {
  const child = fork(CLIENT, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<BulkClientRun>((resolve, reject) => {
    let cpuStart = 0;
    const partial: Partial<BulkClientRun> = {};
    child.on('message', (message: BulkClientMessage) => {
      if (message.kind === 'ready') {
        partial.searchedBefore = message.searchedBefore;
        meter.reset();
        cpuStart = cpuNow();
        child.send({ kind: 'go' });
      } else if (message.kind === 'durable') {
        // The calls went one at a time: the first stretches the meter closed are theirs (the search follows).
        const callCpuMicros = meter.closed().slice(0, plan.calls.length);
        onDurable?.();
        Object.assign(partial, { durableCpuMicros: cpuNow() - cpuStart, callCpuMicros, underivedAtDurable: underived(), durableSeconds: message.seconds, transports: message.transports, callSeconds: message.callSeconds });
      } else if (message.kind === 'searchable') {
        Object.assign(partial, { searchableCpuMicros: cpuNow() - cpuStart, searchableSeconds: message.seconds, searched: message.searched, pushes: message.pushes });
        resolve(partial as BulkClientRun);
      } else reject(new Error(`bulk client: ${message.message}`));
    });
    child.on('exit', (code) => {
      if (partial.searched === undefined) reject(new Error(`bulk client ended (${code}) before its figures`));
    });
    child.send({ kind: 'plan', plan });
  });
}

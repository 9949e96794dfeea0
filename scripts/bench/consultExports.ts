import { loadavg } from 'node:os';
import { startBenchServer, UNLIMITED_REQUESTS, type BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';

/**
 * npx tsx scripts/bench/consultExports.ts [--consultations 10000] [--threads 1000] [--messages 3]
 *
 * Loads `consultations` Consultations with every field (the export-only ones too) and `threads`
 * threads about them with `messages` replies each through the real item store, then runs the staff
 * exports (plugins/consult/README.md "Staff exports") as an administrator over a real socket:
 * act/consult.export, following the task until it is done, then downloading the file. Prints, for
 * consultations and threads as CSV and XLSX: seconds to the finished file, rows per second, file
 * size and the server's heap growth. Nothing asserts on time.
 */
const BATCH = 500;

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

async function load(bench: BenchServer, consultations: number, threads: number, messages: number): Promise<number> {
  const admin = await bench.open();
  const proponent = ((await admin.call('create/Organization', { displayName: 'Bench Proponent Ltd', type: 'INDUSTRY', $access: 'PROTECTED' })) as { $id: string }).$id;
  const community = ((await admin.call('create/Organization', { displayName: 'Bench Nation', type: 'COMMUNITY', $access: 'PROTECTED' })) as { $id: string }).$id;
  const contact = ((await admin.call('create/Contact', { firstName: 'Sam', lastName: 'Submitter', assigned: proponent })) as { $id: string }).$id;
  await admin.close();
  const started = performance.now();
  const ids: string[] = [];
  await withBulkLoad(bench.server.db, async () => {
    for (let first = 0; first < consultations; first += BATCH) {
      bench.server.db.transaction(() => {
        for (let n = first; n < Math.min(consultations, first + BATCH); n += 1) {
          const item = bench.store.create('Consultation', {
            projectName: `Bench project ${n + 1}`, state: 'CONSULTING', primaryOrg: proponent, primaryContacts: [contact], supOrgs: [community], region: 'NORTHWEST', stream: 'MINING',
            projectType: 'NEW_PROJECT', identifiers: [{ type: 'PERMIT_NUMBER', value: `P-${n}` }], requestedResponseDate: '2027-01-15', projectDescription: `Project ${n + 1}: a description of a few sentences. `.repeat(4),
            projectStartDt: '2027-04-01', projectEndDt: '2030-10-31', locationDescription: 'Km 42, forest service road', accessRequirements: 'Gate key from the district office', projectArea: n % 500, areaOfNewCut: (n % 50) / 4, $access: 'PROTECTED',
          }, bench.adminWriter);
          ids.push(item.$id);
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let first = 0; first < threads; first += BATCH) {
      bench.server.db.transaction(() => {
        for (let n = first; n < Math.min(threads, first + BATCH); n += 1) {
          const thread = bench.store.create('Thread', { subject: `Question ${n + 1}`, owner: community, participants: [contact], context: ids[n % ids.length], purpose: 'GENERAL', body: 'Which hours will the work happen?' }, bench.adminWriter);
          for (let m = 0; m < messages; m += 1) bench.store.create('Message', { thread: thread.$id, author: contact, body: `Reply ${m + 1} with some detail.`, drupalTarget: `node/${n}`, drupalCID: String(n * 10 + m) }, bench.adminWriter);
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return (performance.now() - started) / 1000;
}

async function run(bench: BenchServer, kind: 'consultations' | 'threads', format: 'csv' | 'xlsx'): Promise<string> {
  const socket = await bench.open();
  try {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { task } = (await socket.call('act/consult.export', { kind, format })) as { task: string };
    let state: { done?: boolean; resultURI?: string; result?: { rows?: number } } = {};
    let heapPeak = heapBefore;
    while (state.done !== true) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      state = (await socket.call(`activeTask/${task}`)) as typeof state;
    }
    const seconds = (performance.now() - started) / 1000;
    const response = await fetch(`${bench.server.url}${state.resultURI ?? ''}`, { headers: { authorization: `Bearer ${bench.admin.token}` } });
    const bytes = (await response.arrayBuffer()).byteLength;
    const rows = state.result?.rows ?? 0;
    return `${kind.padEnd(14)} ${format.padEnd(5)} ${seconds.toFixed(2).padStart(7)} s ${String(rows).padStart(8)} rows ${String(Math.round(rows / seconds)).padStart(7)} rows/s ${(bytes / 1e6).toFixed(1).padStart(6)} MB  heap +${((heapPeak - heapBefore) / 1e6).toFixed(0)} MB`;
  } finally {
    await socket.close();
  }
}

const consultations = argument('consultations', 10_000);
const threads = argument('threads', 1000);
const messages = argument('messages', 3);
const bench = await startBenchServer({ requestLimits: UNLIMITED_REQUESTS });
try {
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const seconds = await load(bench, consultations, threads, messages);
  console.log(`loaded ${consultations} consultations, ${threads} threads × ${messages} replies in ${seconds.toFixed(1)} s`);
  for (const kind of ['consultations', 'threads'] as const) for (const format of ['csv', 'xlsx'] as const) console.log(await run(bench, kind, format));
  console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await bench.close();
}

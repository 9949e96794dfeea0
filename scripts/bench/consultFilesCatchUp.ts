import { loadavg } from 'node:os';
import { forgetOnceMarker, onceMarker } from '../../server/testing/onceMarkers';
import { SHARE_EXISTING_FILES } from '../../plugins/consult/server/shareExistingFiles';
import { startBenchServer, type BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';

/**
 * npx tsx scripts/bench/consultFilesCatchUp.ts [--consultations 10000]
 *
 * The consult plugin's once-per-store catch-up (plugins/consult/README.md "Attachments"): loads
 * `consultations` Consultations with one file each through a bare item store (no plugin hooks, as
 * the build before the fix wrote them: the files unshared), removes the catch-up's marker, restarts
 * the server on the store and prints the restart until listening, then the catch-up's own duration
 * (kept in its marker) once the background work settled. Nothing asserts on time.
 */
const BATCH = 500;

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Answers the consulted organization, whose read grants on the files the catch-up gives. */
async function load(bench: BenchServer, consultations: number): Promise<string> {
  const writer = bench.adminWriter;
  const proponent = bench.store.create('Organization', { displayName: 'Bench Proponent Ltd', type: 'INDUSTRY' }, writer, { access: 'PROTECTED' }).$id;
  const ministry = bench.store.create('Organization', { displayName: 'Bench Ministry', type: 'GOVERNMENT' }, writer, { access: 'PROTECTED' }).$id;
  const file = bench.store.create('File', { repo: 'local', name: 'bench', size: 1, contentType: 'application/pdf' }, writer, { access: 'PRIVATE' }).$id;
  await withBulkLoad(bench.server.db, async () => {
    for (let first = 0; first < consultations; first += BATCH) {
      bench.server.db.transaction(() => {
        for (let n = first; n < Math.min(consultations, first + BATCH); n += 1) {
          const attachment = bench.store.create('Attachment', { originalName: `Plan ${n + 1}.pdf`, fileID: file, filetype: 'application/pdf', size: 1 }, writer, { access: 'PROTECTED' }).$id;
          bench.store.create('Consultation', {
            projectName: `Bench project ${n + 1}`, state: 'CONSULTING', primaryOrg: proponent, supOrgs: [ministry], region: 'NORTHWEST', stream: 'MINING', projectType: 'NEW_PROJECT', attachments: [attachment],
          }, writer, { access: 'PROTECTED' });
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return ministry;
}

function readGrants(bench: BenchServer, grantee: string): number {
  const row = bench.server.db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM grants WHERE grantee = ? AND action = 'read'").get(grantee);
  return Number(row?.n ?? 0);
}

const consultations = argument('consultations', 10_000);
const bench = await startBenchServer();
try {
  console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const loading = performance.now();
  const ministry = await load(bench, consultations);
  console.log(`loaded ${consultations} consultations with one unshared file each in ${((performance.now() - loading) / 1000).toFixed(1)} s`);
  forgetOnceMarker(bench.server.db, 'consult', SHARE_EXISTING_FILES);
  console.log(`files the consulted organization reads by grant before: ${readGrants(bench, ministry)}`);
  const { startMs } = await bench.restart();
  const settling = performance.now();
  await bench.server.settled();
  const done = onceMarker(bench.server.db, 'consult', SHARE_EXISTING_FILES);
  console.log(`restart until listening ${(startMs / 1000).toFixed(2)} s; catch-up ${((done?.ms ?? NaN) / 1000).toFixed(2)} s in the background (settled ${((performance.now() - settling) / 1000).toFixed(2)} s after listening)`);
  console.log(`files the consulted organization reads by grant after: ${readGrants(bench, ministry)}`);
  console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await bench.close();
}

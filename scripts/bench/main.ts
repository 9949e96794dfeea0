import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchArgs, USAGE, type BenchArgs } from './args';
import { measureBundle } from './bundleSize';
import { runImportBenchmark } from './importBench';
import { runBulkBenchmark } from './bulkBench';
import { runNodeReadsBenchmark } from './nodeReadsBench';
import { runNodesBenchmark } from './nodesBench';
import { runFloodBenchmark } from './floodRun';
import { runGridScrollBenchmark } from './gridScroll';
import { measurePageLoad } from './pageLoad';
import { reportText, type BenchResults } from './report';
import { runSearchScales } from './searchScales';
import { runStartBenchmark } from './startBench';
import { runServerBenchmarks } from './serverBenchmarks';
import { runWorkflowBenchmark } from './workflowBench';
import { runTilesBenchmark } from './tilesBench';

/**
 * npm run bench [-- --items 1000000 --only search,push --runs 50] (--only workflow --instances 10000)
 * Prints the figures as tables and writes them as JSON (default .tmp/bench/bench-results.json).
 * Nothing asserts on time: these are figures to watch, not tests.
 */
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DEFAULT_JSON = resolve(ROOT, '.tmp', 'bench', 'bench-results.json');

/** The soft open-file limit of this process (every watcher costs two descriptors), or null when unknown. */
function openFileLimit(): number | null {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const value = Number(result.stdout.trim());
  return result.status === 0 && Number.isInteger(value) ? value : null;
}

async function run(args: BenchArgs): Promise<BenchResults> {
  const fileLimit = openFileLimit();
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    environment: {
      cpus: cpus().length,
      node: process.version,
      loadAverageAtStart: loadavg(),
      loadAverageAtEnd: [],
      fileDescriptorLimit: fileLimit,
      sqliteSynchronous: 'not opened',
      sqliteCacheKiB: null,
    },
    failures: [],
    notes: [],
  };
  if (args.only.has('search')) {
    try {
      results.searchScales = await runSearchScales(args);
    } catch (error) {
      results.failures.push({ benchmark: 'search', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('reads') || args.only.has('push')) {
    try {
      await runServerBenchmarks(args, results, fileLimit);
    } catch (error) {
      results.failures.push({ benchmark: 'server', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('flood')) {
    try {
      await runFloodBenchmark(args, results);
    } catch (error) {
      results.failures.push({ benchmark: 'flood', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('bundle')) {
    process.stderr.write('[bench] sizing the client bundle\n');
    try {
      results.bundle = measureBundle(ROOT, args.build);
    } catch (error) {
      results.bundle = { available: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  if (args.only.has('gridscroll')) {
    try {
      results.gridScroll = await runGridScrollBenchmark(args);
    } catch (error) {
      results.failures.push({ benchmark: 'gridscroll', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('pageload')) {
    process.stderr.write('[bench] loading / and /my-contacts in Chromium\n');
    try {
      results.pageLoad = await measurePageLoad(ROOT, args.build);
    } catch (error) {
      results.pageLoad = { available: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  if (args.only.has('workflow')) {
    try {
      results.workflow = await runWorkflowBenchmark(args);
    } catch (error) {
      results.failures.push({ benchmark: 'workflow', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('tiles') || args.only.has('map')) {
    try {
      await runTilesBenchmark(args, results);
    } catch (error) {
      results.failures.push({ benchmark: 'tiles', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('import')) {
    try {
      results.import = await runImportBenchmark(args.importRows, args.importGeojsonMib);
    } catch (error) {
      results.failures.push({ benchmark: 'import', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('bulk')) {
    try {
      results.bulk = await runBulkBenchmark(args);
    } catch (error) {
      results.failures.push({ benchmark: 'bulk', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('nodes')) {
    try {
      results.nodes = await runNodesBenchmark({ watchers: args.watchers, updates: args.updates, databaseUrl: args.databaseUrl });
    } catch (error) {
      results.failures.push({ benchmark: 'nodes', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('nodereads')) {
    try {
      results.nodeReads = await runNodeReadsBenchmark({ reads: args.reads, databaseUrl: args.databaseUrl });
    } catch (error) {
      results.failures.push({ benchmark: 'nodereads', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  if (args.only.has('start')) {
    try {
      results.start = await runStartBenchmark(args);
    } catch (error) {
      results.failures.push({ benchmark: 'start', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  results.environment.loadAverageAtEnd = loadavg();
  return results;
}

let args: BenchArgs;
try {
  args = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
} else {
  const results = await run(args);
  console.log(reportText(results));
  const jsonFile = args.json === undefined ? DEFAULT_JSON : resolve(args.json);
  mkdirSync(dirname(jsonFile), { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nFigures as JSON: ${jsonFile}`);
  process.exitCode = results.failures.length > 0 ? 1 : 0;
}

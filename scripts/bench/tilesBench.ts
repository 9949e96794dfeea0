import type { ItemFields } from '../../server/items/itemShape';
import type { BenchArgs } from './args';
import { startBenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import type { BenchResults } from './report';

/** Default map bounds of the spec (§ issue 14): the features are spread over them. */
const BOUNDS = { west: -141, south: 48, east: -53, north: 70 };
const BATCH = 2000;
/** Tiles timed after the first one (which builds the reader's index): a country, a region, a valley. */
const TIMED_TILES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [3, 1, 2],
  [5, 8, 20],
  [8, 40, 82],
  [11, 325, 660],
];

export interface TileFigure {
  tile: string;
  ms: number;
  bytes: number;
  status: number;
}

export interface TilesResult {
  features: number;
  loadSeconds: number;
  /** The reader's first tile: collects every readable ACTIVE feature and builds the geojson-vt indexes. */
  firstTileMs: number;
  tiles: TileFigure[];
  rssMegabytesBefore: number;
  rssMegabytesAfter: number;
}

/** A small seeded sequence, so every run tiles the same data. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const round5 = (value: number): number => Math.round(value * 1e5) / 1e5;

/** 80 % points, 15 % small squares, 5 % short lines, 95 % ACTIVE. */
function featureFields(random: () => number, n: number, owner: string): ItemFields {
  const lng = round5(BOUNDS.west + random() * (BOUNDS.east - BOUNDS.west));
  const lat = round5(BOUNDS.south + random() * (BOUNDS.north - BOUNDS.south));
  const shape = random();
  const size = 0.005 + random() * 0.05;
  const geometry =
    shape < 0.8
      ? { type: 'Point', coordinates: [lng, lat] }
      : shape < 0.95
        ? { type: 'Polygon', coordinates: [[[lng, lat], [round5(lng + size), lat], [round5(lng + size), round5(lat + size)], [lng, round5(lat + size)], [lng, lat]]] }
        : { type: 'LineString', coordinates: [[lng, lat], [round5(lng + size), round5(lat + size / 2)], [round5(lng + 2 * size), lat]] };
  return { label: `Feature ${n + 1}`, spatialType: shape < 0.8 ? 'SITE' : shape < 0.95 ? 'HARVEST_AREA' : 'TRAIL', state: random() < 0.95 ? 'ACTIVE' : 'ARCHIVED', owner, geometry };
}

const rssMegabytes = (): number => process.memoryUsage().rss / 1024 / 1024;

/**
 * npm run bench -- --only tiles [--items N]: N SpatialFeatures (default 100,000) through the real
 * item store, then vector tiles over HTTP as the administrator: the first tile (index build) and a
 * few zooms, with their size, and the process RSS (server in-process) before and after.
 */
export async function runTilesBenchmark(args: BenchArgs, results: BenchResults): Promise<void> {
  const bench = await startBenchServer();
  try {
    const owner = bench.store.create('Organization', { displayName: 'Bench spatial owner', type: 'COMMUNITY' }, bench.adminWriter).$id;
    const random = sequence(20241125);
    process.stderr.write(`[bench] creating ${args.items} spatial features\n`);
    const started = performance.now();
    await withBulkLoad(bench.server.db, async () => {
      for (let first = 0; first < args.items; first += BATCH) {
        const last = Math.min(args.items, first + BATCH);
        bench.server.db.transaction(() => {
          for (let n = first; n < last; n += 1) bench.store.create('SpatialFeature', featureFields(random, n, owner), bench.adminWriter);
        })();
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const loadSeconds = (performance.now() - started) / 1000;
    const rssBefore = rssMegabytes();
    const fetchTile = async ([z, x, y]: readonly [number, number, number]): Promise<TileFigure> => {
      const begun = performance.now();
      const response = await fetch(`${bench.server.url}/api/plugins/spatial/tiles/${z}/${x}/${y}.pbf`, { headers: { authorization: `Bearer ${bench.admin.token}` } });
      const bytes = (await response.arrayBuffer()).byteLength;
      return { tile: `${z}/${x}/${y}`, ms: performance.now() - begun, bytes, status: response.status };
    };
    process.stderr.write('[bench] building the reader\'s tile index\n');
    const first = await fetchTile([4, 3, 5]);
    const tiles: TileFigure[] = [];
    for (const coords of TIMED_TILES) tiles.push(await fetchTile(coords));
    results.tiles = { features: args.items, loadSeconds, firstTileMs: first.ms, tiles, rssMegabytesBefore: rssBefore, rssMegabytesAfter: rssMegabytes() };
  } finally {
    await bench.close();
  }
}

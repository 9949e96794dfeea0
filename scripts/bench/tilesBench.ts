import type { ItemFields } from '../../server/items/itemShape';
import type { BenchArgs } from './args';
import { setUpMember, startBenchServer, type BenchServer } from './benchServer';
import { withBulkLoad } from './bulkLoad';
import { runMapBenchmark, type MapBenchResult } from './mapBench';
import type { BenchResults } from './report';
import { bandFigures, BOUNDS, sequence, startupFigures, tileFetcher, updateFigures, type BandFigures, type StartupFigures, type TileFigure, type UpdatedFeature, type UpdateFigures } from './tileFigures';

const BATCH = 2000;
/** Features of each kind moved in the incremental update figures. */
const UPDATES = 10;
/** Fixed tiles timed after the first one: the world, a country, a region, a valley. */
const TIMED_TILES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [3, 1, 2],
  [5, 8, 20],
  [8, 40, 82],
  [11, 325, 660],
];

export interface TilesResult {
  features: number;
  loadSeconds: number;
  /** The first tile after a restart over the loaded store: waits for the background index build, the reader's ids, its clusters. */
  first: TileFigure;
  startup: StartupFigures;
  /** A second reader (a member of the owner organization) asking its first tile. */
  secondReaderFirst: TileFigure;
  tiles: TileFigure[];
  bands: BandFigures[];
  updates: UpdateFigures[];
  rssMegabytesBefore: number;
  rssMegabytesAfterIndex: number;
  rssMegabytesAfter: number;
  map?: MapBenchResult;
  /** The same map path over the basemap alone (feature tiles answered empty). */
  mapBasemapOnly?: MapBenchResult;
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

/** Creates the features through the real item store; keeps a few ACTIVE points and polygons to move later. */
async function loadFeatures(bench: BenchServer, count: number, owner: string): Promise<{ points: UpdatedFeature[]; polygons: UpdatedFeature[] }> {
  const random = sequence(20241125);
  const points: UpdatedFeature[] = [];
  const polygons: UpdatedFeature[] = [];
  await withBulkLoad(bench.server.db, async () => {
    for (let first = 0; first < count; first += BATCH) {
      const last = Math.min(count, first + BATCH);
      bench.server.db.transaction(() => {
        for (let n = first; n < last; n += 1) {
          const fields = featureFields(random, n, owner);
          const item = bench.store.create('SpatialFeature', fields, bench.adminWriter);
          const geometry = item.geometry as UpdatedFeature['geometry'];
          const kept = geometry.type === 'Point' ? points : geometry.type === 'Polygon' ? polygons : undefined;
          if (kept && kept.length < UPDATES && item.state === 'ACTIVE') kept.push({ id: item.$id, u: item._u, geometry });
        }
      })();
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return { points, polygons };
}

/**
 * npm run bench -- --only tiles[,map] [--items N]: N SpatialFeatures (default 100,000) through the
 * real item store, then vector tiles over HTTP: the first tile after start (index build), a second
 * reader's first tile, fixed tiles, p50/p95 per zoom band, and incremental updates over the socket;
 * RSS of the process (server in-process). With `map`, Chromium then pans and zooms the map over them.
 */
export async function runTilesBenchmark(args: BenchArgs, results: BenchResults): Promise<void> {
  const bench = await startBenchServer();
  try {
    const owner = bench.store.create('Organization', { displayName: 'Bench spatial owner', type: 'COMMUNITY' }, bench.adminWriter).$id;
    process.stderr.write(`[bench] creating ${args.items} spatial features\n`);
    const started = performance.now();
    const moved = await loadFeatures(bench, args.items, owner);
    const loadSeconds = (performance.now() - started) / 1000;
    // The features went in beside the server (a second store on its connection): restart it, as a
    // deployment does, so the tile index is read from the store in the background at start.
    process.stderr.write('[bench] restarting the server; first tile (waits for the background index build)\n');
    const restartBegun = performance.now();
    await bench.restart();
    const restartMs = performance.now() - restartBegun;
    const rssBefore = rssMegabytes();
    const asAdmin = tileFetcher(bench.server.url, bench.admin.token);
    const startup = await startupFigures(bench.server.url, restartMs, asAdmin, [4, 3, 5]);
    const first = startup.firstTile;
    const rssAfterIndex = rssMegabytes();
    const member = await setUpMember(bench, [owner]);
    const secondReaderFirst = await tileFetcher(bench.server.url, member.token)([4, 3, 5]);
    const tiles: TileFigure[] = [];
    for (const coords of TIMED_TILES) tiles.push(await asAdmin(coords));
    process.stderr.write('[bench] tiles per zoom band\n');
    const bands = await bandFigures(asAdmin);
    process.stderr.write('[bench] incremental updates\n');
    const socket = await bench.open();
    const updates: UpdateFigures[] = [];
    try {
      updates.push(await updateFigures('point moved (tile z4)', socket, asAdmin, moved.points, 4));
      updates.push(await updateFigures('polygon moved (tile z10)', socket, asAdmin, moved.polygons, 10));
    } finally {
      await socket.close();
    }
    const result: TilesResult = { features: args.items, loadSeconds, first, startup, secondReaderFirst, tiles, bands, updates, rssMegabytesBefore: rssBefore, rssMegabytesAfterIndex: rssAfterIndex, rssMegabytesAfter: rssMegabytes() };
    results.tiles = result;
    if (args.only.has('map')) {
      result.map = await runMapBenchmark(bench.server.url);
      result.mapBasemapOnly = await runMapBenchmark(bench.server.url, { basemapOnly: true });
    }
  } finally {
    await bench.close();
  }
}

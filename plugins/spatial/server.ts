import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { notAllowed } from '../../engine/protocol/operations';
import { seedSpatialDemoData } from './server/demo/seedSpatialDemoData';
import { FeatureTiles, tileCoordinates, type TileTiming } from './server/featureTiles';
import { SPATIAL_TYPES } from './server/spatialSearch';
import { streamFeatures } from './server/streamFeatures';

/** Server-Timing of a tile: what building the shared data, the reader's ids and its clusters cost, when this request did. */
function serverTiming(timing: TileTiming): string {
  const parts = [['data', timing.dataMs], ['reader', timing.readerMs], ['clusters', timing.clustersMs]] as const;
  return parts.flatMap(([name, ms]) => (ms === undefined ? [] : [`${name};dur=${ms}`])).join(', ') || 'cached;dur=0';
}

/**
 * What the spatial module does beyond its declarations: features stream to the map
 * (act/spatial.streamFeatures), vector tiles of what each reader may see, and demo data.
 * The contract with the map is plugins/spatial/README.md.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    const tiles = new FeatureTiles(context.items, context.bulkItems);
    // everyNode: the tile index is a cache, so writes committed on other server nodes update it too.
    for (const type of SPATIAL_TYPES) context.hooks.afterWrite(type, (change) => tiles.changed(change), { everyNode: true });
    // The tile index is read in the background from the start; the first tile waits only for what is left.
    tiles.start().catch((error: unknown) => context.log.error('spatial tile index build failed', { err: error }));
    context.onClose(() => tiles.close());

    context.operations.register('act/spatial.streamFeatures', (ctx, body) => streamFeatures(context.items, ctx, body));

    context.http.route({
      method: 'GET',
      path: 'tiles/version',
      handler: () => ({ headers: { 'cache-control': 'no-store' }, body: { version: tiles.version() } }),
    });
    context.http.route({
      method: 'GET',
      path: 'tiles/:z/:x/:yFile',
      handler: async ({ actor, params }) => {
        if (!actor) throw notAllowed('tiles need a signed-in reader');
        const coords = tileCoordinates(params.z ?? '', params.x ?? '', params.yFile ?? '');
        if (!coords) return { status: 404, body: { userMessage: 'notFound', sysMessage: 'no such tile' } };
        const { bytes: tile, timing } = await tiles.tile(actor, coords.z, coords.x, coords.y);
        // Per-reader content: private, and revalidated so a write or a changed membership shows.
        const headers = {
          'cache-control': 'private, no-cache',
          'x-spatial-tiles-version': String(tiles.version()),
          'x-spatial-clusters': timing.clustersBehind ? 'behind' : 'current',
          'server-timing': serverTiming(timing),
        };
        if (!tile) return { status: 204, headers, body: '' };
        return { headers: { ...headers, 'content-type': 'application/vnd.mapbox-vector-tile' }, body: Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength) };
      },
    });

    context.demo.seed(seedSpatialDemoData);
  },
});

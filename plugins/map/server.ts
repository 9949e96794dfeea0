import { OperationError, ValidationFailedError } from '../../engine/protocol/operations';
import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { BASEMAPS_OPERATION, WORLD_BASEMAP_PATH } from './basemapEntry';
import { listBasemaps } from './server/basemapList';
import { basemapFieldErrors } from './server/basemapRules';
import { unmarkOtherDefaults } from './server/defaultBasemap';
import { loadWorldBasemap, type WorldBasemapData } from './server/worldBasemap';

/**
 * The map's server side: the offline world basemap (shipped data, served from this origin), the
 * basemaps administrators added, and their PMTiles archives streamed by byte ranges.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    let world: WorldBasemapData | undefined;
    context.http.route({
      method: 'GET',
      path: WORLD_BASEMAP_PATH,
      // Public-domain geography: nothing about users in it, and the sign-in page may show it one day.
      anonymous: true,
      handler: ({ headers }) => {
        world ??= loadWorldBasemap();
        const cache = { etag: world.etag, 'cache-control': 'public, max-age=86400' };
        if (headers['if-none-match'] === world.etag) return { status: 304, headers: cache };
        return { headers: { ...cache, 'content-type': 'application/geo+json' }, body: world.json };
      },
    });
    // A basemap the map can draw: its address or archive checked at the field (translated errors in the form).
    context.hooks.beforeWrite('Basemap', ({ next }) => {
      const errors = next ? basemapFieldErrors(next, (id) => context.files.contentOf(id)?.path) : [];
      if (errors.length > 0) throw new ValidationFailedError(errors);
    });
    // Exactly one default: marking one unmarks the others (none marked: the shipped Natural Earth map).
    context.hooks.afterWrite('Basemap', (change) => unmarkOtherDefaults(context.items, change));
    context.operations.register(BASEMAPS_OPERATION, (ctx) => listBasemaps(context.items, ctx.actor));
    context.http.route({
      method: 'GET',
      path: 'basemaps/:id/archive.pmtiles',
      handler: ({ actor, params }) => {
        const basemap = context.items.read(actor, params.id ?? '');
        if (!basemap || basemap._t !== 'Basemap') throw new OperationError('map.errors.basemapNotFound', 'no such basemap', 404);
        const attachmentId = Array.isArray(basemap.archive) && typeof basemap.archive[0] === 'string' ? basemap.archive[0] : undefined;
        const file = attachmentId === undefined ? undefined : context.files.contentOf(attachmentId);
        if (!file) throw new OperationError('map.errors.archiveMissing', 'the basemap has no stored archive', 404);
        return { file: { ...file, contentType: 'application/vnd.pmtiles' } };
      },
    });
  },
});

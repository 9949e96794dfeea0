import { join } from 'node:path';
import type { ItemServices } from '../items/itemServices';
import type { ServerModuleContext } from '../serverModule';
import { ContentStore } from './contentStore';
import { ImageVariants } from './imageVariants';
import { MediaResolver } from './mediaLookup';
import { registerMediaRoutes } from './mediaRoutes';
import { registerTusRoute } from './tusRoute';
import { registerUploadRoute } from './uploadRoute';

/** Directory of the content store inside DATA_DIR. */
export const FILES_DIR = 'files';
/** Resized images (cache: deleting it only costs the time to resize again). */
export const VARIANTS_DIR = 'variants';
/** Unfinished resumable uploads (tus), inside the files directory so finishing moves them on one file system. */
export const TUS_DIR = 'tus';

/**
 * Uploads and media over the item services: content in DATA_DIR/files, File and Attachment items in
 * the store, POST /api/attachment and the media GET routes (see server/files/README.md). Who may
 * write Attachment and File items is core's rule (plugins/core/server.ts).
 */
export async function startFiles(context: Pick<ServerModuleContext, 'config' | 'http' | 'authenticator' | 'registry' | 'onClose'>, services: ItemServices): Promise<void> {
  const content = new ContentStore(join(context.config.dataDir, FILES_DIR));
  const { store, permissions, grants } = services;
  await registerUploadRoute(context.http, {
    authenticator: context.authenticator,
    registry: context.registry,
    content,
    maxUploadBytes: context.config.maxUploadBytes,
    store,
    permissions,
    grants,
  });
  const media = new MediaResolver({ store, permissions, content });
  await registerTusRoute(context.http, {
    authenticator: context.authenticator,
    registry: context.registry,
    content,
    media,
    maxUploadBytes: context.config.maxUploadBytes,
    directory: join(context.config.dataDir, FILES_DIR, TUS_DIR),
    store,
    permissions,
    grants,
  });
  const variants = new ImageVariants(join(context.config.dataDir, VARIANTS_DIR));
  registerMediaRoutes(context.http, { authenticator: context.authenticator, media, variants });
}

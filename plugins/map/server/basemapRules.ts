import { closeSync, openSync, readSync } from 'node:fs';
import type { ItemFields } from '../../../engine/protocol/item';
import type { FieldError } from '../../../engine/validation/fieldErrors';

/** The first bytes of every PMTiles v3 archive: "PMTiles" and the version byte. */
const PMTILES_MAGIC = Buffer.from('PMTiles', 'ascii');
const PMTILES_VERSION = 3;

/** A path on this server: the map loads nothing from elsewhere (CSP connect-src 'self', spec: works offline). */
function isLocalPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || /\s|\\/.test(url)) return false;
  try {
    return new URL(url, 'http://localhost').origin === 'http://localhost';
  } catch {
    return false;
  }
}

/** A raster tile template on this server naming {z}, {x} and {y} (or {-y}, TMS order). */
export function isRasterTemplate(url: string): boolean {
  return isLocalPath(url) && url.includes('{z}') && url.includes('{x}') && (url.includes('{y}') || url.includes('{-y}'));
}

/** The address of a style JSON on this server (no placeholders). */
export function isStyleAddress(url: string): boolean {
  return isLocalPath(url) && !/[{}]/.test(url);
}

/** Whether the bytes start like a PMTiles v3 archive. */
export function hasPmtilesHeader(head: Buffer): boolean {
  return head.length >= 8 && head.subarray(0, PMTILES_MAGIC.length).equals(PMTILES_MAGIC) && head[PMTILES_MAGIC.length] === PMTILES_VERSION;
}

/** The first bytes of a stored file (the archive check reads 8 of them, never the whole upload). */
export function readHead(path: string, length = 8): Buffer {
  const descriptor = openSync(path, 'r');
  try {
    const head = Buffer.alloc(length);
    const read = readSync(descriptor, head, 0, length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(descriptor);
  }
}

/** Where the rule finds an uploaded archive's bytes: the stored file's path, undefined when it is missing. */
export type ArchivePathOf = (attachmentId: string) => string | undefined;

const error = (path: string, messageId: string): FieldError => ({ path, messageId, values: {} });

/**
 * What a basemap must hold besides its schema, as field errors: a raster basemap a tile template on
 * this server, a vector-style basemap the address of a style JSON on this server, a PMTiles basemap
 * an uploaded file that is a PMTiles v3 archive.
 */
export function basemapFieldErrors(fields: ItemFields, archivePathOf: ArchivePathOf): FieldError[] {
  const url = typeof fields.url === 'string' ? fields.url.trim() : '';
  switch (fields.kind) {
    case 'RASTER':
      if (url === '') return [error('/url', 'map.errors.urlRequired')];
      return isRasterTemplate(url) ? [] : [error('/url', 'map.errors.rasterTemplate')];
    case 'STYLE':
      if (url === '') return [error('/url', 'map.errors.urlRequired')];
      return isStyleAddress(url) ? [] : [error('/url', 'map.errors.styleAddress')];
    case 'PMTILES': {
      const attachmentId = Array.isArray(fields.archive) && typeof fields.archive[0] === 'string' ? fields.archive[0] : undefined;
      if (attachmentId === undefined) return [error('/archive', 'map.errors.archiveRequired')];
      const path = archivePathOf(attachmentId);
      return path !== undefined && hasPmtilesHeader(readHead(path)) ? [] : [error('/archive', 'map.errors.notPmtiles')];
    }
    default:
      return [];
  }
}

import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import { type BasemapEntry, archivePath } from '../basemapEntry';

/** The most basemaps the switcher lists (administrators add a handful). */
const MAX_BASEMAPS = 200;

function entryOf(item: ItemJson): BasemapEntry | undefined {
  const label = typeof item.label === 'string' ? item.label : item.$id;
  const attribution = typeof item.attribution === 'string' && item.attribution !== '' ? { attribution: item.attribution } : {};
  const base = { id: item.$id, label, isDefault: item.isDefault === true, ...attribution };
  const url = typeof item.url === 'string' ? item.url.trim() : '';
  switch (item.kind) {
    case 'RASTER':
      return url === '' ? undefined : { ...base, kind: 'RASTER', url };
    case 'STYLE':
      return url === '' ? undefined : { ...base, kind: 'STYLE', url };
    case 'PMTILES':
      return Array.isArray(item.archive) && item.archive.length > 0 ? { ...base, kind: 'PMTILES', url: archivePath(item.$id) } : undefined;
    default:
      return undefined;
  }
}

/**
 * The basemaps the actor reads, usable ones only (a PMTiles basemap without its archive, a raster
 * one without an address are left out), by label; the default is the last one an administrator
 * marked (several may carry the mark while one is being replaced).
 */
export function listBasemaps(items: PluginItems, actor: Actor | null): { basemaps: BasemapEntry[]; defaultId?: string } {
  const reply = items.search(actor, { must: [{ kind: 'type', value: 'Basemap' }], sort: [{ field: 'label', order: 'asc' }], max: MAX_BASEMAPS });
  const found = reply.ids.map((id) => items.read(actor, id)).filter((item): item is ItemJson => item !== undefined);
  const basemaps = found.map(entryOf).filter((entry): entry is BasemapEntry => entry !== undefined);
  const marked = found.filter((item) => item.isDefault === true && basemaps.some((b) => b.id === item.$id));
  const latest = marked.sort((a, b) => b._u - a._u)[0];
  return latest ? { basemaps, defaultId: latest.$id } : { basemaps };
}

/** A basemap as the map's switcher receives it from act/map.basemaps (isomorphic: server and client). */
export interface BasemapEntry {
  id: string;
  label: string;
  kind: 'RASTER' | 'STYLE' | 'PMTILES';
  /** Raster tile template, style JSON address, or (PMTILES) the archive's address on this server. */
  url: string;
  attribution?: string;
  isDefault: boolean;
}

/** Operation listing the basemaps a user may pick. */
export const BASEMAPS_OPERATION = 'act/map.basemaps';

/** Routes under /api/plugins/map/. */
export const PLUGIN_ROUTE_BASE = '/api/plugins/map';
export const WORLD_BASEMAP_PATH = 'basemap/world.geojson';

/** Where the server serves a PMTiles basemap's archive, with HTTP Range. */
export function archivePath(basemapId: string): string {
  return `${PLUGIN_ROUTE_BASE}/basemaps/${encodeURIComponent(basemapId)}/archive.pmtiles`;
}

export function isBasemapEntry(value: unknown): value is BasemapEntry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.label === 'string' && typeof record.url === 'string' && (record.kind === 'RASTER' || record.kind === 'STYLE' || record.kind === 'PMTILES');
}

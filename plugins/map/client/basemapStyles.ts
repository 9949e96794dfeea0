import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { PLUGIN_ROUTE_BASE, WORLD_BASEMAP_PATH, type BasemapEntry } from '../basemapEntry';
import { paletteOf } from './mapTheme';

/** The offline world basemap's sources and layers: no glyphs, sprites or text, so nothing is fetched elsewhere. */
export function offlineStyle(dark: boolean, origin: string): StyleSpecification {
  const palette = paletteOf(dark);
  return {
    version: 8,
    sources: {
      world: { type: 'geojson', data: `${origin}${PLUGIN_ROUTE_BASE}/${WORLD_BASEMAP_PATH}`, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': palette.water } },
      // The coast as the fill's outline: a line layer over polygons would also draw the tiles' clip edges.
      { id: 'land', type: 'fill', source: 'world', filter: ['==', ['get', 'layer'], 'land'], paint: { 'fill-color': palette.land } },
      { id: 'borders', type: 'line', source: 'world', filter: ['==', ['get', 'layer'], 'border'], paint: { 'line-color': palette.border, 'line-width': 0.8, 'line-dasharray': [3, 2] } },
    ],
  };
}

/** What a PMTiles archive's header and metadata say, read before its style is built. */
export interface ArchiveInfo {
  /** PMTiles tile type: 1 vector (MVT), 2 png, 3 jpeg, 4 webp, 5 avif. */
  tileType: number;
  minZoom: number;
  maxZoom: number;
  /** Source layer names of a vector archive (metadata vector_layers). */
  vectorLayers: readonly string[];
}

const VECTOR_TILE_TYPE = 1;

/** Generic drawing of every source layer of a vector archive: fills, lines and points in the theme's colours. */
function vectorArchiveLayers(source: string, layers: readonly string[], dark: boolean): LayerSpecification[] {
  const palette = paletteOf(dark);
  return layers.flatMap((layer): LayerSpecification[] => [
    { id: `${source}-${layer}-fill`, type: 'fill', source, 'source-layer': layer, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': palette.land } },
    { id: `${source}-${layer}-line`, type: 'line', source, 'source-layer': layer, filter: ['==', ['geometry-type'], 'LineString'], paint: { 'line-color': palette.border } },
    { id: `${source}-${layer}-point`, type: 'circle', source, 'source-layer': layer, filter: ['==', ['geometry-type'], 'Point'], paint: { 'circle-color': palette.primary, 'circle-radius': 3 } },
  ]);
}

/**
 * The style of an added basemap. Raster templates become a raster source; a PMTiles archive is read
 * through the pmtiles:// protocol from our server (raster or vector by its header). STYLE basemaps
 * are loaded by address instead (see MapView) and never reach here.
 */
export function basemapStyle(entry: BasemapEntry, dark: boolean, origin: string, archive?: ArchiveInfo): StyleSpecification {
  const palette = paletteOf(dark);
  const background: LayerSpecification = { id: 'water', type: 'background', paint: { 'background-color': palette.water } };
  const attribution = entry.attribution !== undefined ? { attribution: entry.attribution } : {};
  if (entry.kind === 'PMTILES' && archive !== undefined) {
    const url = `pmtiles://${origin}${entry.url}`;
    if (archive.tileType === VECTOR_TILE_TYPE) {
      return {
        version: 8,
        sources: { basemap: { type: 'vector', url, ...attribution } },
        layers: [background, ...vectorArchiveLayers('basemap', archive.vectorLayers, dark)],
      };
    }
    return { version: 8, sources: { basemap: { type: 'raster', url, tileSize: 256, ...attribution } }, layers: [background, { id: 'basemap', type: 'raster', source: 'basemap' }] };
  }
  const tiles = [entry.url.startsWith('/') ? `${origin}${entry.url}` : entry.url];
  return {
    version: 8,
    sources: { basemap: { type: 'raster', tiles, tileSize: 256, ...attribution } },
    layers: [background, { id: 'basemap', type: 'raster', source: 'basemap', ...(dark ? { paint: { 'raster-brightness-max': 0.8 } } : {}) }],
  };
}

import { addProtocol, setWorkerUrl, type RequestTransformFunction } from 'maplibre-gl';
// The worker as its own asset on this origin (CSP worker-src 'self' blob:); MapLibre would look for it beside its own file.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { FetchSource, PMTiles, Protocol } from 'pmtiles';
import type { BasemapEntry } from '../basemapEntry';
import type { ArchiveInfo } from './basemapStyles';

setWorkerUrl(new URL(workerUrl, window.location.href).href);

let protocol: Protocol | undefined;

/** The pmtiles:// protocol, installed once per page. */
function pmtilesProtocol(): Protocol {
  if (!protocol) {
    protocol = new Protocol();
    addProtocol('pmtiles', protocol.tile);
  }
  return protocol;
}

/** Requests to this origin carry the user's token (tiles and archives are served to signed-in users). */
export function transformRequestFor(origin: string, authorization: () => string | undefined): RequestTransformFunction {
  return (url) => {
    const header = authorization();
    return url.startsWith(origin) && header !== undefined ? { url, headers: { Authorization: header } } : { url };
  };
}

function vectorLayerNames(metadata: unknown): string[] {
  if (typeof metadata !== 'object' || metadata === null || !('vector_layers' in metadata) || !Array.isArray(metadata.vector_layers)) return [];
  return metadata.vector_layers.flatMap((layer: unknown) => (typeof layer === 'object' && layer !== null && 'id' in layer && typeof layer.id === 'string' ? [layer.id] : []));
}

/**
 * Opens a PMTiles basemap's archive on our server (byte ranges, with the token) and reads its
 * header: raster or vector, zoom range, layer names.
 */
export async function openArchive(entry: BasemapEntry, origin: string, authorization: string | undefined): Promise<ArchiveInfo> {
  const url = `${origin}${entry.url}`;
  const registered = pmtilesProtocol();
  let archive = registered.get(url);
  if (!archive) {
    archive = new PMTiles(new FetchSource(url, new Headers(authorization !== undefined ? { Authorization: authorization } : {})));
    registered.add(archive);
  }
  const header = await archive.getHeader();
  const vectorLayers = header.tileType === 1 ? vectorLayerNames(await archive.getMetadata()) : [];
  return { tileType: header.tileType, minZoom: header.minZoom, maxZoom: header.maxZoom, vectorLayers };
}

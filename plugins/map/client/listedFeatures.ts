import type { Feature, Geometry } from 'geojson';
import { listedFeatures, type PanelFeatureProperties } from './panelFeatures';

/** The spatial module's feature stream (plugins/spatial/README.md). */
const STREAM_FEATURES = 'act/spatial.streamFeatures';

/**
 * The features an item's page lists (a collection's: those imported via it), read over POST
 * /api/item: over HTTP the reply holds every feature at once, where the socket would send more than
 * 2,000 in pushes before the reply. Only ACTIVE ones, as on the map.
 */
export async function fetchListedFeatures(itemId: string, authorization: string | undefined): Promise<Feature<Geometry, PanelFeatureProperties>[]> {
  const response = await fetch('/api/item', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization !== undefined ? { Authorization: authorization } : {}) },
    body: JSON.stringify({ o: STREAM_FEATURES, b: { collectionIDs: [itemId] }, s: 'map-panel' }),
  });
  const envelope: unknown = await response.json();
  if (!response.ok || typeof envelope !== 'object' || envelope === null || ('erred' in envelope && envelope.erred === true)) throw new Error('errors.networkError');
  return listedFeatures('b' in envelope ? envelope.b : undefined, itemId);
}

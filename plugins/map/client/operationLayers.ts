import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import type { LayerEvent } from './loadState';
import { operationCollection } from './operationFeatures';

type Send = (operation: string, body: unknown) => Promise<unknown>;

/**
 * Asks every operation layer for the features in the map's view and draws the answer. A reply that
 * arrives after a newer request for the same layer is dropped (the map moved on meanwhile); a
 * refusal or a lost connection marks the layer failed until the next move.
 */
export function operationLayerLoader(map: MapLibreMap, layers: readonly MapLayerContribution[], send: Send, report: (key: string, event: LayerEvent) => void): () => void {
  const latest = new Map<string, number>();
  return () => {
    const bounds = map.getBounds();
    const bbox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].map((value) => Math.round(value * 1e5) / 1e5);
    for (const layer of layers) {
      const operation = layer.operation;
      if (operation === undefined) continue;
      const request = (latest.get(layer.key) ?? 0) + 1;
      latest.set(layer.key, request);
      report(layer.key, { kind: 'requested' });
      send(operation, { bbox }).then(
        (reply) => {
          if (latest.get(layer.key) !== request) return;
          map.getSource<GeoJSONSource>(layer.key)?.setData(operationCollection(reply));
        },
        () => latest.get(layer.key) === request && report(layer.key, { kind: 'failed' }),
      );
    }
  };
}

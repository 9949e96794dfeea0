import type { ExpressionSpecification, GeoJSONSourceSpecification, LayerSpecification } from 'maplibre-gl';
import { accuracyRadius } from './featureLayers';
import { MARKER_COLORS } from './mapTheme';
import type { PanelFeatureProperties } from './panelFeatures';

/** The panel's one GeoJSON source. */
export const PANEL_SOURCE = 'item';

/** The item itself in the spec's "selected feature" colour, the items its page lists as reference features (spec §9). */
const ROLE_COLOR: ExpressionSpecification = ['match', ['get', 'role' satisfies keyof PanelFeatureProperties], 'item', MARKER_COLORS.selected, MARKER_COLORS.reference];

export function panelSource(data: GeoJSONSourceSpecification['data']): GeoJSONSourceSpecification {
  return { type: 'geojson', data };
}

/** Fills, outlines and points of the panel's source; the item's own shapes drawn over the listed ones. */
export function panelLayers(): LayerSpecification[] {
  const common = { source: PANEL_SOURCE } as const;
  return [
    { id: 'item-fill', type: 'fill', ...common, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': ROLE_COLOR, 'fill-opacity': 0.22 } },
    { id: 'item-line', type: 'line', ...common, filter: ['!=', ['geometry-type'], 'Point'], paint: { 'line-color': ROLE_COLOR, 'line-width': ['match', ['get', 'role'], 'item', 3, 2] } },
    {
      id: 'item-point',
      type: 'circle',
      ...common,
      filter: ['==', ['geometry-type'], 'Point'],
      layout: { 'circle-sort-key': ['match', ['get', 'role'], 'item', 1, 0] },
      paint: { 'circle-color': ROLE_COLOR, 'circle-radius': accuracyRadius('accuracy'), 'circle-opacity': 0.8, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 },
    },
  ];
}

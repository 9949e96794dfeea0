import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import { accuracyRadius } from './featureLayers';
import { MARKER_COLORS } from './mapTheme';
import { FEATURE_COLOR_PROPERTY, FEATURE_RADIUS_PROPERTY } from './operationFeatures';

/** The feature map's one GeoJSON source. */
export const FEATURE_MAP_SOURCE = 'features';

/** Ids of the layers a click may hit. */
export const FEATURE_MAP_LAYER_IDS = ['features-fill', 'features-line', 'features-point'] as const;

/** The selected feature in the spec's pink (§9), every other in its own colour ($style.color), else a reference's. */
function colorOf(selected: string | undefined): ExpressionSpecification {
  const own: ExpressionSpecification = ['coalesce', ['get', FEATURE_COLOR_PROPERTY], MARKER_COLORS.reference];
  return ['case', ['==', ['get', '$id'], selected ?? ''], MARKER_COLORS.selected, own];
}

/** Fills, outlines and points, the selected one drawn over the others. */
export function featureMapLayers(selected: string | undefined): LayerSpecification[] {
  const common = { source: FEATURE_MAP_SOURCE } as const;
  const color = colorOf(selected);
  return [
    { id: FEATURE_MAP_LAYER_IDS[0], type: 'fill', ...common, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': color, 'fill-opacity': 0.22 } },
    { id: FEATURE_MAP_LAYER_IDS[1], type: 'line', ...common, filter: ['!=', ['geometry-type'], 'Point'], paint: { 'line-color': color, 'line-width': 2.5 } },
    {
      id: FEATURE_MAP_LAYER_IDS[2],
      type: 'circle',
      ...common,
      filter: ['==', ['geometry-type'], 'Point'],
      layout: { 'circle-sort-key': ['case', ['==', ['get', '$id'], selected ?? ''], 1, 0] },
      paint: { 'circle-color': color, 'circle-radius': accuracyRadius(FEATURE_RADIUS_PROPERTY), 'circle-opacity': 0.85, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 },
    },
  ];
}

/** Paint colours again when the selection changes (no new source, no refit). */
export function repaintSelection(setPaint: (layer: string, property: 'fill-color' | 'line-color' | 'circle-color', value: ExpressionSpecification) => void, selected: string | undefined): void {
  const color = colorOf(selected);
  setPaint(FEATURE_MAP_LAYER_IDS[0], 'fill-color', color);
  setPaint(FEATURE_MAP_LAYER_IDS[1], 'line-color', color);
  setPaint(FEATURE_MAP_LAYER_IDS[2], 'circle-color', color);
}

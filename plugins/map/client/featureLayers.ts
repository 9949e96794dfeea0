import type { DataDrivenPropertyValueSpecification, ExpressionSpecification, GeoJSONSourceSpecification, LayerSpecification, VectorSourceSpecification } from 'maplibre-gl';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import { clusterLayerSpecs } from './clusterLayers';
import { MARKER_COLORS } from './mapTheme';
import { FEATURE_COLOR_PROPERTY, emptyCollection } from './operationFeatures';

/** Metres per pixel at zoom 0 on the equator (Web Mercator, 256-pixel tiles... 512 in MapLibre's units). */
const METRES_PER_PIXEL_Z0 = 78271.517;
const MIN_MARKER_RADIUS = 5;

/** The colour by the layer's colour property, selected features (feature state) in the spec's pink. */
export function colorExpression(layer: MapLayerContribution): ExpressionSpecification {
  const { default: fallback, ...byValue } = layer.colors;
  const entries = Object.entries(byValue);
  // A match expression is variadic (value, colour pairs), which its tuple type cannot spell.
  const declared: ExpressionSpecification | string =
    layer.colorProperty === undefined || entries.length === 0 ? fallback : (['match', ['get', layer.colorProperty], ...entries.flat(), fallback] as unknown as ExpressionSpecification);
  // An operation's feature may bring its own colour ($style.color), e.g. its category's.
  const base: ExpressionSpecification | string = layer.operation === undefined ? declared : ['coalesce', ['get', FEATURE_COLOR_PROPERTY], declared];
  return ['case', ['boolean', ['feature-state', 'selected'], false], MARKER_COLORS.selected, base];
}

/**
 * A point's radius: its accuracy in metres drawn to scale (at the equator; a marker is a hint, not
 * a survey) once that is larger than the minimal marker, so a vague position looks vague.
 */
export function radiusExpression(layer: MapLayerContribution): DataDrivenPropertyValueSpecification<number> {
  return layer.accuracyProperty === undefined ? MIN_MARKER_RADIUS : accuracyRadius(layer.accuracyProperty);
}

/** The radius of points whose `property` holds their accuracy in metres (see radiusExpression). */
export function accuracyRadius(property: string): DataDrivenPropertyValueSpecification<number> {
  const accuracy: ExpressionSpecification = ['to-number', ['coalesce', ['get', property], 0]];
  return ['interpolate', ['exponential', 2], ['zoom'], 0, ['max', MIN_MARKER_RADIUS, ['/', accuracy, METRES_PER_PIXEL_Z0]], 22, ['max', MIN_MARKER_RADIUS, ['/', accuracy, METRES_PER_PIXEL_Z0 / 2 ** 22]]];
}

/** The source of a contributed layer: vector tiles (absolute address: the worker resolves no relative URLs), or GeoJSON an operation fills. */
export function featureSource(layer: MapLayerContribution, origin: string): VectorSourceSpecification | GeoJSONSourceSpecification {
  if (layer.operation !== undefined) return { type: 'geojson', data: emptyCollection(), ...(layer.idProperty !== undefined ? { promoteId: layer.idProperty } : {}) };
  return {
    type: 'vector',
    tiles: [`${origin}${layer.tiles}`],
    ...(layer.maxzoom !== undefined ? { maxzoom: layer.maxzoom } : {}),
    // Feature ids from the item id property: feature state (selection) needs them.
    ...(layer.idProperty !== undefined ? { promoteId: layer.idProperty } : {}),
  };
}

/** Style layers of a contribution's source: one per geometry kind and source layer, then its clusters on top. */
export function featureLayerSpecs(layer: MapLayerContribution): LayerSpecification[] {
  const color = colorExpression(layer);
  // A GeoJSON source has no source layers: one set of layers named after the source.
  const sourceLayers: readonly (string | undefined)[] = layer.operation !== undefined ? [undefined] : layer.sourceLayers;
  const features = sourceLayers.flatMap((sourceLayer): LayerSpecification[] => {
    const common = sourceLayer === undefined ? ({ source: layer.key } as const) : ({ source: layer.key, 'source-layer': sourceLayer } as const);
    const id = sourceLayer === undefined ? layer.key : `${layer.key}-${sourceLayer}`;
    // The line layer draws every polygon's edge: the fill's own antialiased outline (a second pass
    // over every polygon) would only repeat it.
    return [
      { id: `${id}-fill`, type: 'fill', ...common, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': color, 'fill-opacity': 0.25, 'fill-antialias': false } },
      { id: `${id}-line`, type: 'line', ...common, filter: ['!=', ['geometry-type'], 'Point'], paint: { 'line-color': color, 'line-width': 2 } },
      {
        id: `${id}-point`,
        type: 'circle',
        ...common,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-color': color, 'circle-radius': radiusExpression(layer), 'circle-opacity': 0.85, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 },
      },
    ];
  });
  return [...features, ...clusterLayerSpecs(layer)];
}

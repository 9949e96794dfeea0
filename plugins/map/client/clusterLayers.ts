import type { ExpressionSpecification, LayerSpecification, Map as MapLibreMap, PointLike } from 'maplibre-gl';
import type { MapLayerContribution } from '../../../engine/react/plugin/mapLayers';
import { MARKER_COLORS } from './mapTheme';

/** Image ids of cluster counts: the prefix and the count label the server sends ("12", "1.2k"). */
const COUNT_IMAGE_PREFIX = 'vgn-cluster-';
const COUNT_FONT_PX = 12;

/** A cluster's radius by its count. */
const BY_COUNT: ExpressionSpecification = ['step', ['to-number', ['get', 'count']], 13, 10, 16, 100, 20, 1000, 25];

/**
 * A clustered layer's circles and counts. MapLibre compiles one circle program per mix of constant,
 * per-feature and per-feature-and-zoom paint properties: the cluster circles spell their colour and
 * radius with the same kinds as the layer's single points (featureLayers.ts: colour by feature
 * state, radius by accuracy and zoom), so both share one program, compiled with the first view
 * (clusters are everywhere at low zooms) instead of mid-pan where points first leave their clusters
 * (one task of seconds in software WebGL). Same colours and sizes as before. The count is an image
 * drawn on demand (see installClusterCountImages), not a text layer: no glyph server needed.
 */
export function clusterLayerSpecs(layer: MapLayerContribution): LayerSpecification[] {
  if (layer.clusterSourceLayer === undefined) return [];
  const common = { source: layer.key, 'source-layer': layer.clusterSourceLayer } as const;
  const id = `${layer.key}-${layer.clusterSourceLayer}`;
  return [
    {
      id: `${id}-circle`,
      type: 'circle',
      ...common,
      paint: {
        // A cluster is never selected (a click zooms into it): always the reference colour.
        'circle-color': ['case', ['boolean', ['feature-state', 'selected'], false], MARKER_COLORS.selected, MARKER_COLORS.reference],
        'circle-opacity': 0.85,
        'circle-radius': layer.accuracyProperty === undefined ? BY_COUNT : ['interpolate', ['linear'], ['zoom'], 0, BY_COUNT, 22, BY_COUNT],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: `${id}-count`,
      type: 'symbol',
      ...common,
      layout: { 'icon-image': ['concat', COUNT_IMAGE_PREFIX, ['to-string', ['get', 'countLabel']]], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
    },
  ];
}

/** Draws each count image the first time a style asks for it (also after a basemap or theme change). */
export function installClusterCountImages(map: MapLibreMap): void {
  map.setMissingStyleImageResolver((id) => {
    if (!id.startsWith(COUNT_IMAGE_PREFIX) || map.hasImage(id)) return;
    const text = id.slice(COUNT_IMAGE_PREFIX.length);
    const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
    const canvas = document.createElement('canvas');
    // A canvas read back at once: willReadFrequently keeps it in memory. A GPU-backed one makes
    // every getImageData wait for the GPU (seconds per tile of new counts in software WebGL).
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    const font = `bold ${COUNT_FONT_PX * ratio}px system-ui, sans-serif`;
    context.font = font;
    canvas.width = Math.ceil(context.measureText(text).width) + 4 * ratio;
    canvas.height = Math.ceil(COUNT_FONT_PX * 1.4 * ratio);
    // Resizing the canvas resets its state.
    context.font = font;
    context.fillStyle = '#ffffff';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, canvas.width / 2, canvas.height / 2);
    map.addImage(id, context.getImageData(0, 0, canvas.width, canvas.height), { pixelRatio: ratio });
  });
}

/** A click on a cluster zooms the map in where it splits; answers whether the click was on one. */
export function zoomIntoCluster(map: MapLibreMap, point: PointLike, layers: readonly MapLayerContribution[]): boolean {
  const ids = layers.flatMap((layer) => clusterLayerSpecs(layer).map((spec) => spec.id)).filter((id) => map.getLayer(id) !== undefined);
  const hit = ids.length === 0 ? undefined : map.queryRenderedFeatures(point, { layers: ids })[0];
  if (hit === undefined || hit.geometry.type !== 'Point') return false;
  const [lng, lat] = hit.geometry.coordinates;
  const zoom = Number(hit.properties.expansionZoom);
  if (lng === undefined || lat === undefined) return false;
  map.easeTo({ center: [lng, lat], zoom: Number.isFinite(zoom) ? Math.max(zoom, map.getZoom() + 1) : map.getZoom() + 2 });
  return true;
}

import { Map as MapLibreMap, NavigationControl, ScaleControl } from 'maplibre-gl';
import type { Translate } from '../../../engine/react/i18n/translate';
import { offlineStyle } from './basemapStyles';

/**
 * Room kept around features when a small map fits them, and how far in it goes for one point: more
 * on the right (the zoom buttons) and at the bottom (the scale and the attribution), so no place
 * ends up under a control.
 */
export const FIT_PADDING = { top: 28, right: 52, bottom: 44, left: 28 } as const;
export const FIT_MAX_ZOOM = 15;

export type Bounds = readonly [number, number, number, number];

/**
 * A small map beside an item or a list (item panels, feature maps): the offline world map in the
 * theme's colours, started on the given bounds, with MapLibre's own texts in the user's language,
 * gestures that leave page scrolling alone, zoom buttons and a scale. Throws when WebGL is missing.
 */
export function createSmallMap(container: HTMLElement, options: { dark: boolean; origin: string; bounds: Bounds | undefined; t: Translate }): MapLibreMap {
  const { dark, origin, bounds, t } = options;
  const map = new MapLibreMap({
    container,
    style: offlineStyle(dark, origin),
    ...(bounds ? { bounds: [...bounds] as [number, number, number, number], fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } } : {}),
    attributionControl: { compact: true },
    cooperativeGestures: true,
    locale: {
      'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
      'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
      'AttributionControl.ToggleAttribution': t('map.controls.attribution'),
      'CooperativeGesturesHandler.WindowsHelpText': t('map.panel.gestureWheel'),
      'CooperativeGesturesHandler.MacHelpText': t('map.panel.gestureWheelMac'),
      'CooperativeGesturesHandler.MobileHelpText': t('map.panel.gestureTouch'),
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // The world map has no detail at a feature's zoom: the scale tells its size.
  map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
  return map;
}

/**
 * A feature layer a module puts on the map (declared as data in its client entry's `mapLayers`):
 * its source on this server — vector tiles (`tiles`) or an operation answering the features in view
 * (`operation`) — and how its features look. The map plugin draws every contributed layer whose
 * `requiresType` the registry knows, in `order`.
 */
export interface MapLayerContribution {
  /** Unique among all layers (source id, test ids). */
  key: string;
  /** Message id of the layer's name (load states: "Loading Features…"). */
  title: string;
  /** Vector tile URL template on this origin, with {z}/{x}/{y}; requested with the user's token. */
  tiles?: string;
  /**
   * Instead of tiles: an operation the map sends `{ bbox: [west, south, east, north] }` (the view,
   * again after each move) and that answers `{ features: [{ $id, geometry, properties, $style? }] }`
   * (business spec §3 "Feature"). `$style.color` colours a feature (before `colors`), `$style.radius`
   * is a point's accuracy in metres. For the modest sets a module can answer at once (thousands).
   */
  operation?: string;
  /** The source layers inside each tile to draw (tiles only). */
  sourceLayers: readonly string[];
  /** Feature property whose value picks the colour in `colors`. */
  colorProperty?: string;
  /** Colour by value of `colorProperty`; `default` for the rest. */
  colors: Readonly<Record<string, string>> & { default: string };
  /** Feature property holding the item id that a click opens. */
  idProperty?: string;
  /** Feature property holding a point's accuracy in metres (drawn as the marker's radius). */
  accuracyProperty?: string;
  /** Drawn only when the registry has this item type (the module that serves the tiles is installed). */
  requiresType?: string;
  /** Lower first (drawn below); ties by key. */
  order?: number;
  /** Largest zoom the server tiles (MapLibre over-zooms beyond it). */
  maxzoom?: number;
  /**
   * Source layer of point clusters the server made (properties count, countLabel, expansionZoom):
   * drawn as circles with their count; a click zooms in to expansionZoom.
   */
  clusterSourceLayer?: string;
}

const contributed: MapLayerContribution[] = [];

/** Installs a plugin's layer (app/plugins/installClientPlugins.ts, once, before the first render). */
export function registerMapLayer(layer: MapLayerContribution): void {
  if (contributed.some((known) => known.key === layer.key)) return;
  contributed.push(layer);
}

/** Every contributed layer, in drawing order. */
export function contributedMapLayers(): readonly MapLayerContribution[] {
  return [...contributed].sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.key.localeCompare(b.key));
}

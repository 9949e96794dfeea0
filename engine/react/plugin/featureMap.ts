import type { Geometry } from 'geojson';
import type { ComponentType } from 'react';

/** A feature to draw (business spec §3 "Feature"): the item's id, its geometry, and how it looks. */
export interface MapFeature {
  $id: string;
  geometry: Geometry;
  properties?: Readonly<Record<string, unknown>>;
  /** Marker colour; radius is a point's accuracy in metres. */
  $style?: { color?: string; radius?: number };
}

/** What a view gives the feature map: the features, the one drawn as selected, and what a click does. */
export interface FeatureMapProps {
  features: readonly MapFeature[];
  /** Drawn in the spec's selected colour (#E91E63) and kept in view. */
  selected?: string;
  /** A click on a feature (e.g. open its item beside). */
  onSelect?(id: string): void;
  /** Message id of the map's accessible name. */
  title: string;
}

let provider: ComponentType<FeatureMapProps> | undefined;

/**
 * Installs the map that draws given features (app/plugins/installClientPlugins.ts): one plugin (the
 * map module) provides it, any view may show it — a module's list beside its items on a map —
 * without importing that plugin. The first provider wins.
 */
export function registerFeatureMap(component: ComponentType<FeatureMapProps>): void {
  provider ??= component;
}

/** The installed feature map, or undefined where no map module is installed (views then show no map). */
export function contributedFeatureMap(): ComponentType<FeatureMapProps> | undefined {
  return provider;
}

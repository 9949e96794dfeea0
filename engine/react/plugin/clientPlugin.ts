import type { RegistryWidgetsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { CellProps } from '../cells/cellProps';
import type { FeatureMapProps } from './featureMap';
import type { HomeCardContribution } from './homeCards';
import type { ItemPanelContribution } from './itemPanels';
import type { MapLayerContribution } from './mapLayers';
import type { SearchActionContribution } from './searchActions';
import type { ItemViewContribution, ToolbarContribution, ViewProps } from './viewContracts';

/** A form widget as @rjsf/core renders it (the engine's own widgets have this type). */
export type WidgetComponent = RegistryWidgetsType[string];

/**
 * The contract of a plugin's client entry (`plugins/<key>/client.tsx`, `export const clientPlugin =
 * defineClientPlugin({ … })`). The app discovers the entries at build time and installs them before
 * the first render. Names of widgets, cells and views must equal the plugin's plugin.json
 * `contributes` (the server checks declarations against those names without loading this file);
 * the conformance test checks both directions.
 */
export interface ClientPlugin {
  /** Form widgets by name (field hint `widget`). */
  widgets?: Readonly<Record<string, WidgetComponent>>;
  /** Read-only value views by name (field hint or header `cell`). */
  cells?: Readonly<Record<string, ComponentType<CellProps>>>;
  /** Whole views by name (nav item `view.component`), e.g. dashboards. */
  views?: Readonly<Record<string, ComponentType<ViewProps>>>;
  /** Item pages per type and context or variant, replacing the generated page there. */
  itemViews?: readonly ItemViewContribution[];
  /** Controls on item page toolbars. */
  toolbar?: readonly ToolbarContribution[];
  /** Cards of the signed-in user's start page (engine/react/plugin/homeCards.ts). */
  homeCards?: readonly HomeCardContribution[];
  /** Panels under the fields of item pages (engine/react/plugin/itemPanels.ts). */
  itemPanels?: readonly ItemPanelContribution[];
  /** Feature layers on the map (engine/react/plugin/mapLayers.ts): vector tile or operation sources as data. */
  mapLayers?: readonly MapLayerContribution[];
  /** The map any view may show given features on (engine/react/plugin/featureMap.ts); the map module provides it. */
  featureMap?: ComponentType<FeatureMapProps>;
  /** Controls in the search bar of the nav search views they name (an action on what the search finds). */
  searchActions?: readonly SearchActionContribution[];
}

export function defineClientPlugin(plugin: ClientPlugin): ClientPlugin {
  return plugin;
}

/** The named export the app looks for in a plugin's client entry. */
export const CLIENT_ENTRY_EXPORT = 'clientPlugin';

/** A discovered client entry: the plugin key (its folder) and what the file exports. */
export interface ClientEntry {
  key: string;
  module: Readonly<Record<string, unknown>>;
}

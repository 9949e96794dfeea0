import type { ComponentType } from 'react';
import type { SearchLink } from './searchLinks';

/** Props every cell view (a whole view such as a dashboard, or an item page) receives from the layout. */
export interface ViewProps {
  /** Cell key: "v-{name}" for views, "i-{type}-{index}[-{context}]" for items. */
  cellKey: string;
  /** Column index of the cell (0-based). */
  columnIndex: number;
  /** The column's route parameter from the query string (c0, c1 ...), if any. */
  routeParam?: string;
  /** Opens an item in the next column (the app's layout gives it; absent in stories). */
  openItem?(id: string): void;
  /** Opens a search (types and fixed filters) in the next column, e.g. the items a count stands for (absent in stories). */
  openSearch?(search: SearchLink): void;
  /** Replaces this column's route parameter without a history entry (a view's own state kept in the URL). */
  setRouteParam?(routeParam: string | undefined): void;
}

export interface ItemViewProps extends ViewProps {
  id: string;
  type: string;
  /** Context suffix of the cell key ("edit", "timeline" ...), if any. */
  context?: string;
}

export type ItemVariant = 'default' | 'card' | 'create' | 'map-panel';

/** A plugin's own page for items of a type ("*" for every type) in a context or variant. */
export interface ItemViewContribution {
  type: string;
  /** A context ("edit", "timeline", a plugin's own) or a variant (ItemVariant). */
  context: string;
  component: ComponentType<ItemViewProps>;
}

/** Props of a control a plugin adds to the toolbar of item pages. */
export interface ItemToolbarProps {
  id: string;
  type: string;
}

/** A control on the toolbar of the item pages of some types (all types when `types` is absent). */
export interface ToolbarContribution {
  /** Unique among the plugin's controls (React key, test id). */
  key: string;
  types?: readonly string[];
  component: ComponentType<ItemToolbarProps>;
}

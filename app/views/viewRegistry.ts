import type { ComponentType } from 'react';

/** Props every cell view receives from the layout. */
export interface ViewProps {
  /** Cell key: "v-{name}" for views, "i-{type}-{index}[-{context}]" for items. */
  cellKey: string;
  /** Column index of the cell (0-based). */
  columnIndex: number;
  /** The column's route parameter from the query string (c0, c1 ...), if any. */
  routeParam?: string;
}

export interface ItemViewProps extends ViewProps {
  id: string;
  type: string;
  /** Context suffix of the cell key ("edit", "timeline" ...), if any. */
  context?: string;
}

export type ItemVariant = 'default' | 'card' | 'create' | 'map-panel';

const views = new Map<string, ComponentType<ViewProps>>();
const itemViews = new Map<string, ComponentType<ItemViewProps>>();

/** Registers the component of a named view (nav item view.component or a core route). */
export function registerView(name: string, component: ComponentType<ViewProps>): void {
  views.set(name, component);
}

export function viewComponent(name: string): ComponentType<ViewProps> | undefined {
  return views.get(name);
}

/** Registers a plugin's own item page for a type ("*" for every type) and context or variant. */
export function registerItemView(type: string, contextOrVariant: string, component: ComponentType<ItemViewProps>): void {
  itemViews.set(`${type}|${contextOrVariant}`, component);
}

/** The page for a type and context: exact match, then the type's default, then the generic page. */
export function itemViewComponent(type: string, contextOrVariant = 'default'): ComponentType<ItemViewProps> | undefined {
  return (
    itemViews.get(`${type}|${contextOrVariant}`) ??
    itemViews.get(`*|${contextOrVariant}`) ??
    itemViews.get(`${type}|default`) ??
    itemViews.get('*|default')
  );
}

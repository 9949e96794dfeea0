import type { ComponentType } from 'react';
import type { ItemViewProps, ViewProps } from '../../engine/react/plugin/viewContracts';

export type { ItemVariant, ItemViewProps, ViewProps } from '../../engine/react/plugin/viewContracts';

const views = new Map<string, ComponentType<ViewProps>>();
const itemViews = new Map<string, ComponentType<ItemViewProps>>();

/** Registers the component of a named view (nav item view.component or a core route). */
export function registerView(name: string, component: ComponentType<ViewProps>): void {
  views.set(name, component);
}

export function viewComponent(name: string): ComponentType<ViewProps> | undefined {
  return views.get(name);
}

/** Names of every registered view (the conformance test compares them with the catalogs). */
export function registeredViewNames(): string[] {
  return [...views.keys()];
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

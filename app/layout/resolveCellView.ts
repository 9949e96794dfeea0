import type { ComponentType } from 'react';
import type { ItemViewProps, ViewProps } from '../views/viewRegistry';
import { itemViewComponent, viewComponent } from '../views/viewRegistry';
import type { RouteColumn } from '../routing/routeTypes';

export type ResolvedCell =
  | { kind: 'view'; Component: ComponentType<ViewProps>; props: ViewProps }
  | { kind: 'item'; Component: ComponentType<ItemViewProps>; props: ItemViewProps }
  | { kind: 'invalid' }
  /** A known route whose component no plugin or core view registered. */
  | { kind: 'missing'; name: string };

/**
 * The component of a cell. Views: the one registered under the view's name, else under the nav
 * item's view.component, else under its view kind ("search", "group": one generic component serves
 * every nav view of that kind and finds its declaration from the cell key). Items: by type and
 * context, falling back as app/views/viewRegistry describes.
 */
export function resolveCellView(column: RouteColumn, routeParam?: string): ResolvedCell {
  const base: ViewProps = { cellKey: column.key, columnIndex: column.ci };
  const param = routeParam ?? column.routeParam;
  if (param !== undefined) base.routeParam = param;
  if (column.kind === 'invalid') return { kind: 'invalid' };
  if (column.kind === 'item') {
    const { id, type, context } = column.item;
    const Component = itemViewComponent(type, context ?? 'default');
    if (!Component) return { kind: 'missing', name: column.key };
    const props: ItemViewProps = { ...base, id, type };
    if (context !== undefined) props.context = context;
    return { kind: 'item', Component, props };
  }
  const view = column.route.nav?.view;
  const Component =
    viewComponent(column.name) ??
    (view?.component !== undefined ? viewComponent(view.component) : undefined) ??
    (view !== undefined ? viewComponent(view.kind) : undefined);
  return Component ? { kind: 'view', Component, props: base } : { kind: 'missing', name: column.name };
}

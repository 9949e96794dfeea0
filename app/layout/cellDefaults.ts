import type { Registry } from '../../engine/registry/registry';
import type { Translate } from '../../engine/react/i18n/translate';
import type { RouteColumn } from '../routing/routeTypes';
import type { CellWidth } from './cellTypes';

/** Message id of a core view's title ("shell.views.notifications"). */
export function coreViewTitleId(name: string): string {
  return `shell.views.${name}`;
}

/**
 * A cell's title until its view sets one: a view's nav title (or the core view title), an item's
 * type label and index ("Organization 3", "Organization 3 · timeline"), or the unknown segment.
 */
export function fallbackCellTitle(column: RouteColumn, registry: Pick<Registry, 'types'> | null, translate: Translate): string {
  if (column.kind === 'invalid') return column.segment;
  if (column.kind === 'view') {
    const navTitle = column.route.nav?.title;
    return translate(navTitle ?? coreViewTitleId(column.name));
  }
  const { type, index, context } = column.item;
  const label = registry?.types.get(type)?.declaration.label;
  const base = `${label !== undefined ? translate(label) : type} ${index}`;
  if (context === undefined) return base;
  const contextId = `shell.context.${context}`;
  const contextText = translate(contextId);
  return `${base} · ${contextText === contextId ? context : contextText}`;
}

/**
 * A cell's width until its view sets one: the nav view's or item type's declared width; otherwise
 * searches take two thirds, other views half and items a third of the column area.
 */
export function defaultCellWidth(column: RouteColumn, registry: Pick<Registry, 'types'> | null): CellWidth {
  if (column.kind === 'invalid') return 'THIRD';
  if (column.kind === 'view') {
    const view = column.route.nav?.view;
    return view?.width ?? (view?.kind === 'search' || column.name === 'search' ? 'TWO_THIRDS' : 'HALF');
  }
  return registry?.types.get(column.item.type)?.declaration.view?.width ?? 'THIRD';
}

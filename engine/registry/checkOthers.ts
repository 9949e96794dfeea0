import type { Catalog } from './catalog';
import type { DeclarationError, LovDeclaration, NavItem, ShowRule } from '../declarations/bundle';
import { checkDashboards } from './checkDashboards';

/** Platform spec §2: a navigation path uses dots for parent.child; a slash only when route-only or no-columns. */
export function checkNavItem(item: NavItem, source: string, index: number, typeKeys: ReadonlySet<string>, catalog: Catalog): DeclarationError[] {
  const errors: DeclarationError[] = [];
  const pointer = `/items/${index}`;
  if (item.path.includes('/') && !item.routeOnly && !item.noColumns) {
    errors.push({ source, path: `${pointer}/path`, message: `navigation path "${item.path}" contains a slash but is neither routeOnly nor noColumns` });
  }
  if (/^\.|\.\.|\.$/.test(item.path)) {
    errors.push({ source, path: `${pointer}/path`, message: `navigation path "${item.path}" has an empty segment` });
  }
  for (const [i, type] of (item.view?.types ?? []).entries()) {
    if (!typeKeys.has(type)) errors.push({ source, path: `${pointer}/view/types/${i}`, message: `item type "${type}" is not declared` });
  }
  if (item.view?.create && !typeKeys.has(item.view.create)) {
    errors.push({ source, path: `${pointer}/view/create`, message: `item type "${item.view.create}" is not declared` });
  }
  for (const [i, type] of (item.view?.alsoCreate ?? []).entries()) {
    if (!typeKeys.has(type)) errors.push({ source, path: `${pointer}/view/alsoCreate/${i}`, message: `item type "${type}" is not declared` });
  }
  if (item.view?.kind === 'component' && !item.view.component) {
    errors.push({ source, path: `${pointer}/view`, message: 'a view of kind component must name its component' });
  } else if (item.view?.component !== undefined && !catalog.views.has(item.view.component)) {
    errors.push({ source, path: `${pointer}/view/component`, message: `unknown view "${item.view.component}": neither the shell nor a plugin's contributes.views names it` });
  }
  errors.push(...checkDashboards(item, source, pointer, typeKeys));
  return errors;
}

/** Walks a show rule so callers can reject rules naming nothing useful; rules are data evaluated by the engine. */
export function showRuleCapabilities(rule: ShowRule | undefined): string[] {
  if (!rule) return [];
  const nested = [...(rule.all ?? []), ...(rule.any ?? []), ...(rule.not ? [rule.not] : [])];
  return [...(rule.capability ? [rule.capability] : []), ...nested.flatMap(showRuleCapabilities)];
}

export function checkLov(lov: LovDeclaration, source: string, typeKeys: ReadonlySet<string>): DeclarationError[] {
  const errors: DeclarationError[] = [];
  const seen = new Set<string>();
  lov.values.forEach((value, i) => {
    if (seen.has(value.key)) errors.push({ source, path: `/values/${i}/key`, message: `value "${value.key}" appears twice in list ${lov.key}` });
    seen.add(value.key);
  });
  for (const [path, type] of [
    ['/ownerType', lov.ownerType],
    ['/edit/ownerType', lov.edit?.ownerType],
    ['/edit/permissionType', lov.edit?.permissionType],
  ] as const) {
    if (type && !typeKeys.has(type)) errors.push({ source, path, message: `item type "${type}" is not declared` });
  }
  return errors;
}

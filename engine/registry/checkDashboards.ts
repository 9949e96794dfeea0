import type { DeclarationError, NavItem, PluginBundle } from '../declarations/bundle';

/**
 * Every dashboard a plugin's navigation declares (view kind `dashboard`), keyed for the registry's
 * uniqueness check: a dashboard key names one dashboard across all plugins (business spec §2), so a
 * second one is a registry error, i.e. the server refuses to start.
 */
export function dashboardEntries(plugins: readonly PluginBundle[]): { key: string; value: string; source: string }[] {
  return plugins.flatMap((bundle) =>
    bundle.nav.flatMap((item, index) =>
      (item.view?.dashboards ?? []).map((dashboard, i) => ({
        key: dashboard.key,
        value: item.path,
        source: `${bundle.manifest.key}/nav.json#/items/${index}/view/dashboards/${i}`,
      })),
    ),
  );
}

/** The dashboards of one nav item: only on a view of kind dashboard, which needs them; declared types; a calendar names its date. */
export function checkDashboards(item: NavItem, source: string, pointer: string, typeKeys: ReadonlySet<string>): DeclarationError[] {
  const view = item.view;
  if (view === undefined) return [];
  if (view.kind !== 'dashboard') {
    return view.dashboards ? [{ source, path: `${pointer}/view/dashboards`, message: 'only a view of kind dashboard lists dashboards' }] : [];
  }
  if (!view.dashboards) return [{ source, path: `${pointer}/view`, message: 'a view of kind dashboard must list its dashboards' }];
  const errors: DeclarationError[] = [];
  view.dashboards.forEach((dashboard, i) => {
    const at = `${pointer}/view/dashboards/${i}`;
    dashboard.types.forEach((type, t) => {
      if (!typeKeys.has(type)) errors.push({ source, path: `${at}/types/${t}`, message: `item type "${type}" is not declared` });
    });
    if (dashboard.display === 'calendar' && dashboard.dateField === undefined) {
      errors.push({ source, path: `${at}/dateField`, message: `dashboard "${dashboard.key}" is a calendar and must name its dateField` });
    }
  });
  return errors;
}

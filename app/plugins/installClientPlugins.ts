import { CLIENT_ENTRY_EXPORT, type ClientEntry, type ClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { registerCell, registerToolbarControl, registerWidget } from '../../engine/react/plugin/contributions';
import { registerFeatureMap } from '../../engine/react/plugin/featureMap';
import { registerHomeCard } from '../../engine/react/plugin/homeCards';
import { registerItemPanel } from '../../engine/react/plugin/itemPanels';
import { registerMapLayer } from '../../engine/react/plugin/mapLayers';
import { registerSearchAction } from '../../engine/react/plugin/searchActions';
import type { Registry } from '../../engine/registry/registry';
import { registerItemView, registerView } from '../views/viewRegistry';
import { withAppEngine } from './withAppEngine';

function isClientPlugin(value: unknown): value is ClientPlugin {
  return typeof value === 'object' && value !== null;
}

/** The plugin a client entry exports; an entry without the named export is a build mistake. */
export function clientPluginOf(entry: ClientEntry): ClientPlugin {
  const plugin = entry.module[CLIENT_ENTRY_EXPORT];
  if (!isClientPlugin(plugin)) throw new Error(`plugins/${entry.key}/client.tsx must export const ${CLIENT_ENTRY_EXPORT} = defineClientPlugin({ … })`);
  return plugin;
}

/** Installs every discovered client entry into the catalogs and view registries (once, before the first render). */
export function installClientPlugins(entries: readonly ClientEntry[]): void {
  for (const entry of entries) {
    const plugin = clientPluginOf(entry);
    for (const [name, component] of Object.entries(plugin.widgets ?? {})) registerWidget(name, component);
    for (const [name, component] of Object.entries(plugin.cells ?? {})) registerCell(name, component);
    for (const [name, component] of Object.entries(plugin.views ?? {})) registerView(name, withAppEngine(component));
    for (const view of plugin.itemViews ?? []) registerItemView(view.type, view.context, view.component);
    for (const control of plugin.toolbar ?? []) registerToolbarControl(control);
    for (const card of plugin.homeCards ?? []) registerHomeCard(card);
    for (const panel of plugin.itemPanels ?? []) registerItemPanel(panel);
    for (const layer of plugin.mapLayers ?? []) registerMapLayer(layer);
    if (plugin.featureMap) registerFeatureMap(plugin.featureMap);
    for (const action of plugin.searchActions ?? []) registerSearchAction(action);
  }
}

/**
 * Names a plugin's plugin.json contributes that its client entry does not implement, or the other
 * way round ("{plugin}: cell "stars" is contributed but not implemented"). Empty when they agree.
 */
export function contributionMismatches(registry: Registry, entries: readonly ClientEntry[]): string[] {
  const problems: string[] = [];
  const byKey = new Map(entries.map((entry) => [entry.key, clientPluginOf(entry)] as const));
  for (const bundle of registry.bundles) {
    const plugin = byKey.get(bundle.manifest.key);
    for (const kind of ['widgets', 'cells', 'views'] as const) {
      const declared = new Set(bundle.manifest.contributes?.[kind] ?? []);
      const implemented = new Set(Object.keys(plugin?.[kind] ?? {}));
      const one = kind.slice(0, -1);
      for (const name of declared) if (!implemented.has(name)) problems.push(`${bundle.manifest.key}: ${one} "${name}" is contributed in plugin.json but not implemented by client.tsx`);
      for (const name of implemented) if (!declared.has(name)) problems.push(`${bundle.manifest.key}: ${one} "${name}" is implemented by client.tsx but missing from plugin.json contributes.${kind}`);
    }
  }
  return problems;
}

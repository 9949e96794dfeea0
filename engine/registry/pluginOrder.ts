import type { DeclarationError, PluginBundle } from '../declarations/bundle';

/**
 * Plugins in dependency order (a plugin after everything it dependsOn; otherwise by key, so the
 * order is stable). An unknown dependency or a cycle is refused with the plugin that declares it.
 */
export function orderPlugins(bundles: readonly PluginBundle[]): { ordered: PluginBundle[]; errors: DeclarationError[] } {
  const byKey = new Map(bundles.map((b) => [b.manifest.key, b] as const));
  const errors: DeclarationError[] = [];
  const ordered: PluginBundle[] = [];
  const state = new Map<string, 'visiting' | 'done'>();

  const visit = (bundle: PluginBundle, trail: string[]): void => {
    const key = bundle.manifest.key;
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'visiting') {
      const cycle = [...trail.slice(trail.indexOf(key)), key].join(' → ');
      errors.push({ source: `${key}/plugin.json`, path: '/dependsOn', message: `plugins depend on each other in a cycle: ${cycle}` });
      return;
    }
    state.set(key, 'visiting');
    (bundle.manifest.dependsOn ?? []).forEach((dependency, index) => {
      const target = byKey.get(dependency);
      if (!target) errors.push({ source: `${key}/plugin.json`, path: `/dependsOn/${index}`, message: `depends on plugin "${dependency}", which is not installed` });
      else visit(target, [...trail, key]);
    });
    state.set(key, 'done');
    ordered.push(bundle);
  };

  for (const bundle of [...bundles].sort((a, b) => a.manifest.key.localeCompare(b.manifest.key))) visit(bundle, []);
  return { ordered, errors };
}

/** Every plugin a plugin depends on, directly or through others (itself excluded). */
export function dependencyClosure(bundles: readonly PluginBundle[], key: string): Set<string> {
  const byKey = new Map(bundles.map((b) => [b.manifest.key, b] as const));
  const seen = new Set<string>();
  const walk = (current: string): void => {
    for (const dependency of byKey.get(current)?.manifest.dependsOn ?? []) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      walk(dependency);
    }
  };
  walk(key);
  return seen;
}

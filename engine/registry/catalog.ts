import { CELLS } from '../catalog/cells';
import { SHELL_VIEWS } from '../catalog/views';
import { WIDGETS } from '../catalog/widgets';
import type { DeclarationError, PluginBundle } from '../declarations/bundle';

export type CatalogKind = 'widgets' | 'cells' | 'views';

/** Every name a declaration may use: the engine's and the shell's own, plus what plugins contribute. */
export interface Catalog {
  readonly widgets: ReadonlySet<string>;
  readonly cells: ReadonlySet<string>;
  readonly views: ReadonlySet<string>;
  /** Which plugin contributed a name (absent for built-in names). */
  readonly contributedBy: ReadonlyMap<string, string>;
}

const BUILT_IN: Record<CatalogKind, readonly string[]> = { widgets: WIDGETS, cells: CELLS, views: SHELL_VIEWS };
const KINDS: readonly CatalogKind[] = ['widgets', 'cells', 'views'];

/**
 * The open catalogs: built-in names plus each plugin's `contributes` (its client entry implements
 * them). A name contributed twice, or shadowing a built-in one, is refused with both places.
 */
export function buildCatalog(bundles: readonly PluginBundle[], errors: DeclarationError[]): Catalog {
  const sets: Record<CatalogKind, Set<string>> = { widgets: new Set(BUILT_IN.widgets), cells: new Set(BUILT_IN.cells), views: new Set(BUILT_IN.views) };
  const contributedBy = new Map<string, string>();
  for (const bundle of bundles) {
    const key = bundle.manifest.key;
    for (const kind of KINDS) {
      (bundle.manifest.contributes?.[kind] ?? []).forEach((name, index) => {
        const path = `/contributes/${kind}/${index}`;
        const owner = contributedBy.get(`${kind}:${name}`);
        if (owner !== undefined) errors.push({ source: `${key}/plugin.json`, path, message: `${kind.slice(0, -1)} "${name}" is already contributed by ${owner}/plugin.json` });
        else if (sets[kind].has(name)) errors.push({ source: `${key}/plugin.json`, path, message: `${kind.slice(0, -1)} "${name}" is built in; choose another name` });
        else {
          sets[kind].add(name);
          contributedBy.set(`${kind}:${name}`, key);
        }
      });
    }
  }
  return { ...sets, contributedBy };
}

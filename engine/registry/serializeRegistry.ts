import type { FacetSetDeclaration, LovDeclaration, MessageCatalog, NavItem, StepKindDeclaration } from '../declarations/bundle';
import type { Registry, ResolvedType } from './registry';

/**
 * A compiled registry as plain JSON (what GET /api/registry answers): the maps become lists in
 * their order, the declarations as written (bundles, runtime types) stay on the server.
 */
export interface SerializedRegistry {
  hash: string;
  capabilities: string[];
  /** The open catalogs' names (built in and contributed), and which plugin contributed which. */
  catalog: { widgets: string[]; cells: string[]; views: string[]; contributedBy: [string, string][] };
  types: ResolvedType[];
  lovs: LovDeclaration[];
  facetSets: FacetSetDeclaration[];
  steps: StepKindDeclaration[];
  nav: NavItem[];
  messages: MessageCatalog;
}

export function serializeRegistry(registry: Registry): SerializedRegistry {
  return {
    hash: registry.hash,
    capabilities: [...registry.capabilities],
    catalog: {
      widgets: [...registry.catalog.widgets],
      cells: [...registry.catalog.cells],
      views: [...registry.catalog.views],
      contributedBy: [...registry.catalog.contributedBy],
    },
    types: [...registry.types.values()],
    lovs: [...registry.lovs.values()],
    facetSets: [...registry.facetSets.values()],
    steps: [...registry.steps.values()],
    nav: [...registry.nav],
    messages: registry.messages,
  };
}

/**
 * The registry the server compiled, back from JSON: nothing is checked or compiled again (the
 * server did both; validators for forms compile lazily when a form needs one). It has no
 * bundles: the declarations as written are fetched only where needed.
 */
export function deserializeRegistry(serialized: SerializedRegistry): Registry {
  const byKey = <T extends { key: string }>(entries: readonly T[]): Map<string, T> => new Map(entries.map((entry) => [entry.key, entry]));
  return {
    hash: serialized.hash,
    bundles: [],
    runtimeTypes: [],
    capabilities: serialized.capabilities,
    catalog: {
      widgets: new Set(serialized.catalog.widgets),
      cells: new Set(serialized.catalog.cells),
      views: new Set(serialized.catalog.views),
      contributedBy: new Map(serialized.catalog.contributedBy),
    },
    types: byKey(serialized.types),
    lovs: byKey(serialized.lovs),
    facetSets: byKey(serialized.facetSets),
    steps: byKey(serialized.steps),
    nav: serialized.nav,
    messages: serialized.messages,
  };
}

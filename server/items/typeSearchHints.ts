import type { Facet, Header, SortKey } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';

/** A type's search hints with its referenced facet sets merged in (the type's own entries win). */
export interface MergedSearchHints {
  headers: Header[];
  facets: Facet[];
  text: string[];
  defaultSort: SortKey[];
}

const EMPTY: MergedSearchHints = { headers: [], facets: [], text: [], defaultSort: [] };

function byField<T extends { field: string }>(own: readonly T[], inherited: readonly T[]): T[] {
  const seen = new Set(own.map((entry) => entry.field));
  return [...own, ...inherited.filter((entry) => !seen.has(entry.field))];
}

const cache = new WeakMap<Registry, Map<string, MergedSearchHints>>();

export function mergedSearchHints(registry: Registry, typeKey: string): MergedSearchHints {
  let perType = cache.get(registry);
  if (!perType) {
    perType = new Map();
    cache.set(registry, perType);
  }
  const cached = perType.get(typeKey);
  if (cached) return cached;
  const search = registry.types.get(typeKey)?.declaration.search;
  if (!search) return EMPTY;
  const sets = (search.facetSets ?? []).flatMap((key) => {
    const set = registry.facetSets.get(key);
    return set ? [set] : [];
  });
  const merged: MergedSearchHints = {
    headers: byField(search.headers ?? [], sets.flatMap((set) => set.headers ?? [])),
    facets: byField(search.facets ?? [], sets.flatMap((set) => set.facets ?? [])),
    text: search.text ?? [],
    defaultSort: search.defaultSort ?? [],
  };
  perType.set(typeKey, merged);
  return merged;
}

import type { IndexPlan } from '../../engine/registry/compileIndexPlan';
import type { Registry } from '../../engine/registry/registry';

/** The index plan the registry compiled for a type, or undefined when the registry does not know it. */
export function indexPlanFor(registry: Registry, typeKey: string): IndexPlan | undefined {
  return registry.types.get(typeKey)?.index;
}

/** Every field path some type indexes in item_values (to refuse filters on unknown fields). */
const pathsCache = new WeakMap<Registry, ReadonlySet<string>>();

export function allIndexedPaths(registry: Registry): ReadonlySet<string> {
  const cached = pathsCache.get(registry);
  if (cached) return cached;
  const paths = new Set<string>();
  for (const type of registry.types.values()) type.index.valueFields.forEach((field) => paths.add(field.path));
  pathsCache.set(registry, paths);
  return paths;
}

import type { Registry, ResolvedType } from '../registry/registry';

/** Looks a type up, failing loudly: deriving a model for an undeclared type is a programming error. */
export function requireType(registry: Registry, typeKey: string): ResolvedType {
  const type = registry.types.get(typeKey);
  if (!type) throw new Error(`item type "${typeKey}" is not declared`);
  return type;
}

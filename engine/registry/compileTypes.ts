import type { FacetSetDeclaration, ItemTypeDeclaration, PluginBundle } from '../declarations/bundle';
import { compileType } from './compileType';
import { CORE_CAPABILITY, type ResolvedType } from './registry';

/** A checked type before compilation: where it comes from and its declaration as written. */
export interface TypeEntry {
  plugin: string;
  declaration: ItemTypeDeclaration;
}

/** One checked type as the registry serves it. */
export function resolveType(entry: TypeEntry, facetSets: ReadonlyMap<string, FacetSetDeclaration>): ResolvedType {
  const { plugin, declaration } = entry;
  return { key: declaration.key, plugin, capability: declaration.capability ?? CORE_CAPABILITY, declared: declaration, ...compileType(declaration, facetSets) };
}

/** Compiles every checked type once; the registry serves the result to server, client, codegen and Storybook. */
export function compileTypes(entries: ReadonlyMap<string, TypeEntry>, facetSets: ReadonlyMap<string, FacetSetDeclaration>): Map<string, ResolvedType> {
  return new Map([...entries].map(([key, entry]) => [key, resolveType(entry, facetSets)]));
}

/** Every capability the plugins declare, Core first (what a type or nav entry may name). */
export function declaredCapabilities(bundles: readonly PluginBundle[]): string[] {
  return [...new Set([CORE_CAPABILITY, ...bundles.flatMap((b) => b.manifest.capabilities ?? [])])];
}

import type { Registry } from '../../engine/registry/registry';
import { deserializeRegistry, type SerializedRegistry } from '../../engine/registry/serializeRegistry';

/** What GET /api/registry answers: the registry the server compiled, as plain JSON. */
export type RegistryPayload = SerializedRegistry;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const LISTS = ['capabilities', 'types', 'lovs', 'facetSets', 'steps', 'nav'] as const;

/**
 * Checks the outer shape and that every type carries its compiled parts. The declarations were
 * checked and compiled by the server; the client trusts them rather than paying for it again.
 */
export function parseRegistryPayload(value: unknown): RegistryPayload | null {
  if (!isRecord(value) || typeof value.hash !== 'string' || !isRecord(value.messages)) return null;
  if (!LISTS.every((name) => Array.isArray(value[name]))) return null;
  const catalog = value.catalog;
  if (!isRecord(catalog) || !['widgets', 'cells', 'views', 'contributedBy'].every((name) => Array.isArray(catalog[name]))) return null;
  const types = value.types as unknown[];
  if (!types.every((t) => isRecord(t) && typeof t.key === 'string' && isRecord(t.declaration) && isRecord(t.declared) && isRecord(t.search) && isRecord(t.index))) return null;
  const keyed = [...(value.lovs as unknown[]), ...(value.facetSets as unknown[]), ...(value.steps as unknown[])];
  if (!keyed.every((entry) => isRecord(entry) && typeof entry.key === 'string')) return null;
  return value as unknown as RegistryPayload;
}

/** The client registry: the server's, turned back into maps (its hash is the server's). */
export function registryFromPayload(payload: RegistryPayload): Registry {
  return deserializeRegistry(payload);
}

import type { PluginBundle } from '../../engine/declarations/bundle';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry, RuntimeTypeDeclaration } from '../../engine/registry/registry';

/** What GET /api/registry answers: the declarations the server built its registry from. */
export interface RegistryPayload {
  hash: string;
  bundles: PluginBundle[];
  runtimeTypes: RuntimeTypeDeclaration[];
}

export type RegistryBuild = { ok: true; registry: Registry } | { ok: false; problems: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the outer shape; the declarations themselves are checked by buildRegistry. */
export function parseRegistryPayload(value: unknown): RegistryPayload | null {
  if (!isRecord(value) || !Array.isArray(value.bundles)) return null;
  const runtimeTypes = value.runtimeTypes === undefined ? [] : value.runtimeTypes;
  if (!Array.isArray(runtimeTypes)) return null;
  if (!value.bundles.every((b) => isRecord(b) && isRecord(b.manifest))) return null;
  if (!runtimeTypes.every((r) => isRecord(r) && typeof r.source === 'string' && isRecord(r.declaration))) return null;
  return {
    hash: typeof value.hash === 'string' ? value.hash : '',
    // Shapes below the manifest level are validated against the meta-schemas by buildRegistry.
    bundles: value.bundles as PluginBundle[],
    runtimeTypes: runtimeTypes as RuntimeTypeDeclaration[],
  };
}

/**
 * Builds the client registry exactly as the server does. A hash that differs from the server's
 * means client and server disagree on the declarations (reported, the registry is still used).
 */
export function registryFromPayload(payload: RegistryPayload): RegistryBuild & { hashMatches?: boolean } {
  let result: ReturnType<typeof buildRegistry>;
  try {
    result = buildRegistry(payload.bundles, payload.runtimeTypes);
  } catch (error) {
    // The server validated the bundles against the meta-schemas; a crash here means a damaged answer.
    return { ok: false, problems: [`building the registry failed: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (!result.ok) return { ok: false, problems: result.errors.map((e) => `${e.source}${e.path ? ` ${e.path}` : ''}: ${e.message}`) };
  return { ok: true, registry: result.registry, hashMatches: payload.hash === '' || payload.hash === result.registry.hash };
}

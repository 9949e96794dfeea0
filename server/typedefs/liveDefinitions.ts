import type { DeclarationError, PluginBundle } from '../../engine/declarations/bundle';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { runtimeTypesOf, type TypeDefinition } from '../../engine/typedef';

/** A stored ACTIVE definition the registry was built without, and why. */
export interface BrokenDefinition {
  key: string;
  errors: DeclarationError[];
  definition: TypeDefinition;
}

/** The registry the server runs with and the definitions in it. */
export interface LiveDefinitions {
  registry: Registry;
  /** Definitions built into the registry, in stored order. */
  live: TypeDefinition[];
  broken: BrokenDefinition[];
}

export type RegistryOrErrors = { registry: Registry } | { errors: DeclarationError[] };

/** The registry of the plugins plus the definitions, or every reason it does not build. */
export function buildWith(bundles: readonly PluginBundle[], definitions: readonly TypeDefinition[]): RegistryOrErrors {
  const result = buildRegistry(bundles, runtimeTypesOf(definitions));
  return result.ok ? { registry: result.registry } : { errors: result.errors };
}

/**
 * Adds to definitions that build together every candidate that builds beside them, in passes, so
 * a candidate referring to another one is taken once that other one is. The base is never dropped.
 */
export function addWhatBuilds(
  bundles: readonly PluginBundle[],
  base: readonly TypeDefinition[],
  candidates: readonly TypeDefinition[],
): { accepted: TypeDefinition[]; rejected: BrokenDefinition[] } {
  const accepted: TypeDefinition[] = [];
  const errors = new Map<TypeDefinition, DeclarationError[]>();
  let pending = [...candidates];
  let progress = true;
  while (progress && pending.length > 0) {
    progress = false;
    for (const candidate of pending) {
      const trial = buildRegistry(bundles, runtimeTypesOf([...base, ...accepted, candidate]), { hash: false });
      if (trial.ok) {
        accepted.push(candidate);
        progress = true;
      } else {
        errors.set(candidate, trial.errors);
      }
    }
    pending = pending.filter((c) => !accepted.includes(c));
  }
  return { accepted, rejected: pending.map((d) => ({ key: d.declaration.key, errors: errors.get(d) ?? [], definition: d })) };
}

/**
 * The registry of the built-in plugins plus every stored definition that still builds. A
 * definition that no longer does (a plugin upgrade dropped a list of values it names, renamed a
 * type it refers to ...) is left out with its errors instead of stopping the server.
 */
export function buildLiveDefinitions(bundles: readonly PluginBundle[], definitions: readonly TypeDefinition[]): LiveDefinitions {
  const whole = buildWith(bundles, definitions);
  if ('registry' in whole) return { registry: whole.registry, live: [...definitions], broken: [] };
  const { accepted, rejected } = addWhatBuilds(bundles, [], definitions);
  const live = definitions.filter((d) => accepted.includes(d));
  const built = buildWith(bundles, live);
  if ('registry' in built) return { registry: built.registry, live, broken: rejected };
  // Accepted one after the other, they should build together; if not, run on the plugins alone.
  const plain = buildWith(bundles, []);
  if (!('registry' in plain)) throw new Error(`the plugins' declarations do not build: ${JSON.stringify(plain.errors)}`);
  return { registry: plain.registry, live: [], broken: definitions.map((d) => ({ key: d.declaration.key, errors: built.errors, definition: d })) };
}

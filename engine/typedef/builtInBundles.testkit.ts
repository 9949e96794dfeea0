import type { PluginBundle } from '../declarations/bundle';
import type { Registry } from '../registry/registry';
import { formatDeclarationErrors, loadBuiltInRegistry } from '../node/loadBuiltInRegistry';

let bundles: Promise<PluginBundle[]> | undefined;

/** The real plugins/ (core's created facets and range labels, org's types and lists), loaded once per test file. */
export function builtInBundles(): Promise<PluginBundle[]> {
  bundles ??= loadBuiltInRegistry().then((loaded) => {
    if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
    return loaded.bundles;
  });
  return bundles;
}

/** The registry of the real plugins/, built fresh for the caller; throws with the declaration errors. */
export async function builtInRegistry(): Promise<Registry> {
  const loaded = await loadBuiltInRegistry();
  if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
  return loaded.registry;
}

import { fileURLToPath } from 'node:url';
import { buildRegistry } from '../registry/buildRegistry';
import { bundlesFromFiles } from '../registry/bundleFromFiles';
import type { RegistryResult, RuntimeTypeDeclaration } from '../registry/registry';
import type { PluginBundle } from '../declarations/bundle';
import { readPluginFiles } from './readPluginFiles';

export const BUILT_IN_PLUGINS_DIR = fileURLToPath(new URL('../../plugins', import.meta.url));

export type LoadResult = RegistryResult & { bundles: PluginBundle[] };

/** Loads plugins/ from disk and builds the registry, with administrator-defined types when given. */
export async function loadBuiltInRegistry(runtimeTypes: readonly RuntimeTypeDeclaration[] = [], pluginsDir = BUILT_IN_PLUGINS_DIR): Promise<LoadResult> {
  const read = await readPluginFiles(pluginsDir);
  const { bundles, errors } = bundlesFromFiles(read.files);
  const fileErrors = [...read.errors, ...errors];
  if (fileErrors.length > 0) return { ok: false, errors: fileErrors, bundles };
  return { ...buildRegistry(bundles, runtimeTypes), bundles };
}

/** Formats declaration errors one per line: "source path: message". */
export function formatDeclarationErrors(errors: readonly { source: string; path: string; message: string }[]): string {
  return errors.map((e) => `${e.source}${e.path ? ` ${e.path}` : ''}: ${e.message}`).join('\n');
}

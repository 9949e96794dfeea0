import { fileURLToPath } from 'node:url';
import { buildRegistry } from '../registry/buildRegistry';
import { bundlesFromFiles, type PluginFiles } from '../registry/bundleFromFiles';
import type { RegistryResult, RuntimeTypeDeclaration } from '../registry/registry';
import type { DeclarationError, PluginBundle } from '../declarations/bundle';
import { pluginFolders, readPluginFiles } from './readPluginFiles';

export const BUILT_IN_PLUGINS_DIR = fileURLToPath(new URL('../../plugins', import.meta.url));

export type LoadResult = RegistryResult & { bundles: PluginBundle[] };

/** Where each plugin's folder is on disk (its server entry is looked up there). */
export async function locatePlugins(roots: readonly string[]): Promise<Map<string, string>> {
  const located = new Map<string, string>();
  for (const root of roots) for (const folder of await pluginFolders(root)) if (!located.has(folder.key)) located.set(folder.key, folder.dir);
  return located;
}

/** Reads several plugin roots into one set of files; a plugin key found in two roots is refused. */
async function readRoots(roots: readonly string[]): Promise<{ files: PluginFiles; errors: DeclarationError[] }> {
  const files: PluginFiles = {};
  const errors: DeclarationError[] = [];
  const rootOf = new Map<string, string>();
  for (const root of roots) {
    for (const folder of await pluginFolders(root)) {
      const first = rootOf.get(folder.key);
      if (first !== undefined) errors.push({ source: `${folder.key}/plugin.json`, path: '', message: `plugin "${folder.key}" is found in both ${first} and ${root}` });
      else rootOf.set(folder.key, root);
    }
    const read = await readPluginFiles(root);
    errors.push(...read.errors);
    for (const [source, value] of Object.entries(read.files)) if (rootOf.get(source.slice(0, source.indexOf('/'))) === root) files[source] = value;
  }
  return { files, errors };
}

/**
 * Loads plugin folders from disk (the built-in plugins/, plus extra roots a deployment or a test
 * names) and builds the registry, with administrator-defined types when given.
 */
export async function loadBuiltInRegistry(runtimeTypes: readonly RuntimeTypeDeclaration[] = [], roots: readonly string[] = [BUILT_IN_PLUGINS_DIR]): Promise<LoadResult> {
  const read = await readRoots(roots);
  const { bundles, errors } = bundlesFromFiles(read.files);
  const fileErrors = [...read.errors, ...errors];
  if (fileErrors.length > 0) return { ok: false, errors: fileErrors, bundles };
  return { ...buildRegistry(bundles, runtimeTypes), bundles };
}

/** Formats declaration errors one per line: "source path: message". */
export function formatDeclarationErrors(errors: readonly { source: string; path: string; message: string }[]): string {
  return errors.map((e) => `${e.source}${e.path ? ` ${e.path}` : ''}: ${e.message}`).join('\n');
}

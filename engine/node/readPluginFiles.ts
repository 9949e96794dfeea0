import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { DeclarationError } from '../declarations/bundle';
import type { PluginFiles } from '../registry/bundleFromFiles';

/** Plugin folders of a root: every folder except those starting with "_" or "." (test fixtures, tooling). */
export async function pluginFolders(root: string): Promise<{ key: string; dir: string }[]> {
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
    .map((entry) => ({ key: entry.name, dir: join(root, entry.name) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Reads every .json file of every plugin folder under a root into plugin-relative paths. The only
 * Node-specific part of the engine: the browser gets the compiled registry from the server instead.
 */
export async function readPluginFiles(root: string): Promise<{ files: PluginFiles; errors: DeclarationError[] }> {
  const files: PluginFiles = {};
  const errors: DeclarationError[] = [];
  for (const folder of await pluginFolders(root)) {
    const entries = await readdir(folder.dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const absolute = join(entry.parentPath, entry.name);
      const source = relative(root, absolute).split(sep).join('/');
      try {
        files[source] = JSON.parse(await readFile(absolute, 'utf8')) as unknown;
      } catch (error) {
        errors.push({ source, path: '', message: `not valid JSON: ${(error as Error).message}` });
      }
    }
  }
  return { files, errors };
}

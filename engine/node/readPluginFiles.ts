import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { DeclarationError } from '../declarations/bundle';
import type { PluginFiles } from '../registry/bundleFromFiles';

/**
 * Reads every .json file under a plugins folder into plugin-relative paths. The only Node-specific
 * part of the engine: the browser gets the same bundles from the server instead.
 */
export async function readPluginFiles(pluginsDir: string): Promise<{ files: PluginFiles; errors: DeclarationError[] }> {
  const files: PluginFiles = {};
  const errors: DeclarationError[] = [];
  const entries = await readdir(pluginsDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const absolute = join(entry.parentPath, entry.name);
    const source = relative(pluginsDir, absolute).split(sep).join('/');
    try {
      files[source] = JSON.parse(await readFile(absolute, 'utf8')) as unknown;
    } catch (error) {
      errors.push({ source, path: '', message: `not valid JSON: ${(error as Error).message}` });
    }
  }
  return { files, errors };
}

import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const CLIENT_PLUGINS_MODULE = 'virtual:vgn-client-plugins';
const RESOLVED_ID = `\0${CLIENT_PLUGINS_MODULE}`;
const CLIENT_ENTRY_FILES = ['client.tsx', 'client.ts'];

/** Plugin roots of a build: plugins/ plus PLUGIN_DIRS (comma-separated), as the server reads them. */
export function clientPluginRoots(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.PLUGIN_DIRS ?? '')
    .split(',')
    .map((dir) => dir.trim())
    .filter((dir) => dir.length > 0);
  return [join(projectRoot, 'plugins'), ...extra.map((dir) => resolve(projectRoot, dir))];
}

/** Every plugin folder's client entry under the roots (folders starting with "_" or "." are not plugins). */
export function findClientEntries(roots: readonly string[]): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!entry.isDirectory() || /^[_.]/.test(entry.name)) continue;
      const file = CLIENT_ENTRY_FILES.map((name) => join(root, entry.name, name)).find((path) => existsSync(path));
      if (file !== undefined) found.push({ key: entry.name, file });
    }
  }
  return found;
}

/**
 * `virtual:vgn-client-plugins`: the client entries of the plugins this build includes, discovered
 * (never listed by hand) from the same roots the server reads, so a deployment's extra plugin
 * folder reaches both. Client code only: the server never loads this module.
 */
export function clientPluginsModule(projectRoot: string): Plugin {
  return {
    name: 'vgn-client-plugins',
    resolveId: (id) => (id === CLIENT_PLUGINS_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = findClientEntries(clientPluginRoots(projectRoot));
      for (const entry of entries) this.addWatchFile(entry.file);
      const imports = entries.map((entry, i) => `import * as entry${i} from ${JSON.stringify(entry.file)};`);
      const list = entries.map((entry, i) => `{ key: ${JSON.stringify(entry.key)}, module: entry${i} }`);
      return `${imports.join('\n')}\nexport const clientEntries = [${list.join(', ')}];\n`;
    },
  };
}

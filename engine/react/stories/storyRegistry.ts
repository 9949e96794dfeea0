import { buildRegistry } from '../../registry/buildRegistry';
import { bundlesFromFiles, type PluginFiles } from '../../registry/bundleFromFiles';
import type { Registry } from '../../registry/registry';
import { deserializeRegistry, serializeRegistry } from '../../registry/serializeRegistry';

/** Every declaration file of the built-in plugins, bundled by Vite (Storybook reads no disk at run time). */
const declarationModules = import.meta.glob<unknown>(
  [
    '../../../plugins/*/plugin.json',
    '../../../plugins/*/nav.json',
    '../../../plugins/*/types/*.type.json',
    '../../../plugins/*/lovs/*.lov.json',
    '../../../plugins/*/facets/*.facets.json',
    '../../../plugins/*/steps/*.step.json',
    '../../../plugins/*/messages/*.json',
  ],
  { eager: true, import: 'default' },
);

const PLUGINS_PREFIX = '../../../plugins/';

/** The glob's modules as bundlesFromFiles wants them: plugin-relative path to parsed JSON. */
export function pluginFilesOf(modules: Readonly<Record<string, unknown>>): PluginFiles {
  const files: PluginFiles = {};
  for (const [path, value] of Object.entries(modules)) {
    if (path.startsWith(PLUGINS_PREFIX)) files[path.slice(PLUGINS_PREFIX.length)] = value;
  }
  return files;
}

let cached: Registry | undefined;

/**
 * The registry of the built-in plugins, built and compiled the way the server does it, then
 * passed through the same JSON the app receives: stories render exactly what the app renders.
 */
export function storyRegistry(): Registry {
  if (cached) return cached;
  const { bundles, errors } = bundlesFromFiles(pluginFilesOf(declarationModules));
  const result = errors.length > 0 ? { ok: false as const, errors } : buildRegistry(bundles);
  if (!result.ok) throw new Error(`Declarations are not valid:\n${result.errors.map((e) => `${e.source} ${e.path}: ${e.message}`).join('\n')}`);
  cached = deserializeRegistry(JSON.parse(JSON.stringify(serializeRegistry(result.registry))));
  return cached;
}

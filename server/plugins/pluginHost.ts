import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_IN_PLUGINS_DIR, locatePlugins } from '../../engine/node/loadBuiltInRegistry';
import { SERVER_ENTRY_EXPORT, type ServerPlugin } from '../../engine/plugin/serverPlugin';
import { createStepBehaviours } from '../../engine/plugin/stepBehaviour';
import type { ItemServices } from '../items/itemServices';
import type { ServerModuleContext } from '../serverModule';
import { createPluginContext } from './pluginContext';
import { OncePerStore } from './oncePerStore';
import { Scheduler } from '../tasks/scheduler';
import { TimerService } from '../timers/timerService';

/** File names of a plugin's server entry, first found wins (TypeScript runs through tsx). */
const SERVER_ENTRY_FILES = ['server.ts', 'server.js'];

function isServerPlugin(value: unknown): value is ServerPlugin {
  return typeof value === 'object' && value !== null && 'setup' in value && typeof value.setup === 'function';
}

/** The server entry file of a plugin folder, if it has one. */
export function serverEntryOf(dir: string): string | undefined {
  return SERVER_ENTRY_FILES.map((name) => join(dir, name)).find((path) => existsSync(path));
}

/**
 * Discovers and starts the server entries of the registry's plugins, in dependsOn order (the
 * registry's bundle order), before the server listens. A plugin without a server entry is plain
 * declarations; an entry that fails to load or set up stops the start with the plugin named.
 * Client entries (client.tsx) are never loaded here.
 */
export async function startPlugins(context: ServerModuleContext, services: ItemServices): Promise<string[]> {
  const folders = await locatePlugins([BUILT_IN_PLUGINS_DIR, ...context.config.pluginDirs]);
  const scheduler = new Scheduler(context.log, context.scheduledWork);
  context.onClose(() => scheduler.stop());
  const timers = new TimerService(context.db, {
    log: context.log.child({ service: 'timers' }),
    pollMs: context.config.timerPollMs,
    transaction: (work) => services.store.transaction(work),
    holder: context.scheduledWork,
  });
  context.onClose(() => timers.stop());
  // One registry for every plugin: a kind declared by one plugin may get behaviour from another.
  const steps = createStepBehaviours();
  const once = new OncePerStore(context.db, context.log.child({ service: 'once-per-store' }));
  const started: string[] = [];
  for (const bundle of context.registry().bundles) {
    const key = bundle.manifest.key;
    const dir = folders.get(key);
    const entry = dir === undefined ? undefined : serverEntryOf(dir);
    if (entry === undefined) continue;
    const module: Record<string, unknown> = await import(pathToFileURL(entry).href);
    const plugin = module[SERVER_ENTRY_EXPORT];
    if (!isServerPlugin(plugin)) throw new Error(`${key}/server.ts must export const ${SERVER_ENTRY_EXPORT} = defineServerPlugin({ setup(context) { … } })`);
    try {
      await plugin.setup(createPluginContext(key, context, services, { scheduler, timers, steps, once }));
    } catch (error) {
      throw new Error(`plugin ${key}: its server entry failed to start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    started.push(key);
  }
  // Every handler is registered: timers that came due while the server was down fire now.
  timers.start();
  // Once-per-store work in the background: the server listens meanwhile; a stop waits for its current page.
  const running = once.run();
  context.afterStart(running);
  context.onClose(async () => {
    once.close();
    await running;
  });
  return started;
}

import { pathToFileURL } from 'node:url';
import { BUILT_IN_PLUGINS_DIR, formatDeclarationErrors, loadBuiltInRegistry } from '../engine/node/loadBuiltInRegistry';
import type { Registry } from '../engine/registry/registry';
import { createServer } from './app';
import { loadConfig } from './config';
import type { RunningServer, ServerOptions } from './app';
import { StoreTooNewError } from './db/migrate';
import { defaultModules } from './modules';

export type { RunningServer, ServerOptions } from './app';

/** The plugins' registry (plugins/ plus PLUGIN_DIRS); invalid declarations stop the server with every reason listed. */
export async function builtInRegistry(pluginDirs: readonly string[] = []): Promise<() => Registry> {
  const result = await loadBuiltInRegistry([], [BUILT_IN_PLUGINS_DIR, ...pluginDirs]);
  if (!result.ok) throw new Error(`Plugin declarations are invalid:\n${formatDeclarationErrors(result.errors)}`);
  const registry = result.registry;
  return () => registry;
}

/**
 * Starts the whole server and resolves once it listens. Defaults: environment from process.env,
 * the built-in plugins' registry, the default feature modules. Tests pass
 * { config: { port: 0, dataDir, logLevel: 'silent' } } and close() the result.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  return createServer({
    ...options,
    registry: options.registry ?? (await builtInRegistry(options.config?.pluginDirs ?? loadConfig(options.env ?? process.env).pluginDirs)),
    modules: options.modules ?? defaultModules,
  });
}

async function runFromCommandLine(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (error) {
    // A store from a newer build, a bad declaration or a bad setting: say why in one line and stop.
    console.error(error instanceof StoreTooNewError || error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const admin = server.createdAdmin;
  if (admin?.generated) {
    // Printed once: on the start that created the administrator, never again.
    console.log(`\nAdministrator created: ${admin.email}\nGenerated password (shown only now): ${admin.password}\n`);
  }
  console.log(`${server.config.siteName} listening on ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) void runFromCommandLine();

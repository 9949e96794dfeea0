import { readFile } from 'node:fs/promises';
import type { ItemTypeDeclaration, PluginBundle } from '../../engine/declarations/bundle';
import { formatDeclarationErrors } from '../../engine/node/loadBuiltInRegistry';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import { envelopeErrors, EXPORT_FORMAT, isTypeDefinitionsFile } from '../../engine/typedef/exportImport';
import type { Registry, RuntimeTypeDeclaration } from '../../engine/registry/registry';
import { indexModule, interfaceNames, lovNames, lovsModule, typeModule } from './itemTypes';
import type { OutputFile } from './writeIfChanged';

/**
 * `npm run codegen -- --from <url-or-file>`: TypeScript types of administrator-defined item types,
 * for code written against one installation. They live in generated/runtime/ and are never
 * compared by --check, because they depend on a running instance rather than on this repository.
 *
 *   --from https://host          GET https://host/api/registry/declarations -> { bundles, runtimeTypes }
 *   --from export.json           an admin.types export { format: "vgn-type-definitions", version,
 *                                definitions } or { types: ItemTypeDeclaration[] } (both with the
 *                                built-in plugins from disk), or a saved /api/registry/declarations answer
 *                                { bundles, runtimeTypes }
 *
 * Extensions of built-in types are written with their merged fields.
 */

export const RUNTIME_DIR = 'generated/runtime';

export interface RuntimeSource {
  bundles: PluginBundle[];
  runtimeTypes: RuntimeTypeDeclaration[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads any of the shapes above, refusing anything else with a message naming the source. */
export function parseRuntimeSource(body: unknown, where: string, builtIn: readonly PluginBundle[]): RuntimeSource {
  if (isRecord(body) && Array.isArray(body.bundles) && Array.isArray(body.runtimeTypes)) {
    return { bundles: body.bundles as PluginBundle[], runtimeTypes: body.runtimeTypes as RuntimeTypeDeclaration[] };
  }
  if (isTypeDefinitionsFile(body)) {
    const envelope = envelopeErrors(body);
    const definitions = body.definitions;
    if (envelope.length > 0 || !Array.isArray(definitions)) throw new Error(`${where}: not a readable type definitions export:\n${formatDeclarationErrors(envelope)}`);
    // Declarations only: buildRegistry (runtimeRegistry) checks them; texts and nav do not shape TypeScript.
    const entries: unknown[] = definitions;
    const runtimeTypes = entries.map((definition, i) => ({
      source: `${where}#/definitions/${i}/declaration`,
      declaration: (isRecord(definition) ? definition.declaration : undefined) as ItemTypeDeclaration,
    }));
    return { bundles: [...builtIn], runtimeTypes };
  }
  if (isRecord(body) && Array.isArray(body.types)) {
    const runtimeTypes = (body.types as ItemTypeDeclaration[]).map((declaration, i) => ({ source: `${where}#/types/${i}`, declaration }));
    return { bundles: [...builtIn], runtimeTypes };
  }
  throw new Error(`${where}: expected { bundles, runtimeTypes } or { types: [...] }, or a "${EXPORT_FORMAT}" export`);
}

/** Fetches {url}/api/registry/declarations (the declarations as written), or reads a JSON file. */
export async function readRuntimeSource(from: string, builtIn: readonly PluginBundle[]): Promise<RuntimeSource> {
  if (/^https?:\/\//.test(from)) {
    const url = `${from.replace(/\/+$/, '')}/api/registry/declarations`;
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
    return parseRuntimeSource(await response.json(), url, builtIn);
  }
  return parseRuntimeSource(JSON.parse(await readFile(from, 'utf8')) as unknown, from, builtIn);
}

/** Builds the instance's registry; declaration errors stop codegen with every reason listed. */
export function runtimeRegistry(source: RuntimeSource): Registry {
  const result = buildRegistry(source.bundles, source.runtimeTypes);
  if (!result.ok) throw new Error(`administrator-defined types are not valid:\n${formatDeclarationErrors(result.errors)}`);
  return result.registry;
}

/** generated/runtime/{lovs,types,index}.ts for every administrator-defined (or extended) type. */
export async function runtimeTypeFiles(registry: Registry, from: string): Promise<OutputFile[]> {
  const keys = new Set(registry.runtimeTypes.map((r) => r.declaration.key));
  // The registry serves extensions merged into their base, so only the runtime entry still says "extends".
  const extended = new Set(registry.runtimeTypes.filter((r) => r.declaration.extends).map((r) => r.declaration.key));
  const types = [...registry.types.values()].filter((t) => keys.has(t.key)).map((t) => t.declaration);
  const bannerSource = `the administrator-defined types of ${from}`;
  const names = lovNames([...registry.lovs.keys()], new Set(interfaceNames([...keys]).values()));
  return [
    { path: `${RUNTIME_DIR}/lovs.ts`, content: lovsModule([...registry.lovs.values()], names, bannerSource) },
    {
      path: `${RUNTIME_DIR}/types.ts`,
      content: await typeModule(types, {
        itemBaseFrom: '../item-base',
        lovsFrom: './lovs',
        lovNames: names,
        bannerSource,
        describe: (type) => (extended.has(type.key) ? `Item of built-in type ${type.key} with the fields an administrator added.` : `Item of administrator-defined type ${type.key}.`),
      }),
    },
    { path: `${RUNTIME_DIR}/index.ts`, content: indexModule(['./lovs', './types'], bannerSource) },
  ];
}

import { compile } from 'json-schema-to-typescript';
import type { ItemTypeDeclaration, LovDeclaration } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import { banner } from './banner';
import { ITEM_BASE, itemBaseFile } from './itemBase';
import { JSON2TS_OPTIONS } from './json2tsOptions';
import { referencedLovs, toTsSchema, withTypeKey } from './tsSchema';
import { interfaceName, lovTypeName, uniqueNames } from './typeNames';
import type { OutputFile } from './writeIfChanged';

/**
 * Committed TypeScript types of the built-in item types (ARCHITECTURE.md: "from one declaration
 * the engine derives TypeScript types"):
 *   generated/item-base.ts       ItemBase, the system fields every item has
 *   generated/lovs.ts            one string union per list of values (ORG_TYPES -> OrgTypes)
 *   generated/types/{plugin}.ts  one interface per item type of that plugin, extending ItemBase
 *   generated/index.ts           re-exports all of the above
 */

export const TYPES_DIR = 'generated/types';

/** Options shared by built-in modules and the administrator-defined ones pulled with --from. */
export interface TypeModuleOptions {
  itemBaseFrom: string;
  lovsFrom: string;
  bannerSource: string;
  /** LOV key to its union's name (see lovNames). */
  lovNames: ReadonlyMap<string, string>;
  describe: (type: ItemTypeDeclaration) => string;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Names the LOV unions of one generation. A union whose name an item interface already takes gets
 * a "Lov" suffix, so a barrel re-exporting both never sees the same name twice.
 */
export function lovNames(lovKeys: readonly string[], interfaceNames: ReadonlySet<string>): Map<string, string> {
  const name = (key: string): string => (interfaceNames.has(lovTypeName(key)) ? `${lovTypeName(key)}Lov` : lovTypeName(key));
  return uniqueNames([...lovKeys].sort(compareKeys), name, 'list of values');
}

/** Interface names of item types, refusing two types that would share one. */
export function interfaceNames(typeKeys: readonly string[]): Map<string, string> {
  return uniqueNames([...typeKeys].sort(compareKeys), interfaceName, 'item type');
}

/** A union per list of values, ARCHIVED keys included: stored items may still hold them. */
export function lovsModule(lovs: readonly LovDeclaration[], names: ReadonlyMap<string, string>, bannerSource: string): string {
  const sorted = [...lovs].sort((a, b) => compareKeys(a.key, b.key));
  const blocks = sorted.map((lov) => {
    const archived = lov.values.filter((v) => v.state === 'ARCHIVED').map((v) => v.key);
    const note = archived.length > 0 ? ` ARCHIVED: ${archived.join(', ')}.` : '';
    const union = lov.values.length > 0 ? lov.values.map((v) => JSON.stringify(v.key)).join(' | ') : 'never';
    return `/**\n * Keys of the list of values ${lov.key}.${note}\n */\nexport type ${names.get(lov.key) ?? lovTypeName(lov.key)} = ${union};\n`;
  });
  return banner(bannerSource) + (blocks.length > 0 ? blocks.join('\n') : 'export {};\n');
}

/** One module of item interfaces, each extending ItemBase, importing the LOV unions it uses. */
export async function typeModule(types: readonly ItemTypeDeclaration[], options: TypeModuleOptions): Promise<string> {
  const sorted = [...types].sort((a, b) => compareKeys(a.key, b.key));
  const names = interfaceNames(sorted.map((t) => t.key));
  const lovKeys = [...new Set(sorted.flatMap((t) => referencedLovs(t.schema)))].sort(compareKeys);
  const lovName = (key: string): string => options.lovNames.get(key) ?? lovTypeName(key);

  const bodies: string[] = [];
  for (const type of sorted) {
    const name = names.get(type.key) ?? interfaceName(type.key);
    const schema = withTypeKey(toTsSchema(type.schema, name, options.describe(type), lovName), type.key);
    const ts = await compile(schema, name, JSON2TS_OPTIONS);
    const head = new RegExp(`^export interface ${name} \\{`, 'm');
    if (!head.test(ts)) throw new Error(`json-schema-to-typescript did not declare interface ${name} for item type ${type.key}`);
    bodies.push(ts.replace(head, `export interface ${name} extends ${ITEM_BASE} {`));
  }

  const imports = [
    `import type { ${ITEM_BASE} } from '${options.itemBaseFrom}';\n`,
    ...(lovKeys.length > 0 ? [`import type { ${lovKeys.map(lovName).join(', ')} } from '${options.lovsFrom}';\n`] : []),
  ].join('');
  return `${banner(options.bannerSource)}${imports}\n${bodies.join('\n')}`;
}

/** Modules a barrel re-exports, as relative specifiers without extension. */
export function indexModule(modules: readonly string[], bannerSource: string): string {
  return banner(bannerSource) + modules.map((m) => `export * from '${m}';\n`).join('');
}

/** Every generated file describing the built-in plugins' item types. */
export async function itemTypeFiles(registry: Registry): Promise<OutputFile[]> {
  const byPlugin = new Map<string, ItemTypeDeclaration[]>();
  for (const type of registry.types.values()) {
    if (type.plugin === 'runtime') continue;
    byPlugin.set(type.plugin, [...(byPlugin.get(type.plugin) ?? []), type.declaration]);
  }
  const plugins = [...byPlugin.keys()].sort(compareKeys);
  const interfaces = new Set(interfaceNames([...byPlugin.values()].flat().map((t) => t.key)).values());
  const names = lovNames([...registry.lovs.keys()], interfaces);
  const files: OutputFile[] = [await itemBaseFile(), { path: 'generated/lovs.ts', content: lovsModule([...registry.lovs.values()], names, 'plugins/*/lovs/*.lov.json') }];
  for (const plugin of plugins) {
    const content = await typeModule(byPlugin.get(plugin) ?? [], {
      itemBaseFrom: '../item-base',
      lovsFrom: '../lovs',
      lovNames: names,
      bannerSource: `plugins/${plugin}/types/*.type.json`,
      describe: (type) => `Item of type ${type.key}, declared in plugins/${plugin}/types/${type.key}.type.json.`,
    });
    files.push({ path: `${TYPES_DIR}/${plugin}.ts`, content });
  }
  files.push({ path: 'generated/index.ts', content: indexModule(['./item-base', './lovs', ...plugins.map((p) => `./types/${p}`)], 'plugins/*') });
  return files;
}

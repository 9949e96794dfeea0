import type { ItemTypeDeclaration } from '../declarations/bundle';

type ListPath = readonly [prefix: string, length: (d: ItemTypeDeclaration) => number];

/** Lists mergeExtension concatenates (base entries first): an index past the base's is the extension's. */
const CONCATENATED: readonly ListPath[] = [
  ['/schema/required/', (d) => d.schema.required?.length ?? 0],
  ['/schema/requiredExceptAdmin/', (d) => d.schema.requiredExceptAdmin?.length ?? 0],
  ['/schema/endNotBeforeStart/', (d) => d.schema.endNotBeforeStart?.length ?? 0],
  ['/sections/', (d) => d.sections?.length ?? 0],
  ['/search/headers/', (d) => d.search?.headers?.length ?? 0],
  ['/search/facets/', (d) => d.search?.facets?.length ?? 0],
  ['/search/text/', (d) => d.search?.text?.length ?? 0],
];

/** Maps merged by name: a name the extension declares is the extension's. */
const BY_NAME: readonly [prefix: string, names: (d: ItemTypeDeclaration) => object | undefined][] = [
  ['/schema/properties/', (d) => d.schema.properties],
  ['/fields/', (d) => d.fields],
];

/**
 * The registry checks an extension merged into its base and reports problems against the base's
 * source and the merged declaration. The base was valid before, so a problem lies in what the
 * extension added: this maps a merged pointer back into the extension's own declaration, or
 * answers undefined when the pointer names something of the base.
 */
export function extensionPointer(mergedPath: string, base: ItemTypeDeclaration, extension: ItemTypeDeclaration): string | undefined {
  if (mergedPath === '/schema') return mergedPath;
  for (const [prefix, names] of BY_NAME) {
    if (!mergedPath.startsWith(prefix)) continue;
    const name = mergedPath.slice(prefix.length).split('/')[0] ?? '';
    return Object.hasOwn(names(extension) ?? {}, name) ? mergedPath : undefined;
  }
  for (const [prefix, length] of CONCATENATED) {
    if (!mergedPath.startsWith(prefix)) continue;
    const [index = '', ...rest] = mergedPath.slice(prefix.length).split('/');
    const own = Number(index) - length(base);
    return Number.isInteger(own) && own >= 0 ? [`${prefix}${own}`, ...rest].join('/') : undefined;
  }
  return undefined;
}

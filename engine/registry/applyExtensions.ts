import type { DeclarationError, ItemTypeDeclaration, PluginBundle } from '../declarations/bundle';
import { mergeExtension } from './mergeExtension';
import { dependencyClosure } from './pluginOrder';

/** A type as declared by its owner, then with every extension merged in. */
export interface TypeEntry {
  plugin: string;
  source: string;
  declaration: ItemTypeDeclaration;
}

/** A declaration with `extends`: from a plugin's types/ folder or an administrator (plugin "runtime"). */
export interface ExtensionInput {
  plugin: string;
  source: string;
  declaration: ItemTypeDeclaration;
}

/** What an extension may not say: the owner decides who writes, how it is titled, shown and searched by default. */
const OWNER_ONLY_KEYS = ['capability', 'system', 'write', 'read', 'uuid', 'excludeGeneralSearch', 'computed', 'access', 'notify'] as const;
const OWNER_ONLY_VIEW = ['titleField', 'titleFields', 'avatarField', 'cardFields', 'icon', 'defaultAccess', 'width'] as const;
const OWNER_ONLY_SEARCH = ['defaultSort', 'facetSets'] as const;

/** Where each named part of a type (field, header, facet, section, related list) was declared. */
class PartOwners {
  private readonly owners = new Map<string, string>();

  constructor(entry: TypeEntry) {
    this.claimAll(entry.declaration, entry.source, []);
  }

  /** Claims every part the declaration adds; returns one error per part already claimed by another source. */
  claimAll(declaration: ItemTypeDeclaration, source: string, errors: DeclarationError[]): DeclarationError[] {
    const claim = (part: string, path: string, label: string): void => {
      const owner = this.owners.get(part);
      if (owner !== undefined) errors.push({ source, path, message: `${label} is already declared by ${owner}` });
      else this.owners.set(part, source);
    };
    for (const name of Object.keys(declaration.schema.properties)) claim(`field:${name}`, `/schema/properties/${name}`, `field "${name}"`);
    (declaration.sections ?? []).forEach((s, i) => claim(`section:${s.key}`, `/sections/${i}`, `section "${s.key}"`));
    (declaration.view?.related ?? []).forEach((r, i) => claim(`related:${r.key}`, `/view/related/${i}`, `related list "${r.key}"`));
    (declaration.search?.headers ?? []).forEach((h, i) => claim(`header:${h.field}`, `/search/headers/${i}`, `the column of "${h.field}"`));
    // One facet per field (the compiled search keeps the first per field, whatever its kind).
    (declaration.search?.facets ?? []).forEach((f, i) => claim(`facet:${f.field}`, `/search/facets/${i}`, `the facet of "${f.field}"`));
    return errors;
  }
}

function ownerOnlyErrors(extension: ExtensionInput): DeclarationError[] {
  const { declaration, source } = extension;
  const paths = [
    ...OWNER_ONLY_KEYS.filter((key) => declaration[key] !== undefined).map((key) => `/${key}`),
    ...OWNER_ONLY_VIEW.filter((key) => declaration.view?.[key] !== undefined).map((key) => `/view/${key}`),
    ...OWNER_ONLY_SEARCH.filter((key) => declaration.search?.[key] !== undefined).map((key) => `/search/${key}`),
  ];
  return paths.map((path) => ({ source, path, message: 'an extension adds fields, sections, related lists, columns, facets and text fields; only the type\'s own declaration says this' }));
}

/**
 * Merges extensions into the types they extend, in the order given (plugins in dependsOn order,
 * then administrator extensions). A plugin extends only types of plugins it depends on; an
 * extension never redeclares a part (field, section, related list, column, facet) another
 * declaration has: both places are named in the refusal. Returns the sources that extended each type.
 */
export function applyExtensions(types: Map<string, TypeEntry>, extensions: readonly ExtensionInput[], bundles: readonly PluginBundle[], errors: DeclarationError[]): Map<string, ExtensionInput[]> {
  const owners = new Map<string, PartOwners>();
  const applied = new Map<string, ExtensionInput[]>();
  for (const extension of extensions) {
    const { declaration, source, plugin } = extension;
    const target = declaration.extends ?? '';
    const base = types.get(target);
    if (!base) {
      errors.push({ source, path: '/extends', message: `extended type "${target}" is not declared` });
      continue;
    }
    if (declaration.key !== target) {
      errors.push({ source, path: '/key', message: `an extension's key must equal the type it extends ("${target}")` });
      continue;
    }
    if (plugin !== 'runtime') {
      if (base.plugin === plugin) {
        errors.push({ source, path: '/extends', message: `"${target}" is this plugin's own type: declare the additions in ${base.source}` });
        continue;
      }
      if (base.plugin !== 'runtime' && !dependencyClosure(bundles, plugin).has(base.plugin)) {
        errors.push({ source, path: '/extends', message: `"${target}" belongs to plugin "${base.plugin}": add it to dependsOn in ${plugin}/plugin.json` });
        continue;
      }
      const refused = ownerOnlyErrors(extension);
      if (refused.length > 0) {
        errors.push(...refused);
        continue;
      }
    }
    let typeOwners = owners.get(target);
    if (!typeOwners) {
      typeOwners = new PartOwners(base);
      owners.set(target, typeOwners);
    }
    const clashes = typeOwners.claimAll(declaration, source, []);
    if (clashes.length > 0) {
      errors.push(...clashes);
      continue;
    }
    types.set(target, { ...base, declaration: mergeExtension(base.declaration, declaration) });
    applied.set(target, [...(applied.get(target) ?? []), extension]);
  }
  return applied;
}

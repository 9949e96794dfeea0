import type { RuntimeTypeDeclaration } from '../registry/registry';
import type { DeclarationError, ItemTypeDeclaration, PluginBundle } from '../declarations/bundle';
import { buildRegistry } from '../registry/buildRegistry';
import { buildCatalog } from '../registry/catalog';
import { checkNavItem } from '../registry/checkOthers';
import { declaredLovKeys } from '../registry/checkTypeValidates';
import type { Registry } from '../registry/registry';
import { CORE_CAPABILITY } from '../registry/registry';
import { checkDefinitionShape, definitionKeyOf } from './definitionMeta';
import { extensionPointer } from '../registry/extensionPaths';
import { checkMessageCoverage } from './messageCoverage';
import { compileTransientValidator } from './scratchAjv';
import { definitionSource, toRuntimeType, type TypeDefinition } from './typeDefinition';

const DECLARATION = '/declaration';

function builtInType(bundles: readonly PluginBundle[], key: string): { declaration: ItemTypeDeclaration; source: string } | undefined {
  for (const bundle of bundles) {
    // A plugin's extension of another plugin's type carries the same key: the owner's declaration has no extends.
    const declaration = bundle.types.find((t) => t.key === key && t.extends === undefined);
    if (declaration) return { declaration, source: `${bundle.manifest.key}/types/${key}.type.json` };
  }
  return undefined;
}

/**
 * Registry errors about this definition, with pointers into the definition document. Problems the
 * registry reports against an extended built-in type are mapped back to what the extension added.
 */
function ownRegistryErrors(errors: readonly DeclarationError[], definition: TypeDefinition, source: string, bundles: readonly PluginBundle[]): DeclarationError[] {
  const extended = definition.declaration.extends;
  const base = extended === undefined ? undefined : builtInType(bundles, extended);
  const mapped = errors.map((error) => {
    if (error.source === source) return { ...error, path: `${DECLARATION}${error.path}` };
    if (!base || error.source !== base.source) return error;
    const pointer = extensionPointer(error.path, base.declaration, definition.declaration);
    return pointer === undefined ? error : { source, path: `${DECLARATION}${pointer}`, message: error.message };
  });
  const seen = new Set<string>();
  return mapped.filter((e) => {
    const key = `${e.source}\u0000${e.path}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Identity rules of definitions: one per key, extensions of built-in types only. */
function checkIdentity(definition: TypeDefinition, source: string, bundles: readonly PluginBundle[], others: readonly TypeDefinition[]): DeclarationError[] {
  const extended = definition.declaration.extends;
  if (extended === undefined || builtInType(bundles, extended) || !others.some((o) => o.declaration.key === extended)) return [];
  return [{ source, path: `${DECLARATION}/extends`, message: `"${extended}" is an administrator-defined type: change its own definition instead of extending it` }];
}

function declaredCapabilities(bundles: readonly PluginBundle[]): Set<string> {
  return new Set([CORE_CAPABILITY, ...bundles.flatMap((b) => b.manifest.capabilities ?? [])]);
}

function checkCapabilities(definition: TypeDefinition, source: string, bundles: readonly PluginBundle[]): DeclarationError[] {
  const known = declaredCapabilities(bundles);
  const named: [string, string | undefined][] = [
    [`${DECLARATION}/capability`, definition.declaration.capability],
    ['/nav/capability', definition.nav?.capability],
  ];
  return named.flatMap(([path, capability]) =>
    capability === undefined || known.has(capability) ? [] : [{ source, path, message: `capability "${capability}" is not declared by any plugin` }],
  );
}

/** The nav entry: the registry's own nav checks, plus a path no plugin or other definition uses. */
function checkNav(definition: TypeDefinition, source: string, bundles: readonly PluginBundle[], others: readonly TypeDefinition[]): DeclarationError[] {
  const nav = definition.nav;
  if (!nav) return [];
  const typeKeys = new Set([...bundles.flatMap((b) => b.types.map((t) => t.key)), ...others.map((o) => o.declaration.key), definition.declaration.key]);
  const errors = checkNavItem(nav, source, 0, typeKeys, buildCatalog(bundles, [])).map((e) => ({ ...e, path: e.path.replace(/^\/items\/0/, '/nav') }));
  const owner = bundles.find((b) => b.nav.some((n) => n.path === nav.path))?.manifest.key ?? others.find((o) => o.nav?.path === nav.path)?.declaration.key;
  if (owner !== undefined) errors.push({ source, path: '/nav/path', message: `navigation path "${nav.path}" is already used by ${owner}` });
  return errors;
}

/** Each default names a field of this definition and is a valid value of it. */
function checkDefaults(definition: TypeDefinition, source: string, registry: Registry): DeclarationError[] {
  const properties = definition.declaration.schema.properties;
  const context = { admin: true, lovKeys: declaredLovKeys(registry.lovs) };
  return Object.entries(definition.defaults ?? {}).flatMap(([field, value]) => {
    const path = `/defaults/${field}`;
    const schema = properties[field];
    if (!schema) return [{ source, path, message: `field "${field}" is not declared in this definition's schema.properties` }];
    const validate = compileTransientValidator({ type: 'object', properties: { [field]: schema } });
    return validate({ [field]: value }, context).map((e) => ({ source, path: `${path}${e.path.slice(field.length + 1)}`, message: `default is not a valid value: ${e.messageId}` }));
  });
}

/**
 * Every reason a definition cannot be saved, as the admin JSON editor shows them while typing:
 * the meta-schema first (nothing else runs on a malformed shape), then a trial registry with the
 * definition in place of any earlier version of it (every cross-reference check), the identity,
 * capability and nav rules, the defaults, and an English text for every message id it needs.
 * `otherRuntime` holds the other stored definitions (one with the same key is being replaced).
 * Pointers are into the definition; an empty list means it may be saved.
 */
export function checkTypeDefinition(definition: unknown, bundles: readonly PluginBundle[], otherRuntime: readonly TypeDefinition[] = []): DeclarationError[] {
  const source = definitionSource(definitionKeyOf(definition) ?? '?');
  const shapeErrors = checkDefinitionShape(definition, source);
  if (shapeErrors.length > 0) return shapeErrors;
  const typed = definition as TypeDefinition;
  const others = otherRuntime.filter((o) => o.declaration.key !== typed.declaration.key);

  const identityErrors = checkIdentity(typed, source, bundles, otherRuntime);
  if (identityErrors.length > 0) return identityErrors;
  const errors = [...checkCapabilities(typed, source, bundles), ...checkNav(typed, source, bundles, others)];
  // Nav entries are checked above with definition-relative messages; the trial build checks the rest.
  const withoutNav = (d: TypeDefinition): RuntimeTypeDeclaration => ({ ...toRuntimeType(d), nav: undefined });
  const trial = buildRegistry(bundles, [...others.map(withoutNav), withoutNav(typed)], { hash: false });
  if (!trial.ok) return [...errors, ...ownRegistryErrors(trial.errors, typed, source, bundles)];
  return [...errors, ...checkDefaults(typed, source, trial.registry), ...checkMessageCoverage(typed, trial.registry, source)];
}

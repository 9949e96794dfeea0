import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { derivedValue } from '../../engine/derive/fileDerivations';
import type { Registry } from '../../engine/registry/registry';
import { fieldsOf, type ItemFields, type ItemJson } from './itemShape';

/**
 * The values of a type's copied fields (hint `copiedFrom`) for an item whose fields will be `next`:
 * each is the named property of the item its reference field points to, or absent (null in the
 * patch, which removes it) when the reference is empty or names nothing. Access follows the copy
 * (a record's owner from its program), so the server sets it on every create and update. Derived
 * fields (hint `derivedFrom`: an attachment's media kind from its media type) are set alike, from
 * a field of the item itself.
 */
export function copiedValues(declaration: ItemTypeDeclaration, next: ItemFields, get: (id: string) => ItemJson | undefined): ItemFields {
  const values: ItemFields = {};
  for (const [name, hints] of Object.entries(declaration.fields ?? {})) {
    const derived = hints?.derivedFrom;
    if (derived) {
      values[name] = derivedValue(derived.as, next[derived.field]) ?? null;
      continue;
    }
    const copy = hints?.copiedFrom;
    if (!copy) continue;
    const reference = next[copy.field];
    const source = typeof reference === 'string' ? get(reference) : undefined;
    const value = source?.[copy.property];
    values[name] = value === undefined ? null : value;
  }
  return values;
}

/** `copiedValues` as fields of a new item: absent values left out rather than null. */
function copiedValuesForCreate(declaration: ItemTypeDeclaration, next: ItemFields, get: (id: string) => ItemJson | undefined): ItemFields {
  return Object.fromEntries(Object.entries(copiedValues(declaration, next, get)).filter(([, value]) => value !== null));
}

/** A new item's fields with its copied fields set. */
export function withCopiedValues(registry: Registry, type: string, fields: ItemFields, get: (id: string) => ItemJson | undefined): ItemFields {
  const declaration = registry.types.get(type)?.declaration;
  return declaration ? { ...fields, ...copiedValuesForCreate(declaration, fields, get) } : fields;
}

/** An update's patch plus the copied fields whose value the patched item changes. */
export function withCopiedChanges(registry: Registry, type: string, current: ItemJson, patch: ItemFields, get: (id: string) => ItemJson | undefined): ItemFields {
  const declaration = registry.types.get(type)?.declaration;
  if (!declaration) return patch;
  const merged: ItemFields = { ...fieldsOf(current) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  const copied = copiedValues(declaration, merged, get);
  const changes = Object.entries(copied).filter(([name, value]) => JSON.stringify(value ?? undefined) !== JSON.stringify(current[name]));
  return changes.length === 0 ? patch : { ...patch, ...Object.fromEntries(changes) };
}

import type { ItemTypeDeclaration } from '../declarations/bundle';
import type { ItemJson } from '../protocol/item';
import { evaluateItemWriteRule, type ItemFacts } from './writeRule';
import type { Deployment, MenuUser } from './showRule';

/** The fields every reader of an item of the type sees, or undefined when the type restricts none. */
export function publicFieldsOf(declaration: Pick<ItemTypeDeclaration, 'read'> | undefined): ReadonlySet<string> | undefined {
  const fields = declaration?.read?.fields;
  return fields === undefined ? undefined : new Set(fields);
}

/**
 * Whether a reader sees every field of an item of the type (`read.allFields`). Administrators
 * always do; anonymous readers only of types that restrict nothing.
 */
export function readsAllFields(declaration: Pick<ItemTypeDeclaration, 'read'>, user: MenuUser, deployment: Deployment, facts: Pick<ItemFacts, 'self'>): boolean {
  const rule = declaration.read?.allFields;
  if (rule === undefined || user.admin) return true;
  if (!user.signedIn) return false;
  // itemRights is a write notion: a field-read rule naming it grants nothing.
  return evaluateItemWriteRule(rule, user, deployment, { itemRights: () => false, self: facts.self });
}

/** The item as a reader limited to the public fields sees it: system and $-presentation members stay. */
export function publicView(item: ItemJson, publicFields: ReadonlySet<string>): ItemJson {
  return Object.fromEntries(Object.entries(item).filter(([key]) => key.startsWith('_') || key.startsWith('$') || publicFields.has(key))) as ItemJson;
}

/** Per search: which fields the asker may not see, by the types that hide them, and those types' public text fields. */
export interface HiddenFields {
  /** Field name → types in which the asker may not see it. */
  readonly byField: ReadonlyMap<string, readonly string[]>;
  /** Types hiding some text field → their text fields the asker sees. */
  readonly textOf: ReadonlyMap<string, readonly string[]>;
}

interface TypeForHiding {
  key: string;
  declaration: Pick<ItemTypeDeclaration, 'read' | 'schema'>;
  textFields: readonly string[];
}

/**
 * The fields a searcher may not filter, sort, facet or find text on: those a type's `read` rule
 * hides from them. Searches span many items, so `self` is not asked (one's own User item is read
 * whole, but not searched by its private fields). Undefined when nothing is hidden.
 */
export function hiddenFieldsFor(types: Iterable<TypeForHiding>, user: MenuUser, deployment: Deployment): HiddenFields | undefined {
  const byField = new Map<string, string[]>();
  const textOf = new Map<string, string[]>();
  for (const type of types) {
    const visible = publicFieldsOf(type.declaration);
    if (visible === undefined || readsAllFields(type.declaration, user, deployment, { self: () => false })) continue;
    for (const field of Object.keys(type.declaration.schema.properties ?? {})) {
      if (!visible.has(field)) byField.set(field, [...(byField.get(field) ?? []), type.key]);
    }
    if (type.textFields.some((path) => !visible.has(topField(path)))) textOf.set(type.key, type.textFields.filter((path) => visible.has(topField(path))));
  }
  return byField.size === 0 ? undefined : { byField, textOf };
}

/** The first segment of a field path ("address.city" → "address"). */
export function topField(path: string): string {
  return path.split('.')[0] ?? path;
}

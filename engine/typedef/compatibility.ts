import type { ItemTypeDeclaration } from '../declarations/bundle';
import type { ValidationContext } from '../validation/context';
import { isEmptyValue } from '../validation/emptiness';
import type { FieldError } from '../validation/fieldErrors';
import { isPlatformFieldName } from '../validation/itemValidator';
import { addedRequirements, fieldNarrowings, type Narrowing } from './fieldNarrowing';
import { compileTransientValidator } from './scratchAjv';

/** A change existing items may fail: the server counts them (countBreakingItems) before saving. */
export type BreakingChange = Narrowing;

/** A change that needs no check: a field added or removed, a requirement a default satisfies. */
export interface ChangeInfo {
  field: string;
  kind: 'added' | 'removed' | 'requiredWithDefault';
  message: string;
}

export interface ChangeAnalysis {
  breaking: BreakingChange[];
  info: ChangeInfo[];
}

/** Requirements a default fills in for items that lack the field. */
const DEFAULT_SATISFIES = new Set(['required', 'requiredExceptAdmin']);

/**
 * What changing a type's declaration does to the items it already has (oldDeclaration undefined:
 * a first definition, whose fields no item has yet; for an extension of a built-in type, existing
 * items do exist and a new required field breaks them). Per field: newly required without a
 * default, narrowed type, values no longer allowed (enum, list, related types, format, pattern,
 * bounds, number kind), new end-not-before-start rules. Removing a field is no break: the stored
 * values stay, hidden. An empty `breaking` list means no existing item can fail.
 */
export function analyzeChange(oldDeclaration: ItemTypeDeclaration | undefined, newDeclaration: ItemTypeDeclaration, defaults: Record<string, unknown> = {}): ChangeAnalysis {
  const oldSchema = oldDeclaration?.schema ?? { type: 'object' as const, properties: {} };
  const newSchema = newDeclaration.schema;
  const breaking: BreakingChange[] = [];
  const info: ChangeInfo[] = [];
  for (const [name, next] of Object.entries(newSchema.properties)) {
    const before = oldSchema.properties[name];
    if (!next) continue;
    if (before) breaking.push(...fieldNarrowings(name, before, next));
    else info.push({ field: name, kind: 'added', message: 'new field' });
  }
  for (const change of addedRequirements('', oldSchema, newSchema)) {
    const hasDefault = DEFAULT_SATISFIES.has(change.keyword) && defaults[change.field] !== undefined && !isEmptyValue(defaults[change.field]);
    if (hasDefault) info.push({ field: change.field, kind: 'requiredWithDefault', message: `${change.message}; items without a value get the default` });
    else breaking.push(change);
  }
  for (const name of Object.keys(oldSchema.properties).filter((n) => !Object.hasOwn(newSchema.properties, n))) {
    info.push({ field: name, kind: 'removed', message: 'removed: stored values are kept but no longer shown or validated' });
  }
  return { breaking, info };
}

/** Fields with each default set where the field is missing or empty; the input is not changed. */
export function applyDefaults(fields: Record<string, unknown>, defaults: Record<string, unknown> = {}): Record<string, unknown> {
  const result = { ...fields };
  for (const [name, value] of Object.entries(defaults)) {
    if (isEmptyValue(result[name])) result[name] = structuredClone(value);
  }
  return result;
}

export interface BreakingCount {
  /** Items that would fail the new schema. */
  count: number;
  /** Items looked at. */
  checked: number;
  /** The first failing item, to show the administrator. */
  example?: { id: string; errors: FieldError[] };
}

function itemId(item: Record<string, unknown>, position: number): string {
  if (typeof item.$id === 'string') return item.$id;
  if (typeof item._t === 'string' && typeof item._i === 'number') return `${item._t}-${item._i}`;
  return `#${position}`;
}

/** Only the fields the declaration has: values of removed fields are kept hidden, never validated. */
function declaredFields(fields: Record<string, unknown>, declaration: ItemTypeDeclaration): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => isPlatformFieldName(name) || Object.hasOwn(declaration.schema.properties, name)));
}

/**
 * Validates every existing item's fields against the new declaration with the shared validator,
 * after applying the defaults, and counts the failures. The server streams its items of the type
 * through it. Pass an extension's own declaration to check only the fields it adds. Items that
 * already failed the old schema count too: the count is of items that would not save unchanged.
 */
export function countBreakingItems(
  newDeclaration: ItemTypeDeclaration,
  items: Iterable<Record<string, unknown>>,
  context: ValidationContext,
  defaults: Record<string, unknown> = {},
): BreakingCount {
  const validate = compileTransientValidator(newDeclaration.schema);
  const result: BreakingCount = { count: 0, checked: 0 };
  for (const item of items) {
    result.checked += 1;
    const errors = validate(declaredFields(applyDefaults(item, defaults), newDeclaration), context);
    if (errors.length === 0) continue;
    result.count += 1;
    result.example ??= { id: itemId(item, result.checked - 1), errors };
  }
  return result;
}

import type { FieldSchema } from '../declarations/bundle';

/** A way a field's new schema may refuse a value its old schema accepted. */
export interface Narrowing {
  /** Dotted path of the field; "[]" marks array entries ("tags[]"). */
  field: string;
  /** The keyword that narrowed (type, enum, lov, maxLength, format ...). */
  keyword: string;
  message: string;
}

const NUMBER_KIND_RANK: Record<string, number> = { FLOAT: 0, INTEGER: 1, NATURAL: 2 };

function types(schema: FieldSchema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

const show = (value: unknown): string => JSON.stringify(value);

/** Old types the new schema refuses (an integer is a number, so integer -> number widens). */
function refusedTypes(oldSchema: FieldSchema, newSchema: FieldSchema): string[] {
  const next = types(newSchema);
  if (next === undefined) return [];
  const accepts = (t: string): boolean => next.includes(t) || (t === 'integer' && next.includes('number'));
  return (types(oldSchema) ?? ['any type']).filter((t) => !accepts(t));
}

/** A lower bound raised: new > old, where an absent old bound is minus infinity. */
const raised = (oldBound: number | undefined, newBound: number | undefined): boolean => newBound !== undefined && (oldBound === undefined || newBound > oldBound);
/** An upper bound lowered: new < old, where an absent old bound is plus infinity. */
const lowered = (oldBound: number | undefined, newBound: number | undefined): boolean => newBound !== undefined && (oldBound === undefined || newBound < oldBound);
/** A keyword added or changed: any old value other than the new one may now fail. */
const changed = (oldValue: unknown, newValue: unknown): boolean => newValue !== undefined && show(oldValue) !== show(newValue);

function boundNarrowings(oldSchema: FieldSchema, newSchema: FieldSchema, add: (keyword: string, message: string) => void): void {
  const bounds = [
    ['minimum', raised, 'minimum raised'],
    ['exclusiveMinimum', raised, 'exclusive minimum raised'],
    ['maximum', lowered, 'maximum lowered'],
    ['exclusiveMaximum', lowered, 'exclusive maximum lowered'],
    ['minLength', raised, 'minimum length raised'],
    ['maxLength', lowered, 'maximum length lowered'],
    ['minItems', raised, 'minimum number of entries raised'],
    ['maxItems', lowered, 'maximum number of entries lowered'],
  ] as const;
  for (const [keyword, narrows, text] of bounds) {
    const before = oldSchema[keyword];
    const after = newSchema[keyword];
    if (narrows(before, after)) add(keyword, `${text} from ${before ?? 'none'} to ${after ?? 'none'}`);
  }
  const multiple = newSchema.multipleOf;
  if (multiple !== undefined && (oldSchema.multipleOf === undefined || oldSchema.multipleOf % multiple !== 0)) add('multipleOf', `values must now be multiples of ${multiple}`);
}

function valueNarrowings(oldSchema: FieldSchema, newSchema: FieldSchema, add: (keyword: string, message: string) => void): void {
  if (newSchema.enum !== undefined) {
    const allowed = new Set(newSchema.enum.map(show));
    const removed = oldSchema.enum === undefined ? undefined : oldSchema.enum.filter((v) => !allowed.has(show(v)));
    if (removed === undefined) add('enum', `values are now limited to ${show(newSchema.enum)}`);
    else if (removed.length > 0) add('enum', `values ${removed.map(show).join(', ')} are no longer allowed`);
  }
  if (changed(oldSchema.const, newSchema.const)) add('const', `the value must now be ${show(newSchema.const)}`);
  if (changed(oldSchema.lov, newSchema.lov)) {
    add('lov', oldSchema.lov === undefined ? `values must now be keys of list ${newSchema.lov ?? ''}` : `the list of values changed from ${oldSchema.lov} to ${newSchema.lov ?? ''}`);
  }
  if (newSchema.itemTypes !== undefined) {
    const removed = oldSchema.itemTypes === undefined ? undefined : oldSchema.itemTypes.filter((t) => !newSchema.itemTypes?.includes(t));
    if (removed === undefined) add('itemTypes', `related items must now be of type ${newSchema.itemTypes.join(', ')}`);
    else if (removed.length > 0) add('itemTypes', `related items of type ${removed.join(', ')} are no longer allowed`);
  }
  if (changed(oldSchema.format, newSchema.format)) add('format', `values must now have format ${newSchema.format ?? ''}`);
  if (changed(oldSchema.pattern, newSchema.pattern)) add('pattern', `values must now match ${newSchema.pattern ?? ''}`);
  const oldRank = oldSchema.numberKind === undefined ? -1 : (NUMBER_KIND_RANK[oldSchema.numberKind] ?? -1);
  const newRank = newSchema.numberKind === undefined ? -1 : (NUMBER_KIND_RANK[newSchema.numberKind] ?? -1);
  if (newRank > oldRank) add('numberKind', `numbers must now be of kind ${newSchema.numberKind ?? ''}`);
  for (const keyword of ['lowercase', 'notBlank', 'uniqueItems'] as const) {
    if (newSchema[keyword] === true && oldSchema[keyword] !== true) add(keyword, `${keyword} is now enforced`);
  }
}

function objectNarrowings(field: string, oldSchema: FieldSchema, newSchema: FieldSchema, out: Narrowing[]): void {
  const oldProperties = oldSchema.properties ?? {};
  const newProperties = newSchema.properties ?? {};
  for (const [name, next] of Object.entries(newProperties)) {
    const before = oldProperties[name];
    if (next && before) out.push(...fieldNarrowings(`${field}.${name}`, before, next));
  }
  out.push(...addedRequirements(`${field}.`, oldSchema, newSchema));
  const extra = newSchema.additionalProperties;
  if (extra === false) {
    for (const name of Object.keys(oldProperties).filter((n) => !Object.hasOwn(newProperties, n))) {
      out.push({ field: `${field}.${name}`, keyword: 'additionalProperties', message: 'removed from an object that allows no other properties' });
    }
    if (oldSchema.additionalProperties !== false && oldSchema.additionalProperties !== undefined) {
      out.push({ field, keyword: 'additionalProperties', message: 'no longer allows other properties' });
    }
  }
  if (typeof extra === 'object' && typeof oldSchema.additionalProperties === 'object') out.push(...fieldNarrowings(`${field}.*`, oldSchema.additionalProperties, extra));
  else if (typeof extra === 'object' && oldSchema.additionalProperties !== false) out.push({ field, keyword: 'additionalProperties', message: 'other properties now have a schema' });
}

type ObjectRules = Pick<FieldSchema, 'required' | 'requiredExceptAdmin' | 'endNotBeforeStart'>;

/** Object-level rules the new schema adds: required fields and end-not-before-start pairs. */
export function addedRequirements(prefix: string, oldSchema: ObjectRules, newSchema: ObjectRules): Narrowing[] {
  const out: Narrowing[] = [];
  const oldRequired = new Set(oldSchema.required ?? []);
  for (const name of newSchema.required ?? []) {
    if (!oldRequired.has(name)) out.push({ field: `${prefix}${name}`, keyword: 'required', message: 'now required' });
  }
  const oldExceptAdmin = new Set([...(oldSchema.requiredExceptAdmin ?? []), ...oldRequired]);
  for (const name of newSchema.requiredExceptAdmin ?? []) {
    if (!oldExceptAdmin.has(name)) out.push({ field: `${prefix}${name}`, keyword: 'requiredExceptAdmin', message: 'now required (administrators excepted)' });
  }
  const oldRules = new Set((oldSchema.endNotBeforeStart ?? []).map(show));
  for (const rule of newSchema.endNotBeforeStart ?? []) {
    if (!oldRules.has(show(rule))) out.push({ field: `${prefix}${rule.end}`, keyword: 'endNotBeforeStart', message: `must now not be before ${prefix}${rule.start}` });
  }
  return out;
}

/**
 * Every way the new schema of one field may refuse a value the old one accepted. Conservative: a
 * keyword added or changed in a direction that can refuse counts, even when no stored value is
 * affected (countBreakingItems tells how many are). A type narrowing is reported alone: the
 * other keywords then compare values of different kinds.
 */
export function fieldNarrowings(field: string, oldSchema: FieldSchema, newSchema: FieldSchema): Narrowing[] {
  const out: Narrowing[] = [];
  const add = (keyword: string, message: string): void => {
    out.push({ field, keyword, message });
  };
  const refused = refusedTypes(oldSchema, newSchema);
  if (refused.length > 0) {
    add('type', `values of type ${refused.join(', ')} are no longer accepted (now ${types(newSchema)?.join(', ') ?? ''})`);
    return out;
  }
  boundNarrowings(oldSchema, newSchema, add);
  valueNarrowings(oldSchema, newSchema, add);
  if (newSchema.items) {
    if (oldSchema.items) out.push(...fieldNarrowings(`${field}[]`, oldSchema.items, newSchema.items));
    else add('items', 'array entries now have a schema');
  }
  if (newSchema.properties || newSchema.additionalProperties !== undefined || newSchema.required || newSchema.requiredExceptAdmin || newSchema.endNotBeforeStart) objectNarrowings(field, oldSchema, newSchema, out);
  return out;
}

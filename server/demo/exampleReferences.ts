import type { FieldSchema, FieldsSchema } from '../../engine/declarations/bundle';
import { isItemId, parseItemId } from '../../engine/ids';
import type { ItemFields } from '../items/itemShape';
import type { DemoRandom } from './demoRandom';

/** Ids that exist in the demo data, per type (empty when none do). */
export type DemoIdSource = (type: string) => readonly string[];

/** Marks a value that names nothing in the demo data and so must be left out. */
const UNRESOLVED = Symbol('unresolved');
/** A remapped value, or UNRESOLVED. */
type Remapped = unknown;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The id of a demo item standing in for a declaration example's reference ("Organization-7" in an
 * example means "some organization"): same type when the demo data has one, else any allowed type.
 */
function remapId(schema: FieldSchema, value: string, ids: DemoIdSource, random: DemoRandom): Remapped {
  const named = isItemId(value) ? parseItemId(value).type : undefined;
  const allowed = schema.itemTypes ?? (named === undefined ? [] : [named]);
  const preferred = named !== undefined && allowed.includes(named) && ids(named).length > 0 ? [named] : allowed;
  const candidates = preferred.flatMap((type) => ids(type));
  return candidates.length > 0 ? random.pick(candidates) : UNRESOLVED;
}

function remapArray(schema: FieldSchema, value: unknown[], ids: DemoIdSource, random: DemoRandom): Remapped {
  const itemSchema = schema.items;
  if (itemSchema === undefined) return value;
  const remapped: unknown[] = [];
  for (const entry of value) {
    const next = remapValue(itemSchema, entry, ids, random);
    if (next === UNRESOLVED) continue;
    // Two example ids may land on the same demo item; uniqueItems would then refuse the list.
    if (schema.uniqueItems === true && typeof next === 'string' && remapped.includes(next)) continue;
    remapped.push(next);
  }
  if (value.length > 0 && remapped.length === 0) return UNRESOLVED;
  return remapped.length < (schema.minItems ?? 0) ? UNRESOLVED : remapped;
}

function remapObject(
  properties: FieldsSchema['properties'] | undefined,
  required: readonly string[],
  additional: FieldSchema['additionalProperties'],
  value: Record<string, unknown>,
  ids: DemoIdSource,
  random: DemoRandom,
): Remapped {
  const remapped: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const schema = properties?.[key] ?? (isPlainObject(additional) ? additional : undefined);
    const next = schema === undefined ? entry : remapValue(schema, entry, ids, random);
    if (next !== UNRESOLVED) remapped[key] = next;
  }
  return required.every((key) => key in remapped || !(key in value)) ? remapped : UNRESOLVED;
}

function remapValue(schema: FieldSchema, value: unknown, ids: DemoIdSource, random: DemoRandom): Remapped {
  if (schema.format === 'item-id' && typeof value === 'string') return remapId(schema, value, ids, random);
  if (Array.isArray(value)) return remapArray(schema, value, ids, random);
  if (isPlainObject(value) && schema.properties !== undefined) {
    return remapObject(schema.properties, schema.required ?? [], schema.additionalProperties, value, ids, random);
  }
  if (isPlainObject(value) && isPlainObject(schema.additionalProperties)) {
    return remapObject(undefined, schema.required ?? [], schema.additionalProperties, value, ids, random);
  }
  return value;
}

/**
 * A declaration example with every related-item reference (at any depth: fields, lists, nested
 * objects) pointed at demo items. References to types without demo items are left out; null when
 * that leaves out a required field, so the example cannot be used.
 */
export function remapExampleReferences(
  schema: FieldsSchema,
  example: Record<string, unknown>,
  ids: DemoIdSource,
  random: DemoRandom,
): ItemFields | null {
  const remapped = remapObject(schema.properties, [], undefined, example, ids, random);
  if (!isPlainObject(remapped)) return null;
  return (schema.required ?? []).every((key) => key in remapped) ? remapped : null;
}

import { parseDate, parseDateTime, parsePartialDate } from '../../engine/validation/temporalParsers';
import type { ItemFields } from './itemShape';
import { SELF_OWNER_FIELD } from '../permissions/selfOwnership';
import type { IndexPlan, TemporalFormat } from '../../engine/registry/compileIndexPlan';

/** One item_values row (without the item id). */
export interface IndexValue {
  field: string;
  text: string | null;
  num: number | null;
}

/** Everything the store indexes for one item. */
export interface ItemIndexEntries {
  values: IndexValue[];
  /** Full-text body: the declared text fields' strings, one per line ('' when none). */
  text: string;
  /** Principals the access hints name, by role. */
  access: { principal: string; role: 'owner' | 'participant' | 'person' | 'self' }[];
}

/** Values at a dotted path; arrays anywhere along the path contribute one value per element. */
export function valuesAtPath(fields: ItemFields, path: string): unknown[] {
  // Most declared paths are one top-level field: read it without splitting (runs per field per write).
  if (!path.includes('.')) {
    if (!Object.hasOwn(fields, path)) return [];
    const value = fields[path];
    return Array.isArray(value) ? (value as unknown[]) : [value];
  }
  let current: unknown[] = [fields];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current.flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v]))) {
      if (typeof value === 'object' && value !== null && Object.hasOwn(value, part)) {
        next.push((value as Record<string, unknown>)[part]);
      }
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v]));
}

/** Epoch milliseconds (UTC) of a date, partial date or date-time string, or null. */
export function instantOf(value: string, format: TemporalFormat): number | null {
  if (format === 'date-time') return parseDateTime(value) ?? null;
  const parts = format === 'date' ? parseDate(value) : parsePartialDate(value);
  if (!parts) return null;
  const [year = 0, month = 1, day = 1] = parts;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** How one scalar is indexed: text for strings and booleans, number for numbers and instants. */
export function indexScalar(value: unknown, temporal?: TemporalFormat): { text: string | null; num: number | null } | undefined {
  if (typeof value === 'string') return { text: value, num: temporal ? instantOf(value, temporal) : null };
  if (typeof value === 'number' && Number.isFinite(value)) return { text: null, num: value };
  if (typeof value === 'boolean') return { text: String(value), num: value ? 1 : 0 };
  return undefined;
}

function strings(values: unknown[]): string[] {
  return values.filter((v): v is string => typeof v === 'string' && v !== '');
}

/** `id` is the item's own id: the owner principal of a type whose ownerField is "$id" (it owns itself). */
export function indexEntries(plan: IndexPlan, fields: ItemFields, id?: string): ItemIndexEntries {
  const values: IndexValue[] = [];
  for (const field of plan.valueFields) {
    const found = valuesAtPath(fields, field.path);
    const seen = found.length > 1 ? new Set<string>() : undefined;
    for (const value of found) {
      const scalar = indexScalar(value, field.temporal);
      if (!scalar) continue;
      // Duplicates within one field would double facet counts' joins; one row per distinct value.
      if (seen) {
        const key = `${scalar.text === null ? '-' : `t${scalar.text}`}\u0000${String(scalar.num)}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      values.push({ field: field.path, text: scalar.text, num: scalar.num });
    }
  }
  const text = plan.textFields.flatMap((path) => strings(valuesAtPath(fields, path))).join('\n');
  const { participantFields, personFields, selfField } = plan.access;
  const named = (path: string | undefined): string[] => (path ? strings(valuesAtPath(fields, path)) : []);
  const owners = ownerPrincipals(plan, fields, id);
  const access: ItemIndexEntries['access'] = [
    ...owners.map((principal) => ({ principal, role: 'owner' as const })),
    ...participantFields.flatMap(named).map((principal) => ({ principal, role: 'participant' as const })),
    ...personFields.flatMap(named).map((principal) => ({ principal, role: 'person' as const })),
    ...named(selfField).map((principal) => ({ principal, role: 'self' as const })),
  ];
  const unique = new Map(access.map((entry) => [`${entry.role}:${entry.principal}`, entry]));
  return { values, text, access: [...unique.values()] };
}

/** The owner principals of an item: its own id for a type that owns itself ("$id"), else the owner field's values. */
function ownerPrincipals(plan: IndexPlan, fields: ItemFields, id: string | undefined): string[] {
  const { ownerField } = plan.access;
  if (ownerField === SELF_OWNER_FIELD) return id === undefined ? [] : [id];
  return ownerField ? strings(valuesAtPath(fields, ownerField)) : [];
}

/**
 * The owner principal indexEntries gives first (the `items.owner` column), without the other
 * entries: a deferred createMany writes the column in its call and the rest after (bulkDeriver.ts).
 */
export function ownerPrincipal(plan: IndexPlan, fields: ItemFields, id: string): string | null {
  return ownerPrincipals(plan, fields, id)[0] ?? null;
}

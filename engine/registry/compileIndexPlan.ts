import type { AccessHints, FieldSchema, FieldsSchema } from '../declarations/bundle';
import { isSystemField } from '../declarations/systemFields';
import type { SearchModel } from './compiledSearch';
import { resolveFieldPath } from './fieldPaths';
import { stableHash } from './stableHash';

/** How a field's string values are read as instants for range filters, range facets and sorting. */
export type TemporalFormat = 'date' | 'date-time' | 'partial-date';

export interface IndexedField {
  /** Dotted path ("address.city"); arrays along the way give one value per element. */
  path: string;
  temporal?: TemporalFormat;
}

export interface AccessFields {
  ownerField?: string;
  participantFields: string[];
  personFields: string[];
  selfField?: string;
}

/**
 * What the store indexes for one type: every non-system field its search model names (headers,
 * facets, text, default sort, access fields) goes to item_values, text fields to the full-text
 * table. A changed fingerprint means the type's stored index is stale.
 */
export interface IndexPlan {
  type: string;
  valueFields: IndexedField[];
  textFields: string[];
  access: AccessFields;
  fingerprint: string;
}

function temporalOf(schema: FieldSchema | undefined): TemporalFormat | undefined {
  const format = schema?.format ?? schema?.items?.format;
  return format === 'date' || format === 'date-time' || format === 'partial-date' ? format : undefined;
}

function accessFields(hints: AccessHints | undefined): AccessFields {
  const fields: AccessFields = { participantFields: hints?.participantFields ?? [], personFields: hints?.personFields ?? [] };
  if (hints?.ownerField) fields.ownerField = hints.ownerField;
  if (hints?.selfField) fields.selfField = hints.selfField;
  return fields;
}

/** The index plan of a compiled type: its search model's indexed fields, with the temporal formats. */
export function compileIndexPlan(schema: FieldsSchema, search: SearchModel, access: AccessHints | undefined): IndexPlan {
  const valueFields = search.indexedFields
    .filter((path) => !isSystemField(path))
    .sort()
    .map((path): IndexedField => {
      const temporal = temporalOf(resolveFieldPath(schema, path));
      return temporal ? { path, temporal } : { path };
    });
  const textFields = search.text.filter((path) => !isSystemField(path)).sort();
  const plan = { valueFields, textFields, access: accessFields(access) };
  // Hashes exactly what earlier versions hashed, so an upgrade does not reindex unchanged types.
  return { type: search.type, ...plan, fingerprint: stableHash(plan) };
}

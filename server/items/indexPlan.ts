import type { AccessHints, FieldSchema } from '../../engine/declarations/bundle';
import { isSystemField } from '../../engine/declarations/systemFields';
import { resolveFieldPath } from '../../engine/registry/fieldPaths';
import type { Registry } from '../../engine/registry/registry';
import { stableHash } from '../../engine/registry/stableHash';
import { mergedSearchHints } from './typeSearchHints';

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
 * What is indexed for one type, derived from its declaration only: every non-system field named by a
 * header, facet, text field, default sort or access hint goes to item_values; text fields to the
 * full-text table. A changed fingerprint means the type's stored index is stale.
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

const cache = new WeakMap<Registry, Map<string, IndexPlan>>();

/** The index plan of a type, or undefined when the registry does not know it. */
export function indexPlanFor(registry: Registry, typeKey: string): IndexPlan | undefined {
  let perType = cache.get(registry);
  if (!perType) {
    perType = new Map();
    cache.set(registry, perType);
  }
  const cached = perType.get(typeKey);
  if (cached) return cached;
  const declaration = registry.types.get(typeKey)?.declaration;
  if (!declaration) return undefined;

  const hints = mergedSearchHints(registry, typeKey);
  const access = accessFields(declaration.access);
  const named = [
    ...hints.headers.map((h) => h.field),
    ...hints.facets.map((f) => f.field),
    ...hints.text,
    ...hints.defaultSort.map((s) => s.field),
    ...[access.ownerField, access.selfField].filter((f): f is string => f !== undefined),
    ...access.participantFields,
    ...access.personFields,
  ];
  const paths = [...new Set(named)].filter((path) => !isSystemField(path)).sort();
  const valueFields = paths.map((path): IndexedField => {
    const temporal = temporalOf(resolveFieldPath(declaration.schema, path));
    return temporal ? { path, temporal } : { path };
  });
  const textFields = [...new Set(hints.text)].filter((path) => !isSystemField(path)).sort();
  const plan: IndexPlan = {
    type: typeKey,
    valueFields,
    textFields,
    access,
    fingerprint: stableHash({ valueFields, textFields, access }),
  };
  perType.set(typeKey, plan);
  return plan;
}

/** Every field path some type indexes in item_values (to refuse filters on unknown fields). */
const pathsCache = new WeakMap<Registry, ReadonlySet<string>>();

export function allIndexedPaths(registry: Registry): ReadonlySet<string> {
  const cached = pathsCache.get(registry);
  if (cached) return cached;
  const paths = new Set<string>();
  for (const key of registry.types.keys()) {
    indexPlanFor(registry, key)?.valueFields.forEach((field) => paths.add(field.path));
  }
  pathsCache.set(registry, paths);
  return paths;
}

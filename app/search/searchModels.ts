import type { FieldSchema, SortKey } from '../../engine/declarations/bundle';
import type { Audience } from '../../engine/derive/audience';
import { enumMessagesOf } from '../../engine/derive/enumMessages';
import { DEFAULT_SORT, TYPE_FACET, type SearchFacet, type SearchHeader } from '../../engine/derive/searchModel';
import { generalSearchModelOf, searchModelOf } from '../../engine/react/views/derivedModels';
import { resolveFieldPath } from '../../engine/registry/fieldPaths';
import type { Registry } from '../../engine/registry/registry';

/** What a search cell shows for its types: grid columns, facets, default sort. */
export interface CellSearchModel {
  types: string[];
  headers: SearchHeader[];
  facets: SearchFacet[];
  defaultSort: SortKey[];
  /** Schema of a field path in the first type declaring it (facet labels, cells). */
  schemaOf: (field: string) => FieldSchema | undefined;
  /** Message id prefix of an enum field's values in the first type declaring it so (facet labels). */
  enumMessagesOf: (field: string) => string | undefined;
}

function schemaLookup(registry: Registry, types: readonly string[]) {
  return (field: string): FieldSchema | undefined => {
    for (const type of types) {
      const declaration = registry.types.get(type)?.declaration;
      const schema = declaration ? resolveFieldPath(declaration.schema, field) : undefined;
      if (schema) return schema;
    }
    return undefined;
  };
}

function enumLookup(registry: Registry, types: readonly string[]) {
  return (field: string): string | undefined => {
    const type = types.find((key) => {
      const schema = registry.types.get(key)?.declaration.schema.properties[field];
      return schema?.enum !== undefined || schema?.items?.enum !== undefined;
    });
    return type === undefined ? undefined : enumMessagesOf(type, field);
  };
}

function shared<T>(lists: readonly T[][], identity: (entry: T) => string): T[] {
  const [first = [], ...rest] = lists;
  return first.filter((entry) => rest.every((list) => list.some((other) => identity(other) === identity(entry))));
}

/**
 * The model of a search over the given types: one type uses its own derived search model; several
 * types share the headers and facets they all declare plus a facet on the type; no types at all is
 * the general search over every type not excluded from it. With an audience, headers and facets on
 * fields whose show rule fails for it are left out.
 */
export function cellSearchModel(registry: Registry, types: readonly string[], audience?: Audience): CellSearchModel {
  const known = types.filter((type) => registry.types.has(type));
  if (types.length === 0) {
    const general = generalSearchModelOf(registry, audience);
    return { types: [], headers: general.headers, facets: general.facets, defaultSort: general.defaultSort, schemaOf: schemaLookup(registry, general.types), enumMessagesOf: enumLookup(registry, general.types) };
  }
  if (known.length === 1 && known[0]) {
    const model = searchModelOf(registry, known[0], audience);
    return { types: known, headers: model.headers, facets: model.facets, defaultSort: model.defaultSort, schemaOf: schemaLookup(registry, known), enumMessagesOf: enumLookup(registry, known) };
  }
  const models = known.map((type) => searchModelOf(registry, type, audience));
  return {
    types: known,
    headers: shared(models.map((m) => m.headers), (h) => h.field),
    facets: [TYPE_FACET, ...shared(models.map((m) => m.facets), (f) => `${f.field}\u0000${f.kind}`).filter((f) => f.field !== '_t')],
    defaultSort: [...DEFAULT_SORT],
    schemaOf: schemaLookup(registry, known),
    enumMessagesOf: enumLookup(registry, known),
  };
}

/** The header of the type column general and multi-type searches add in front. */
export const TYPE_HEADER: SearchHeader = { field: '_t', label: 'fields._t', sortable: false, cell: 'text' };

/** Grid columns: the type first when several types show, admin-only headers for administrators only. */
export function gridHeaders(model: CellSearchModel, admin: boolean): SearchHeader[] {
  const headers = model.headers.filter((h) => admin || !h.adminOnly);
  return model.types.length === 1 ? headers : [TYPE_HEADER, ...headers.filter((h) => h.field !== '_t')];
}

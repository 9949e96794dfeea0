import type { SortKey } from '../declarations/bundle';
import { DEFAULT_SORT, type SearchFacet, type SearchHeader, type SearchModel } from '../registry/compiledSearch';
import type { CompiledTypeDeclaration } from '../registry/compiledType';
import type { Registry } from '../registry/registry';
import { isFieldShownTo, type Audience } from './audience';
import { requireType } from './requireType';

// The shapes and the default sort live with the compiled registry; derivations only filter them.
export { DEFAULT_SORT, type SearchFacet, type SearchHeader, type SearchModel };

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** A header or facet field is shown when the show rules of the field and of its top-level field (for a path) hold. */
function isPathShownTo(type: CompiledTypeDeclaration, field: string, audience: Audience | undefined): boolean {
  const root = field.split('.')[0] ?? field;
  return isFieldShownTo(type.fields[field], audience) && isFieldShownTo(type.fields[root], audience);
}

/**
 * The search model of one item type, as the registry compiled it: its own headers and facets
 * first, then those of each facet set it references in order (one per field: the type overrides a
 * shared entry by declaring the same field). With an audience, headers and facets on fields whose
 * show rule fails for it are left out; what the store indexes stays the same for everyone.
 */
export function deriveSearchModel(registry: Registry, typeKey: string, audience?: Audience): SearchModel {
  const type = requireType(registry, typeKey);
  const model = type.search;
  if (audience === undefined) return model;
  return {
    ...model,
    headers: model.headers.filter((h) => isPathShownTo(type.declaration, h.field, audience)),
    facets: model.facets.filter((f) => isPathShownTo(type.declaration, f.field, audience)),
  };
}

/** The cross-type search (/search): what every searchable type shares, plus a facet on the type. */
export interface GeneralSearchModel {
  /** Types the general search covers (not excludeGeneralSearch), sorted by key. */
  types: string[];
  /** Headers every covered type has (typically the created-timestamp set). */
  headers: SearchHeader[];
  /** A terms facet on _t first, then the facets every covered type has. */
  facets: SearchFacet[];
  /** Free-text fields per type: the compiler matches text against each type's own fields. */
  textByType: Record<string, string[]>;
  defaultSort: SortKey[];
  indexedFields: string[];
}

export const TYPE_FACET: SearchFacet = { field: '_t', kind: 'terms', label: 'fields._t' };

/**
 * First column of the general search: each hit's own label (its type's title field, served in the
 * reply's labels) linking to it, since hits of different types share no title field.
 */
export const TITLE_HEADER: SearchHeader = { field: '$id', label: 'fields.$title', sortable: false, cell: 'item-ref' };

/** With an audience, the shared headers and facets are those its per-type models show. */
export function deriveGeneralSearchModel(registry: Registry, audience?: Audience): GeneralSearchModel {
  const types = [...registry.types.values()]
    .filter((t) => !t.declaration.excludeGeneralSearch)
    .map((t) => t.key)
    .sort();
  const models = types.map((key) => deriveSearchModel(registry, key, audience));
  const [first, ...rest] = models;
  const shared = <T>(pick: (m: SearchModel) => T[], identity: (entry: T) => string): T[] =>
    first ? pick(first).filter((entry) => rest.every((m) => pick(m).some((other) => identity(other) === identity(entry)))) : [];
  const headers = [TITLE_HEADER, ...shared((m) => m.headers, (h) => h.field).filter((h) => h.field !== TITLE_HEADER.field)];
  const facets = [TYPE_FACET, ...shared((m) => m.facets, (f) => `${f.field}\u0000${f.kind}`).filter((f) => f.field !== '_t')];
  return {
    types,
    headers,
    facets,
    textByType: Object.fromEntries(models.map((m) => [m.type, m.text])),
    defaultSort: [...DEFAULT_SORT],
    indexedFields: unique(['_t', ...models.flatMap((m) => m.indexedFields)]),
  };
}

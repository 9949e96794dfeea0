import type { Facet, Header, ItemTypeDeclaration, SortKey } from '../declarations/bundle';
import { resolveFieldPath } from '../registry/fieldPaths';
import type { Registry } from '../registry/registry';
import { isFieldShownTo, type Audience } from './audience';
import { fieldLabel } from './fieldLabel';
import { inferCell } from './inferCell';
import { resolveRanges, type ResolvedRange } from './ranges';
import { requireType } from './requireType';

/** One grid column (ag-grid) of a search result list. */
export interface SearchHeader {
  field: string;
  /** Message id. */
  label: string;
  sortable: boolean;
  /** Cell renderer name (engine/catalog/cells). */
  cell: string;
  width?: number;
  adminOnly?: boolean;
}

/** One block of the facet panel, and the aggregation the server computes for it. */
export interface SearchFacet {
  field: string;
  kind: Facet['kind'];
  /** Message id. */
  label: string;
  /** List of values whose labels name the buckets (kind lov). */
  lov?: string;
  /** Buckets of the range kinds; absent for terms and lov. */
  ranges?: ResolvedRange[];
  limit?: number;
  hide?: boolean;
  adminOnly?: boolean;
}

export interface SearchModel {
  type: string;
  headers: SearchHeader[];
  facets: SearchFacet[];
  /** Fields searched by free text. */
  text: string[];
  defaultSort: SortKey[];
  /** Every field a query may filter, sort or facet on: what the store indexes. */
  indexedFields: string[];
}

/** Spec §9: searches sort by the created timestamp, newest first, unless told otherwise. */
export const DEFAULT_SORT: readonly SortKey[] = [{ field: '_c.ts', order: 'desc' }];

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

function toHeader(type: ItemTypeDeclaration, header: Header): SearchHeader {
  const hints = type.fields?.[header.field];
  return {
    field: header.field,
    label: fieldLabel(type.key, header.field, hints, header.label),
    sortable: header.sortable ?? false,
    cell: header.cell ?? hints?.cell ?? inferCell(resolveFieldPath(type.schema, header.field), header.field),
    ...(header.width === undefined ? {} : { width: header.width }),
    ...(header.adminOnly ? { adminOnly: true } : {}),
  };
}

function toFacet(type: ItemTypeDeclaration, facet: Facet): SearchFacet {
  const label = fieldLabel(type.key, facet.field, type.fields?.[facet.field], facet.label);
  const schema = resolveFieldPath(type.schema, facet.field);
  const lov = facet.kind === 'lov' ? (facet.lov ?? schema?.lov ?? schema?.items?.lov) : undefined;
  const ranges = resolveRanges(facet, label);
  return {
    field: facet.field,
    kind: facet.kind,
    label,
    ...(lov === undefined ? {} : { lov }),
    ...(ranges === undefined ? {} : { ranges }),
    ...(facet.limit === undefined ? {} : { limit: facet.limit }),
    ...(facet.hide ? { hide: true } : {}),
    ...(facet.adminOnly ? { adminOnly: true } : {}),
  };
}

/** Keeps the first entry per identity: the type's own declaration wins over a facet set's. */
function dedupe<T>(entries: readonly T[], identity: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const id = identity(entry);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** A header or facet field is shown when the show rules of the field and of its top-level field (for a path) hold. */
function isPathShownTo(type: ItemTypeDeclaration, field: string, audience: Audience | undefined): boolean {
  const root = field.split('.')[0] ?? field;
  return isFieldShownTo(type.fields?.[field], audience) && isFieldShownTo(type.fields?.[root], audience);
}

/**
 * The search model of one item type: its own headers and facets first, then those of each facet
 * set it references in order (a type overrides a shared header by declaring the same field). With
 * an audience, headers and facets on fields whose show rule fails for it are left out; what the
 * store indexes stays the same for everyone.
 */
export function deriveSearchModel(registry: Registry, typeKey: string, audience?: Audience): SearchModel {
  const type = requireType(registry, typeKey).declaration;
  const search = type.search ?? {};
  const sets = (search.facetSets ?? []).map((key) => registry.facetSets.get(key)).filter((set) => set !== undefined);
  const headers = dedupe([...(search.headers ?? []), ...sets.flatMap((s) => s.headers ?? [])], (h) => h.field).map((h) => toHeader(type, h));
  const facets = dedupe([...(search.facets ?? []), ...sets.flatMap((s) => s.facets ?? [])], (f) => `${f.field}\u0000${f.kind}`).map((f) => toFacet(type, f));
  const text = unique(search.text ?? []);
  const defaultSort = search.defaultSort && search.defaultSort.length > 0 ? search.defaultSort : [...DEFAULT_SORT];
  const access = type.access ?? {};
  const accessFields = [access.ownerField, access.selfField, ...(access.participantFields ?? []), ...(access.personFields ?? [])].filter((f) => f !== undefined);
  const indexedFields = unique([...headers.map((h) => h.field), ...facets.map((f) => f.field), ...text, ...defaultSort.map((s) => s.field), ...accessFields]);
  return {
    type: typeKey,
    headers: headers.filter((h) => isPathShownTo(type, h.field, audience)),
    facets: facets.filter((f) => isPathShownTo(type, f.field, audience)),
    text,
    defaultSort,
    indexedFields,
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

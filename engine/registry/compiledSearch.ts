import type { AccessHints, Facet, SortKey } from '../declarations/bundle';
import { resolveRanges, type ResolvedRange } from '../derive/ranges';
import type { CompiledFacet, CompiledHeader, CompiledSearchHints } from './compiledType';

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

/** The search model of one item type, compiled once with the registry (for every audience). */
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

/** Every field the access hints name, in a fixed order. */
export function accessFieldList(access: AccessHints | undefined): string[] {
  return [access?.ownerField, access?.selfField, ...(access?.participantFields ?? []), ...(access?.personFields ?? [])].filter((f) => f !== undefined);
}

function toHeader(header: CompiledHeader): SearchHeader {
  return {
    field: header.field,
    label: header.label,
    sortable: header.sortable,
    cell: header.cell,
    ...(header.width === undefined ? {} : { width: header.width }),
    ...(header.adminOnly ? { adminOnly: true } : {}),
  };
}

function toFacet(facet: CompiledFacet): SearchFacet {
  const ranges = resolveRanges(facet, facet.label);
  const lov = facet.kind === 'lov' ? facet.lov : undefined;
  return {
    field: facet.field,
    kind: facet.kind,
    label: facet.label,
    ...(lov === undefined ? {} : { lov }),
    ...(ranges === undefined ? {} : { ranges }),
    ...(facet.limit === undefined ? {} : { limit: facet.limit }),
    ...(facet.hide ? { hide: true } : {}),
    ...(facet.adminOnly ? { adminOnly: true } : {}),
  };
}

/** The search model of compiled search hints: grid columns, facets with their buckets, indexed fields. */
export function compileSearchModel(type: string, search: CompiledSearchHints, access: AccessHints | undefined): SearchModel {
  const text = [...new Set(search.text)];
  const indexedFields = [
    ...new Set([...search.headers.map((h) => h.field), ...search.facets.map((f) => f.field), ...text, ...search.defaultSort.map((s) => s.field), ...accessFieldList(access)]),
  ];
  return { type, headers: search.headers.map(toHeader), facets: search.facets.map(toFacet), text, defaultSort: search.defaultSort, indexedFields };
}

/**
 * The search/ids wire shapes the client sends and reads (schemas/search-request.schema.json,
 * answered by server/search/searchService.ts).
 */
export type Scalar = string | number | boolean;

export type SearchFilter =
  | { prop: string; kind: 'eq'; value: Scalar }
  | { prop: string; kind: 'in'; value: Scalar[] }
  | { prop: string; kind: 'range'; value: { from?: string | number; to?: string | number } }
  | { prop: string; kind: 'exists' }
  | { prop: string; kind: 'prefix'; value: string }
  | { prop?: string; kind: 'text'; value: string }
  | { prop?: '_t'; kind: 'type'; value: string | string[] }
  /** The field holds one of the asker's own ids, resolved by the server (my organizations ...). */
  | { prop: string; kind: 'actor'; value: 'user' | 'contact' | 'orgs' | 'adminOrgs' };

export type FacetKind = 'terms' | 'lov' | 'time-ranges' | 'date-ranges' | 'number-ranges' | 'size-ranges';

export interface FacetRequest {
  field: string;
  kind?: FacetKind;
  lov?: string;
  ranges?: { key: string; from?: number; to?: number }[];
  limit?: number;
  selected?: string[];
}

export interface SortRequest {
  key?: string;
  field?: string;
  order: 'asc' | 'desc';
}

export interface SearchRequest {
  must?: SearchFilter[];
  should?: SearchFilter[];
  mustNot?: SearchFilter[];
  minShould?: number;
  sort?: SortRequest[];
  facets?: FacetRequest[];
  labels?: boolean;
  max?: number | 'all';
  offset?: number;
  tzOffset?: number;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface SearchReply {
  ids: string[];
  labels?: Record<string, string>;
  facets: Record<string, FacetCount[]>;
  total: number;
}

/** Platform spec §9: default max 50, "all" is 2147483647. */
export const DEFAULT_SEARCH_MAX = 50;
export const SEARCH_MAX_ALL = 2147483647;

const FILTER_KINDS = new Set(['eq', 'in', 'range', 'exists', 'prefix', 'text', 'type', 'actor']);

/** Narrows a declared filter (nav view must, saved criteria) to a wire filter; anything else is dropped. */
export function asSearchFilter(value: unknown): SearchFilter | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.kind !== 'string' || !FILTER_KINDS.has(record.kind)) return undefined;
  if (record.kind !== 'text' && record.kind !== 'type' && typeof record.prop !== 'string') return undefined;
  return record as unknown as SearchFilter;
}

/** A reply of unknown shape read defensively (errors.emptyResponse when it is not one). */
export function asSearchReply(value: unknown): SearchReply | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(record.ids)) return undefined;
  const ids = record.ids.filter((id): id is string => typeof id === 'string');
  const labels = typeof record.labels === 'object' && record.labels !== null ? (record.labels as Record<string, string>) : undefined;
  const facets = typeof record.facets === 'object' && record.facets !== null ? (record.facets as Record<string, FacetCount[]>) : {};
  const total = typeof record.total === 'number' ? record.total : ids.length;
  return { ids, facets, total, ...(labels ? { labels } : {}) };
}

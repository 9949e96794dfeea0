/**
 * The search/ids wire shapes the client sends and reads (engine/protocol/searchWire.ts, answered by
 * server/search/searchService.ts), and narrowing of declared filters to them.
 */
import type { FacetCount, SearchFilter, SearchReply } from '../../engine/protocol/searchWire';

export type {
  FacetCount,
  FacetKind,
  FacetRequest,
  Scalar,
  SearchFilter,
  SearchReply,
  SearchRequest,
  SortRequest,
} from '../../engine/protocol/searchWire';
export { DEFAULT_SEARCH_MAX, SEARCH_MAX_ALL } from '../../engine/protocol/searchWire';

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
  const rows = Array.isArray(record.rows) ? (record.rows as unknown[]) : undefined;
  return { ids, facets, total, ...(labels ? { labels } : {}), ...(rows ? { rows } : {}) };
}

import type { SearchLink } from '../../../engine/react/plugin/searchLinks';
import type { SearchRequest } from '../../../generated/protocol';

/** Items of a workflow type's item types running it, counted by state (no ids needed). */
export function instanceCountRequest(workflowKey: string, itemTypes: readonly string[]): SearchRequest {
  return {
    must: [
      { kind: 'type', value: itemTypes.length === 1 ? (itemTypes[0] ?? '') : [...itemTypes] },
      { prop: '_wf.definition', kind: 'eq', value: workflowKey },
    ],
    facets: [{ field: '_wf.state', kind: 'terms' }],
    max: 0,
  };
}

export interface StateCount {
  state: string;
  count: number;
}

/** The non-zero counts of the reply's _wf.state facet, largest first. */
export function stateCountsOf(reply: unknown): StateCount[] {
  const facets = typeof reply === 'object' && reply !== null ? (reply as { facets?: Record<string, unknown> }).facets : undefined;
  const buckets = facets?.['_wf.state'];
  if (!Array.isArray(buckets)) return [];
  return buckets
    .flatMap((bucket): StateCount[] => {
      const { key, count } = (typeof bucket === 'object' && bucket !== null ? bucket : {}) as { key?: unknown; count?: unknown };
      return typeof key === 'string' && typeof count === 'number' && count > 0 ? [{ state: key, count }] : [];
    })
    .sort((a, b) => b.count - a.count || (a.state < b.state ? -1 : 1));
}

/** The items a count stands for: the workflow type's item types running it in that state, as a search to open. */
export function instanceSearchLink(workflowKey: string, itemTypes: readonly string[], state: string, title: string): SearchLink {
  return {
    types: [...itemTypes],
    filters: [
      { prop: '_wf.definition', kind: 'eq', value: workflowKey },
      { prop: '_wf.state', kind: 'eq', value: state },
    ],
    title,
  };
}

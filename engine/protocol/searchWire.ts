/**
 * TypeScript view of the search/ids request, generated from schemas/search-request.schema.json
 * (generated/protocol.ts), and of its reply, which has no schema; shared by the client that sends
 * searches and the server that answers them.
 */
import type { FacetRequest, SearchFilter } from '../../generated/protocol';

export type { BoolQuery, FacetRequest, RangeBound, Scalar, SearchFilter, SearchRequest, SortRequest } from '../../generated/protocol';

/** Ids of the asker the server substitutes for an actor filter. */
export type ActorFilterValue = Extract<SearchFilter, { kind: 'actor' }>['value'];

export type FacetKind = NonNullable<FacetRequest['kind']>;

export interface FacetCount {
  key: string;
  count: number;
}

export interface SearchReply {
  ids: string[];
  labels?: Record<string, string>;
  /** With `withRows`: the hits' items in `ids` order, as readMany/object answers them. */
  rows?: unknown[];
  facets: Record<string, FacetCount[]>;
  total: number;
}

/** Platform spec §9: default max 50, "all" is 2147483647. */
export const DEFAULT_SEARCH_MAX = 50;
export const SEARCH_MAX_ALL = 2147483647;

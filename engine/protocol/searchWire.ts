/**
 * TypeScript view of schemas/search-request.schema.json and of the search/ids reply, shared by the
 * client that sends searches and the server that answers them (server/search/searchRequest.test.ts
 * keeps it in step with the schema).
 */
export type Scalar = string | number | boolean;
export type RangeBound = string | number;

/** Ids of the asker the server substitutes for an actor filter. */
export type ActorFilterValue = 'user' | 'contact' | 'orgs' | 'adminOrgs';

export type SearchFilter =
  | { prop: string; kind: 'eq'; value: Scalar }
  | { prop: string; kind: 'in'; value: Scalar[] }
  | { prop: string; kind: 'range'; value: { from?: RangeBound; to?: RangeBound } }
  | { prop: string; kind: 'exists' }
  | { prop: string; kind: 'prefix'; value: string }
  | { prop?: string; kind: 'text'; value: string }
  | { prop?: '_t'; kind: 'type'; value: string | string[] }
  | { prop: string; kind: 'actor'; value: ActorFilterValue };

export interface BoolQuery {
  must?: SearchFilter[];
  should?: SearchFilter[];
  mustNot?: SearchFilter[];
  subs?: BoolQuery[];
  subsShould?: BoolQuery[];
  minShould?: number;
}

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

export interface SearchRequest extends BoolQuery {
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

import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import schema from '../../schemas/search-request.schema.json';
import { OperationError } from '../protocol/contract';
import type { ActorFilterValue } from './actorFilter';

/** TypeScript view of schemas/search-request.schema.json (kept in step by searchRequest.test.ts). */
export type Scalar = string | number | boolean;
export type RangeBound = string | number;

export type Filter =
  | { prop: string; kind: 'eq'; value: Scalar }
  | { prop: string; kind: 'in'; value: Scalar[] }
  | { prop: string; kind: 'range'; value: { from?: RangeBound; to?: RangeBound } }
  | { prop: string; kind: 'exists' }
  | { prop: string; kind: 'prefix'; value: string }
  | { prop?: string; kind: 'text'; value: string }
  | { prop?: '_t'; kind: 'type'; value: string | string[] }
  | { prop: string; kind: 'actor'; value: ActorFilterValue };

export interface BoolQuery {
  must?: Filter[];
  should?: Filter[];
  mustNot?: Filter[];
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

export const DEFAULT_MAX = 50;
/** The spec's "all". */
export const MAX_ALL = 2147483647;

let validate: ValidateFunction | undefined;

/** Checks a search/ids body against the schema; a bad one answers parseRequestFailed (shown quietly). */
export function parseSearchRequest(body: unknown): SearchRequest {
  validate ??= new Ajv2020({ allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true }).compile(schema);
  if (validate(body ?? {})) return (body ?? {}) as SearchRequest;
  const error = validate.errors?.[0];
  const where = error?.instancePath || '/';
  throw new OperationError('parseRequestFailed', `search request ${where}: ${error?.message ?? 'invalid'}`, 400);
}

export function maxOf(request: SearchRequest): number {
  if (request.max === 'all') return MAX_ALL;
  return request.max ?? DEFAULT_MAX;
}

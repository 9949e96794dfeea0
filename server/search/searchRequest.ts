import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import schema from '../../schemas/search-request.schema.json';
import { OperationError } from '../protocol/contract';
import { checkQueryShape } from './queryShape';
import { DEFAULT_SEARCH_MAX, SEARCH_MAX_ALL, type SearchRequest } from '../../engine/protocol/searchWire';

export type {
  BoolQuery,
  FacetCount,
  FacetKind,
  FacetRequest,
  RangeBound,
  Scalar,
  SearchFilter as Filter,
  SearchReply,
  SearchRequest,
  SortRequest,
} from '../../engine/protocol/searchWire';
export { DEFAULT_SEARCH_MAX as DEFAULT_MAX, SEARCH_MAX_ALL as MAX_ALL } from '../../engine/protocol/searchWire';

let validate: ValidateFunction | undefined;

/**
 * Checks a search/ids body: its size and depth first (queryTooDeep, queryTooLarge), then the schema;
 * a bad one answers parseRequestFailed (shown quietly).
 */
export function parseSearchRequest(body: unknown): SearchRequest {
  checkQueryShape(body);
  validate ??= new Ajv2020({ allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true }).compile(schema);
  if (validate(body ?? {})) return (body ?? {}) as SearchRequest;
  const error = validate.errors?.[0];
  const where = error?.instancePath || '/';
  throw new OperationError('parseRequestFailed', `search request ${where}: ${error?.message ?? 'invalid'}`, 400);
}

export function maxOf(request: SearchRequest): number {
  if (request.max === 'all') return SEARCH_MAX_ALL;
  return request.max ?? DEFAULT_SEARCH_MAX;
}

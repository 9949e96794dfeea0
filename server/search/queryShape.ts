import { OperationError } from '../protocol/contract';

/** Sub-query levels a search may nest (the request itself is level 1). */
export const MAX_QUERY_DEPTH = 8;
/** Filters plus sub-queries in one search request, all levels together. */
export const MAX_QUERY_CLAUSES = 500;

const FILTER_LISTS = ['must', 'should', 'mustNot'] as const;
const QUERY_LISTS = ['subs', 'subsShould'] as const;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * Refuses a search whose sub-queries nest deeper than MAX_QUERY_DEPTH or that holds more than
 * MAX_QUERY_CLAUSES clauses. It runs before ajv and the compiler, which both recurse per level:
 * walking with an explicit stack (never recursion) and stopping at the first excess, so a body nested
 * 10,000 deep costs a few steps and can never overflow the call stack.
 */
export function checkQueryShape(body: unknown): void {
  const pending: { node: unknown; depth: number }[] = [{ node: body, depth: 1 }];
  let clauses = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const node = record(next.node);
    if (!node) continue; // a wrong shape is the schema's to refuse
    for (const key of FILTER_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) clauses += list.length;
    }
    for (const key of QUERY_LISTS) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      clauses += list.length;
      if (clauses > MAX_QUERY_CLAUSES) break;
      if (list.length > 0 && next.depth >= MAX_QUERY_DEPTH) {
        throw new OperationError('queryTooDeep', `search sub-queries nest deeper than ${MAX_QUERY_DEPTH} levels`, 400);
      }
      for (const child of list) pending.push({ node: child, depth: next.depth + 1 });
    }
    if (clauses > MAX_QUERY_CLAUSES) {
      throw new OperationError('queryTooLarge', `search request has more than ${MAX_QUERY_CLAUSES} filters and sub-queries`, 400);
    }
  }
}

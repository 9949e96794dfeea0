import { DEFAULT_SORT } from '../../engine/registry/compiledSearch';
import type { HiddenFields } from '../../engine/derive/fieldRead';
import type { Registry } from '../../engine/registry/registry';
import type { SqlFragment } from '../permissions/sqlFragment';
import { OperationError } from '../protocol/contract';
import { fieldSource, VALUES_OF_ITEM } from './fieldSource';
import { RELEVANCE_SORT_KEY, relevanceOrder } from './relevanceSql';
import type { SortRequest } from './searchRequest';

export interface SortScope {
  registry: Registry;
  types: readonly string[];
  admin: boolean;
  /** Fields types hide from the asker: not sortable in a search over those types. */
  hidden?: HiddenFields;
  /** What the user typed (the query's full-text filters): the text _score ranks titles against. */
  typedText?: string;
}

/** Sortable everywhere: the index and the creation time (the default, newest first). */
const ALWAYS_SORTABLE = new Set(['_i', '_c.ts']);

function sortableFields(scope: SortScope): Set<string> {
  const fields = new Set(ALWAYS_SORTABLE);
  for (const type of scope.types) {
    const search = scope.registry.types.get(type)?.search;
    search?.headers.filter((h) => h.sortable && (!h.adminOnly || scope.admin)).forEach((h) => fields.add(h.field));
    search?.defaultSort.forEach((s) => fields.add(s.field));
  }
  // The order of hits would reveal hidden values.
  for (const [field, types] of scope.hidden?.byField ?? []) if (types.some((type) => scope.types.includes(type))) fields.delete(field);
  return fields;
}

/** The requested sort, else the compiled default sort of a single searched type, else _c.ts desc. */
export function effectiveSort(scope: SortScope, requested: SortRequest[] | undefined): readonly SortRequest[] {
  if (requested && requested.length > 0) return requested;
  const only = scope.types.length === 1 ? scope.types[0] : undefined;
  return (only === undefined ? undefined : scope.registry.types.get(only)?.search.defaultSort) ?? DEFAULT_SORT;
}

/**
 * ORDER BY for the hits: declared sortable headers only. List fields sort by their least (asc) or
 * greatest (desc) value; items without a value come last; ties newest first.
 */
export function compileSort(scope: SortScope, requested: SortRequest[] | undefined): SqlFragment {
  const allowed = sortableFields(scope);
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const key of effectiveSort(scope, requested)) {
    const field = key.key ?? key.field ?? '';
    if (field === RELEVANCE_SORT_KEY) {
      if (scope.typedText === undefined) throw new OperationError('parseRequestFailed', `"${RELEVANCE_SORT_KEY}" needs a full-text filter to rank by`, 400);
      const relevance = relevanceOrder(scope.registry, scope.types, scope.typedText, key.order === 'asc' ? 'ASC' : 'DESC');
      parts.push(relevance.sql);
      params.push(...relevance.params);
      continue;
    }
    if (!allowed.has(field)) throw new OperationError('parseRequestFailed', `"${field}" is not a sortable header of the searched types`, 400);
    const direction = key.order === 'desc' ? 'DESC' : 'ASC';
    const source = fieldSource(scope.registry, field);
    if (source.kind === 'column') {
      parts.push(`i.${source.column} ${direction}`);
      continue;
    }
    const pick = direction === 'ASC' ? 'MIN' : 'MAX';
    const value = (column: string): string => `(SELECT ${pick}(v.${column}) FROM ${VALUES_OF_ITEM} WHERE v.item_id = i.id AND v.field = ?)`;
    parts.push(`${value('value_num')} ${direction} NULLS LAST`, `${value('value_text')} COLLATE NOCASE ${direction} NULLS LAST`);
    params.push(source.field, source.field);
  }
  parts.push('i.seq DESC');
  return { sql: parts.join(', '), params };
}

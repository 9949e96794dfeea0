import type { Registry } from '../../../engine/registry/registry';
import { fieldSource } from '../fieldSource';
import { RELEVANCE_SORT_KEY } from '../relevanceSql';
import type { SortRequest } from '../searchRequest';
import type { SearchIndex } from './searchIndex';
import { IndexCannotAnswer, readerOf } from './slotTests';

/** One ORDER BY term over the hits, by position: numbers (NaN: NULL) or texts. */
interface SortColumn {
  nums?: Float64Array;
  texts?: (string | null)[];
  direction: 1 | -1;
  /** NULLS LAST whatever the direction (value fields); else NULL is the smallest value (columns). */
  nullsLast: boolean;
}

function compareNullable(x: number | string | null, y: number | string | null, column: SortColumn): number {
  const xNull = x === null || (typeof x === 'number' && Number.isNaN(x));
  const yNull = y === null || (typeof y === 'number' && Number.isNaN(y));
  if (xNull || yNull) {
    if (xNull && yNull) return 0;
    if (column.nullsLast) return xNull ? 1 : -1;
    return (xNull ? -1 : 1) * column.direction;
  }
  if (x === y) return 0;
  return ((x as number | string) < (y as number | string) ? -1 : 1) * column.direction;
}

/** The sort columns of the effective sort (sortSql compileSort), computed for every hit. */
function sortColumns(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], hits: readonly number[]): SortColumn[] {
  const columns: SortColumn[] = [];
  for (const key of sort) {
    const field = key.key ?? key.field ?? '';
    if (field === RELEVANCE_SORT_KEY) throw new IndexCannotAnswer('relevance order reads titles from item JSON');
    const descending = key.order === 'desc';
    const direction = descending ? -1 : 1;
    const reader = readerOf(index, fieldSource(registry, field));
    if (reader.kind === 'terms' && fieldSource(registry, field).kind === 'values') {
      const nums = new Float64Array(hits.length);
      const texts: (string | null)[] = new Array<string | null>(hits.length);
      const termNums = index.terms.numbers();
      hits.forEach((slot, n) => {
        // MIN/MAX of value_num and of value_text (binary), as the SQL subqueries pick them.
        let num = Number.NaN;
        let text: string | null = null;
        let textCode = -1;
        const visit = (code: number): void => {
          const value = termNums[code] ?? Number.NaN;
          if (!Number.isNaN(value) && (Number.isNaN(num) || (descending ? value > num : value < num))) num = value;
          const t = index.terms.text(code);
          if (t !== null && (text === null || (descending ? t > text : t < text))) {
            text = t;
            textCode = code;
          }
        };
        const first = reader.first(slot);
        if (first >= 0) {
          visit(first);
          reader.more(slot)?.forEach(visit);
        }
        nums[n] = num;
        texts[n] = textCode < 0 ? null : index.terms.foldedText(textCode);
      });
      columns.push({ nums, direction, nullsLast: true }, { texts, direction, nullsLast: true });
    } else if (reader.kind === 'terms') {
      columns.push({ texts: hits.map((slot) => { const code = reader.first(slot); return code < 0 ? null : index.terms.text(code); }), direction, nullsLast: false });
    } else if (reader.kind === 'id') {
      columns.push({ texts: hits.map((slot) => reader.value(slot)), direction, nullsLast: false });
    } else {
      columns.push({ nums: Float64Array.from(hits, (slot) => reader.value(slot)), direction, nullsLast: false });
    }
  }
  return columns;
}

/**
 * The hits from offset to offset + max in the order of the effective sort, ties newest first
 * (seq DESC). Only the first offset + max are ordered: the rest are rejected against the worst kept.
 */
export function orderedPage(index: SearchIndex, registry: Registry, sort: readonly SortRequest[], hits: readonly number[], offset: number, max: number): number[] {
  const columns = sortColumns(index, registry, sort, hits);
  const compare = (a: number, b: number): number => {
    for (const column of columns) {
      const order = column.nums ? compareNullable(column.nums[a] ?? Number.NaN, column.nums[b] ?? Number.NaN, column) : compareNullable(column.texts?.[a] ?? null, column.texts?.[b] ?? null, column);
      if (order !== 0) return order;
    }
    return (hits[b] ?? 0) - (hits[a] ?? 0);
  };
  const wanted = Math.min(hits.length, offset + max);
  let positions: number[];
  if (wanted * 4 >= hits.length) {
    positions = hits.map((_, n) => n).sort(compare);
  } else {
    positions = [];
    for (let n = 0; n < hits.length; n += 1) {
      if (positions.length === wanted && compare(n, positions[wanted - 1] ?? 0) >= 0) continue;
      let low = 0;
      let high = positions.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (compare(positions[mid] ?? 0, n) <= 0) low = mid + 1;
        else high = mid;
      }
      positions.splice(low, 0, n);
      if (positions.length > wanted) positions.pop();
    }
  }
  return positions.slice(offset, offset + max).map((n) => hits[n] ?? 0);
}

import type { Registry } from '../../../engine/registry/registry';
import { fieldSource } from '../fieldSource';
import { scalarForms } from '../filterSql';
import type { BoolQuery } from '../searchRequest';
import type { SearchIndex } from './searchIndex';
import { slotReader } from './slotReaders';
import type { TypeSegment } from './typeSegment';

/** The codes an eq/in filter matches on a values field, with the column of each type ordinal. */
interface EqualityScan {
  codes: ReadonlySet<number>;
  firsts: readonly (Int32Array | undefined)[];
  mores: readonly (ReadonlyMap<number, number[]> | undefined)[];
}

/**
 * A top-level eq/in filter on an item_values field, as term codes and the columns holding them;
 * undefined when the filter is of another kind or its field is not a per-type term column.
 */
function equalityScan(index: SearchIndex, registry: Registry, query: BoolQuery): EqualityScan | undefined {
  let narrowest: EqualityScan | undefined;
  for (const filter of query.must ?? []) {
    if (filter.kind !== 'eq' && filter.kind !== 'in') continue;
    const source = fieldSource(registry, filter.prop);
    if (source.kind !== 'values') continue;
    const reader = slotReader(index, source);
    if (reader.kind !== 'terms' || reader.layout.kind !== 'byType') continue;
    const { texts, nums } = scalarForms(source, filter.kind === 'eq' ? [filter.value] : filter.value, false);
    const codes = index.terms.codesMatching(texts, nums);
    if (narrowest === undefined || codes.size < narrowest.codes.size) narrowest = { codes, ...reader.layout };
  }
  return narrowest;
}

/**
 * The slots of the segments' rows, in row order, narrowed by one top-level eq/in filter when the
 * query has one (a dashboard's `state = PENDING`): a tight loop over the column's codes instead of
 * the full test on every row. Only a necessary condition: every candidate still passes the whole
 * query and the read rule, so the answer is the same.
 */
export function segmentCandidates(index: SearchIndex, registry: Registry, segments: readonly TypeSegment[], query: BoolQuery): number[] {
  const scan = equalityScan(index, registry, query);
  const slots: number[] = [];
  for (const segment of segments) {
    const rows = segment.slots;
    if (scan === undefined) {
      for (let row = 0; row < rows.length; row += 1) {
        const slot = rows[row] ?? 0;
        if (slot !== 0) slots.push(slot);
      }
      continue;
    }
    const first = scan.firsts[segment.ordinal];
    // The type has no value of the field: none of its items equals anything.
    if (first === undefined) continue;
    const more = scan.mores[segment.ordinal];
    const single = scan.codes.size === 1 ? [...scan.codes][0] : undefined;
    const end = Math.min(rows.length, first.length);
    for (let row = 0; row < end; row += 1) {
      const code = first[row] ?? -1;
      if (code < 0) continue;
      const matches = single === undefined ? scan.codes.has(code) : code === single;
      if (matches || (more !== undefined && more.get(row)?.some((other) => scan.codes.has(other)) === true)) {
        const slot = rows[row] ?? 0;
        if (slot !== 0) slots.push(slot);
      }
    }
  }
  return slots;
}

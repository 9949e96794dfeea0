import type { FieldSource } from '../fieldSource';
import type { SearchIndex } from './searchIndex';
import type { ValuesColumn } from './typeSegment';

/** A field whose values are term codes: item_values fields and the text columns (type, creator, visibility). */
export interface TermReader {
  kind: 'terms';
  /** The first value's code, -1 when the item has none. */
  first(slot: number): number;
  /** Further distinct values (list fields). */
  more(slot: number): readonly number[] | undefined;
}

/** A number column (_i, _u), the creation instant (_c.ts, in ms) or the id ($id, built on demand). */
export type SlotReader = TermReader | { kind: 'num' | 'instant'; value(slot: number): number } | { kind: 'id'; value(slot: number): string };

/** Whether some value code of the slot passes test. */
export function anyCode(reader: TermReader, slot: number, test: (code: number) => boolean): boolean {
  const first = reader.first(slot);
  if (first < 0) return false;
  if (test(first)) return true;
  const more = reader.more(slot);
  return more !== undefined && more.some(test);
}

function valuesReader(index: SearchIndex, field: string): TermReader {
  // Each type's column of the field, by type ordinal (undefined: the type never had the field).
  const columns: (ValuesColumn | undefined)[] = index.segments.map((segment) => segment.columns.get(field));
  const { typeOrd, idx } = index;
  return {
    kind: 'terms',
    first(slot) {
      const column = columns[typeOrd[slot] ?? 0];
      if (column === undefined) return -1;
      return column.first[idx[slot] ?? 0] ?? -1;
    },
    more(slot) {
      const column = columns[typeOrd[slot] ?? 0];
      return column === undefined || column.more.size === 0 ? undefined : column.more.get(idx[slot] ?? 0);
    },
  };
}

function column(codes: Int32Array): TermReader {
  return { kind: 'terms', first: (slot) => codes[slot] ?? -1, more: () => undefined };
}

/** How to read a field's values of a slot, over the index as it is now (readers are rebuilt per search). */
export function slotReader(index: SearchIndex, source: FieldSource): SlotReader {
  if (source.kind === 'values') return valuesReader(index, source.field);
  switch (source.column) {
    case 'type': {
      const terms = index.segments.map((segment) => segment.typeTerm);
      const { typeOrd } = index;
      return { kind: 'terms', first: (slot) => terms[typeOrd[slot] ?? 0] ?? -1, more: () => undefined };
    }
    case 'created_by':
      return column(index.createdBy);
    case 'access':
      return column(index.access);
    case 'idx':
      return { kind: 'num', value: (slot) => index.idx[slot] ?? Number.NaN };
    case 'u':
      return { kind: 'num', value: (slot) => index.u[slot] ?? Number.NaN };
    case 'created_ts':
      return { kind: 'instant', value: (slot) => index.createdMs[slot] ?? Number.NaN };
    default:
      return { kind: 'id', value: (slot) => index.idOf(slot) };
  }
}

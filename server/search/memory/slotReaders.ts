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
  /** The arrays behind first() and more(), for loops that read them without a call per slot. */
  layout: TermLayout;
}

/**
 * Where a term field's codes are: per type ordinal, a column by the item's row (undefined: the type has
 * no such column; mores undefined: no list extras), or one code per slot (creator, visibility), or
 * the type's own term.
 */
export type TermLayout =
  | {
      kind: 'byType';
      firsts: readonly (Int32Array | undefined)[];
      mores: readonly (ReadonlyMap<number, number[]> | undefined)[];
      /** The columns themselves by type ordinal (their first-code tallies, columnTally.ts). */
      columns: readonly (ValuesColumn | undefined)[];
    }
  | { kind: 'bySlot'; codes: Int32Array }
  | { kind: 'typeTerm'; terms: readonly number[] };

/** A number column (_i, _u) or the creation instant (_c.ts, in ms); array: the per-slot column itself, for tight loops. */
export interface NumberReader {
  kind: 'num' | 'instant';
  value(slot: number): number;
  array?: Float64Array;
}

/** A number column, the creation instant or the id ($id, built on demand). */
export type SlotReader = TermReader | NumberReader | { kind: 'id'; value(slot: number): string; array?: undefined };

function valuesReader(index: SearchIndex, field: string): TermReader {
  // Each type's first codes and list extras of the field, by type ordinal (undefined: the type has
  // no such column, or no list extras), read without going through the column objects.
  const columns: (ValuesColumn | undefined)[] = index.segments.map((segment) => segment.columns.get(field));
  const firsts = columns.map((column) => column?.first);
  const mores = columns.map((column) => (column === undefined || column.more.size === 0 ? undefined : column.more));
  const { typeOrd, idx } = index;
  return {
    kind: 'terms',
    layout: { kind: 'byType', firsts, mores, columns },
    first(slot) {
      const first = firsts[typeOrd[slot] ?? 0];
      return first === undefined ? -1 : (first[idx[slot] ?? 0] ?? -1);
    },
    more(slot) {
      const more = mores[typeOrd[slot] ?? 0];
      return more === undefined ? undefined : more.get(idx[slot] ?? 0);
    },
  };
}

function column(codes: Int32Array): TermReader {
  return { kind: 'terms', layout: { kind: 'bySlot', codes }, first: (slot) => codes[slot] ?? -1, more: () => undefined };
}

/** How to read a field's values of a slot, over the index as it is now (readers are rebuilt per search). */
export function slotReader(index: SearchIndex, source: FieldSource): SlotReader {
  if (source.kind === 'values') return valuesReader(index, source.field);
  switch (source.column) {
    case 'type': {
      const terms = index.segments.map((segment) => segment.typeTerm);
      const { typeOrd } = index;
      return { kind: 'terms', layout: { kind: 'typeTerm', terms }, first: (slot) => terms[typeOrd[slot] ?? 0] ?? -1, more: () => undefined };
    }
    case 'created_by':
      return column(index.createdBy);
    case 'access':
      return column(index.access);
    case 'idx':
      return { kind: 'num', value: (slot) => index.idx[slot] ?? Number.NaN, array: index.idx };
    case 'u':
      return { kind: 'num', value: (slot) => index.u[slot] ?? Number.NaN, array: index.u };
    case 'created_ts':
      return { kind: 'instant', value: (slot) => index.createdMs[slot] ?? Number.NaN, array: index.createdMs };
    default:
      return { kind: 'id', value: (slot) => index.idOf(slot) };
  }
}

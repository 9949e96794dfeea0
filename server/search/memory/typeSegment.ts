import { tallyFirstCode } from './columnTally';

/** The values of one field for one type's items: a term code per row (-1: none), more codes for list fields. */
export interface ValuesColumn {
  first: Int32Array<ArrayBuffer>;
  /** Second and later distinct values of a row (list fields), by row. */
  more: Map<number, number[]>;
  /** Rows per first code (columnTally.ts): undefined until used, null when the column is too diverse to keep one. */
  tally?: Map<number, number> | null;
}

function grownInt32(array: Int32Array<ArrayBuffer>, size: number, fill: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const grown = new Int32Array(Math.max(size, array.length * 2, 64));
  grown.set(array);
  grown.fill(fill, array.length);
  return grown;
}

/**
 * The items of one type. Rows are the items' own index numbers (`{type}-{idx}`), dense per type, so a
 * type's columns hold only the fields it indexes and an id finds its slot without a map.
 */
export class TypeSegment {
  /** Row (item index) → slot (items.seq), 0 when no item. */
  slots = new Int32Array(64);
  readonly columns = new Map<string, ValuesColumn>();

  constructor(
    readonly ordinal: number,
    readonly type: string,
    /** Term code of the type name (the _t column). */
    readonly typeTerm: number,
  ) {}

  /** Rows holding an item, counted on first use and then kept by place(); undefined: not counted yet. */
  private rows: number | undefined;

  place(row: number, slot: number): void {
    this.slots = grownInt32(this.slots, row + 1, 0);
    const before = this.slots[row] ?? 0;
    this.slots[row] = slot;
    if (this.rows !== undefined) this.rows += (slot !== 0 ? 1 : 0) - (before !== 0 ? 1 : 0);
  }

  /**
   * How many items the type has now (rows with a slot). A search whose hits include all of them can
   * count a facet over the type's whole column instead of item by item (hitProfile.ts).
   */
  get liveRows(): number {
    if (this.rows === undefined) {
      let rows = 0;
      for (const slot of this.slots) if (slot !== 0) rows += 1;
      this.rows = rows;
    }
    return this.rows;
  }

  slotOf(row: number): number {
    return this.slots[row] ?? 0;
  }

  /** Adds a distinct value code of field to row. */
  addValue(field: string, row: number, code: number): void {
    let column = this.columns.get(field);
    if (!column) {
      column = { first: new Int32Array(0), more: new Map() };
      this.columns.set(field, column);
    }
    if (row >= column.first.length) column.first = grownInt32(column.first, Math.max(row + 1, this.slots.length), -1);
    if (column.first[row] === -1) {
      column.first[row] = code;
      tallyFirstCode(column, code, 1);
      return;
    }
    const more = column.more.get(row);
    if (more) more.push(code);
    else column.more.set(row, [code]);
  }

  clearValues(row: number): void {
    for (const column of this.columns.values()) {
      const code = row < column.first.length ? (column.first[row] ?? -1) : -1;
      if (code >= 0) {
        column.first[row] = -1;
        tallyFirstCode(column, code, -1);
      }
      column.more.delete(row);
    }
  }

  /** Bytes held by the typed arrays (list extras and maps are estimated). */
  bytes(): number {
    let total = this.slots.byteLength;
    // A kept tally's entries (columnTally.ts) at ~40 bytes each, like the list extras' map entries.
    for (const column of this.columns.values()) total += column.first.byteLength + column.more.size * 48 + (column.tally?.size ?? 0) * 40;
    return total;
  }
}

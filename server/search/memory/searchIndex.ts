import type { SqlClient } from '../../db/sqlClient';
import { LabelCache } from './labelCache';
import { PrincipalMarksCache } from './principalMarks';
import { CreatedOrders } from './createdOrder';
import { ReadableSetsCache } from './readableSets';
import { tableRows } from './tableRows';
import { ScratchArrays } from './scratchArrays';
import { SlicedWork } from './slicedWork';
import { SortedOrders } from './sortedOrders';
import { TermDictionary } from './termDictionary';
import { TypeSegment } from './typeSegment';

/** The columns of an items row the index keeps. */
export interface IndexedRow {
  seq: number;
  type: string;
  idx: number;
  u: number;
  created_ts: string;
  created_by: string | null;
  access: string;
}

/** An item_values row as the build reads it (VALUE_COLUMNS). */
export type IndexedValueRow = [itemId: string, field: string, text: string | null, num: number | null];

/** An items row as the build reads it (ROW_COLUMNS). */
export type IndexedRowTuple = [seq: number, type: string, idx: number, u: number, createdTs: string, createdBy: string | null, access: string];

/** One item_values row of an item. */
export type IndexedValue = [field: string, text: string | null, num: number | null];

/** The per-slot arrays, all of one length. */
export interface SlotArrays {
  live: Uint8Array<ArrayBuffer>;
  typeOrd: Uint16Array<ArrayBuffer>;
  idx: Float64Array<ArrayBuffer>;
  u: Float64Array<ArrayBuffer>;
  createdMs: Float64Array<ArrayBuffer>;
  createdBy: Int32Array<ArrayBuffer>;
  access: Int32Array<ArrayBuffer>;
}

/** Everything a SearchIndex holds, as a snapshot stores it. */
export interface SearchIndexParts {
  terms: TermDictionary;
  segments: readonly TypeSegment[];
  end: number;
  slots: SlotArrays;
  irregularTimes: readonly number[];
  count: number;
}

/** Changes whose slots are remembered for kept per-version answers (readableSets.ts); older answers are recomputed. */
const CHANGE_LOG_SIZE = 50_000;
/** Distinct full-text matches kept (each a mask of one byte per slot: 1 MB at a million items). */
const FULL_TEXT_CACHE_SIZE = 8;
const ROW_COLUMNS = 'seq, type, idx, u, created_ts, created_by, access';
const VALUE_COLUMNS = 'item_id, field, value_text, value_num';

/** Epoch ms of a canonical ISO instant (as toISOString writes it); NaN for any other text. */
function canonicalInstant(text: string): number {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text ? ms : Number.NaN;
}

/**
 * The in-memory search index: per item slot (items.seq) its type, index, version, creation instant,
 * creator and visibility in typed arrays, and per type its item_values as dictionary-encoded columns.
 * It mirrors the items, item_values tables exactly; see server/search/README.md.
 */
export class SearchIndex {
  readonly segments: TypeSegment[] = [];
  private readonly segmentByType = new Map<string, TypeSegment>();
  capacity = 0;
  /** Highest slot ever used + 1: scans run over 1 .. end - 1. */
  end = 1;
  live = new Uint8Array(0);
  typeOrd = new Uint16Array(0);
  idx = new Float64Array(0);
  u = new Float64Array(0);
  createdMs = new Float64Array(0);
  createdBy = new Int32Array(0);
  access = new Int32Array(0);
  /** Slots whose creation instant is not canonical ISO text: searches touching _c.ts then use SQL. */
  readonly irregularTimes = new Set<number>();
  count = 0;
  /** Bumped by every change the index takes in (put, remove): what was computed at one version holds while it stays. */
  version = 0;
  /**
   * Full-text matches (FTS5 rowids, which are slots) of recent searches, valid at the version they
   * were read at: the item_text rows change only with item writes, and every item write reaches the
   * index as a change (put/remove) before the next search, so an entry of the current version is
   * exactly what FTS5 would answer. Repeated searches (paging, live lists re-run on each push, the
   * same term typed by many) skip the FTS5 query, the largest single cost of a text search at 1M items.
   */
  readonly fullTextCache = new Map<string, { version: number; hits: { mask: Uint8Array; slots: number[] } }>();
  /** Work arrays of searches over this index (hit lists, tallies), kept between searches. */
  readonly scratch = new ScratchArrays();

  /** Labels of returned items, kept per slot and version (labelCache.ts). */
  readonly labels: LabelCache = new LabelCache(this);
  /** The read rule's per-viewer membership bytes, kept between searches (principalMarks.ts). */
  readonly principalMarks: PrincipalMarksCache;

  /** Each viewer's readable slots, kept between searches and brought up to date by the change log (readableSets.ts). */
  readonly readableSets: ReadableSetsCache = new ReadableSetsCache(this);
  /** Work between searches (slicedWork.ts): the orders below, at large types. */
  readonly work = new SlicedWork();
  /** Each type's items by creation instant, for searches hitting whole types (createdOrder.ts). */
  readonly createdOrders: CreatedOrders = new CreatedOrders(this);
  /** Each type's items in the order of recent sorts, for searches with many hits of one type (sortedOrders.ts). */
  readonly sortedOrders: SortedOrders = new SortedOrders(this);

  /** The slot of each change since version changeBase (changed[k] made version changeBase + k + 1). */
  private changed: number[] = [];
  private changeBase = 0;

  constructor(readonly terms = new TermDictionary()) {
    this.principalMarks = new PrincipalMarksCache(terms);
  }

  /** The slots the changes after `version` touched, undefined when the log no longer reaches back that far. */
  slotsChangedSince(version: number): readonly number[] | undefined {
    if (version < this.changeBase || version > this.version) return undefined;
    return this.changed.slice(version - this.changeBase);
  }

  /** Counts a change of `slot` (a new version) in the log. */
  private changedSlot(slot: number): void {
    this.version += 1;
    if (this.changed.length >= CHANGE_LOG_SIZE) {
      this.changeBase = this.version - 1;
      this.changed = [];
    }
    this.changed.push(slot);
  }

  /** An index holding exactly these parts (a snapshot read back, see indexSnapshot.ts). */
  static restore(parts: SearchIndexParts): SearchIndex {
    const index = new SearchIndex(parts.terms);
    for (const segment of parts.segments) {
      index.segments.push(segment);
      index.segmentByType.set(segment.type, segment);
    }
    const { slots } = parts;
    index.capacity = slots.live.length;
    index.end = parts.end;
    index.live = slots.live;
    index.typeOrd = slots.typeOrd;
    index.idx = slots.idx;
    index.u = slots.u;
    index.createdMs = slots.createdMs;
    index.createdBy = slots.createdBy;
    index.access = slots.access;
    for (const slot of parts.irregularTimes) index.irregularTimes.add(slot);
    index.count = parts.count;
    return index;
  }

  /** Builds the index in one streaming pass over items and item_values (in the caller's transaction: PostgreSQL reads through cursors). */
  static build(db: SqlClient): SearchIndex {
    const index = new SearchIndex();
    index.addBuildRows(tableRows<IndexedRowTuple>(db, `SELECT ${ROW_COLUMNS} FROM items`, 'vgn_index_items'));
    index.addBuildValues(tableRows<IndexedValueRow>(db, `SELECT ${VALUE_COLUMNS} FROM item_values`, 'vgn_index_values'));
    return index;
  }

  /**
   * A build step: items rows (ROW_COLUMNS as arrays), in batches from any connection (the worker
   * reads PostgreSQL through a cursor). Every row comes before the first addBuildValues.
   */
  addBuildRows(rows: Iterable<IndexedRowTuple>): void {
    for (const [seq, type, idx, u, createdTs, createdBy, access] of rows) {
      this.setRow({ seq, type, idx, u, created_ts: createdTs, created_by: createdBy, access });
    }
  }

  /** A build step: item_values rows (VALUE_COLUMNS as arrays) after every items row, in batches. */
  addBuildValues(values: Iterable<IndexedValueRow>): void {
    let lastId = '';
    let segment: TypeSegment | undefined;
    let row = -1;
    for (const [itemId, field, text, num] of values) {
      if (itemId !== lastId) {
        lastId = itemId;
        const cut = itemId.lastIndexOf('-');
        segment = this.segmentByType.get(itemId.slice(0, cut));
        row = Number(itemId.slice(cut + 1));
      }
      if (segment && segment.slotOf(row) !== 0) segment.addValue(field, row, this.terms.intern(text, num));
    }
  }

  segmentOf(type: string): TypeSegment | undefined {
    return this.segmentByType.get(type);
  }

  /** The slot of an item id, 0 when the index holds no such item. */
  slotOfId(id: string): number {
    const cut = id.lastIndexOf('-');
    const segment = this.segmentByType.get(id.slice(0, cut));
    return segment ? segment.slotOf(Number(id.slice(cut + 1))) : 0;
  }

  typeOf(slot: number): TypeSegment {
    const segment = this.segments[this.typeOrd[slot] ?? 0];
    if (!segment) throw new Error(`slot ${slot} has no type`);
    return segment;
  }

  idOf(slot: number): string {
    return `${this.typeOf(slot).type}-${this.idx[slot] ?? 0}`;
  }

  /** Keeps a full-text match for later searches at this version (the last few distinct texts). */
  rememberFullText(match: string, hits: { mask: Uint8Array; slots: number[] }): void {
    this.fullTextCache.delete(match);
    this.fullTextCache.set(match, { version: this.version, hits });
    for (const [stale, entry] of this.fullTextCache) {
      if (this.fullTextCache.size <= FULL_TEXT_CACHE_SIZE && entry.version === this.version) break;
      this.fullTextCache.delete(stale);
    }
  }

  /** Replaces what the index holds for the item: its row and its value rows. */
  put(row: IndexedRow, values: readonly IndexedValue[]): void {
    this.changedSlot(row.seq);
    this.setRow(row);
    const segment = this.typeOf(row.seq);
    segment.clearValues(row.idx);
    for (const [field, text, num] of values) segment.addValue(field, row.idx, this.terms.intern(text, num));
  }

  remove(slot: number): void {
    if (slot <= 0 || slot >= this.capacity || this.live[slot] !== 1) return;
    this.changedSlot(slot);
    const segment = this.typeOf(slot);
    const row = this.idx[slot] ?? 0;
    segment.clearValues(row);
    segment.place(row, 0);
    this.live[slot] = 0;
    this.irregularTimes.delete(slot);
    this.count -= 1;
  }

  /** Approximate bytes of the index's own arrays and kept sets (the term texts are counted at 2 bytes a character). */
  bytes(): number {
    const slots = this.live.byteLength + this.typeOrd.byteLength + this.idx.byteLength + this.u.byteLength + this.createdMs.byteLength + this.createdBy.byteLength + this.access.byteLength;
    let terms = this.terms.numbers().byteLength;
    for (let code = 0; code < this.terms.size; code += 1) terms += 40 + 2 * (this.terms.text(code)?.length ?? 0);
    return slots + terms + this.readableSets.bytes() + this.createdOrders.bytes() + this.sortedOrders.bytes() + this.segments.reduce((sum, segment) => sum + segment.bytes(), 0);
  }

  private setRow(row: IndexedRow): void {
    const slot = row.seq;
    this.ensureCapacity(slot + 1);
    let segment = this.segmentByType.get(row.type);
    if (!segment) {
      segment = new TypeSegment(this.segments.length, row.type, this.terms.intern(row.type, null));
      this.segments.push(segment);
      this.segmentByType.set(row.type, segment);
    }
    if (this.live[slot] !== 1) this.count += 1;
    this.live[slot] = 1;
    this.typeOrd[slot] = segment.ordinal;
    this.idx[slot] = row.idx;
    this.u[slot] = row.u;
    const ms = canonicalInstant(row.created_ts);
    this.createdMs[slot] = ms;
    if (Number.isNaN(ms)) this.irregularTimes.add(slot);
    else this.irregularTimes.delete(slot);
    this.createdBy[slot] = row.created_by === null ? -1 : this.terms.intern(row.created_by, null);
    this.access[slot] = this.terms.intern(row.access, null);
    segment.place(row.idx, slot);
    this.end = Math.max(this.end, slot + 1);
  }

  private ensureCapacity(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(size, this.capacity * 2, 1024);
    const grow = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const grown = make(capacity);
      grown.set(array);
      return grown;
    };
    this.live = grow(this.live, (n) => new Uint8Array(n));
    this.typeOrd = grow(this.typeOrd, (n) => new Uint16Array(n));
    this.idx = grow(this.idx, (n) => new Float64Array(n));
    this.u = grow(this.u, (n) => new Float64Array(n));
    this.createdMs = grow(this.createdMs, (n) => new Float64Array(n));
    this.createdBy = grow(this.createdBy, (n) => new Int32Array(n));
    this.access = grow(this.access, (n) => new Int32Array(n));
    this.capacity = capacity;
  }
}

export const INDEXED_ROW_COLUMNS = ROW_COLUMNS;
export const INDEXED_VALUE_COLUMNS = VALUE_COLUMNS;

import type { SearchIndex } from './searchIndex';

/**
 * What the facet counters need to know about a search's hit list beyond its slots: how many hits
 * each type has, and which types are hit whole (every item of the type is a hit: a match-all as
 * administrator, a type filter alone). A facet over a field stored per type then counts a whole
 * type by its column's kept tally or one sequential pass over the column, with no per-hit lookups
 * (type ordinal, row, column), and the type facet itself is the hits per type. Computed on first
 * use, once per search. When every hit is in a type hit whole, the hit list itself may never be
 * needed: the search then gives a function that collects it on first use (indexedSearch.ts).
 */
export class HitProfile {
  private perType: Int32Array | undefined;
  private whole: Uint8Array | undefined;
  private list: Int32Array | (() => Int32Array);
  private gathered: { types: Int32Array; rows: Int32Array } | undefined;
  private created: Float64Array | undefined;

  /** perType: the hits per type ordinal when the caller counted them (or knows them without a list). */
  constructor(
    private readonly index: SearchIndex,
    hits: Int32Array | (() => Int32Array),
    perType?: Int32Array,
  ) {
    this.list = hits;
    this.perType = perType;
  }

  /** The hits' slots, ascending (collected now if the search deferred it). */
  get hits(): Int32Array {
    if (typeof this.list === 'function') this.list = this.list();
    return this.list;
  }

  /** How many hits (without collecting them when the hits per type are known). */
  total(): number {
    if (this.perType === undefined) return this.hits.length;
    let sum = 0;
    for (const hits of this.perType) sum += hits;
    return sum;
  }

  /** Hits per type ordinal. */
  hitsByType(): Int32Array {
    if (this.perType === undefined) {
      const counts = new Int32Array(this.index.segments.length);
      const { types } = this.typesAndRows();
      for (let n = 0; n < types.length; n += 1) {
        const type = types[n] ?? 0;
        counts[type] = (counts[type] ?? 0) + 1;
      }
      this.perType = counts;
    }
    return this.perType;
  }

  /**
   * Each hit's type ordinal and row (its item number), by the hit's position, read once per search.
   * Every per-type facet needs both for every hit: read from the index's per-slot arrays (`idx` is
   * 8 MB at a million slots) they were one or two cache misses per hit and facet when the hits are
   * scattered (a member's match-all); gathered once, each facet reads them in sequence.
   */
  typesAndRows(): { types: Int32Array; rows: Int32Array } {
    if (this.gathered === undefined) {
      const { hits } = this;
      const { typeOrd, idx, scratch } = this.index;
      const types = scratch.take(hits.length, false);
      const rows = scratch.take(hits.length, false);
      for (let n = 0; n < hits.length; n += 1) {
        const slot = hits[n] ?? 0;
        types[n] = typeOrd[slot] ?? 0;
        rows[n] = idx[slot] ?? 0;
      }
      this.gathered = { types, rows };
    }
    return this.gathered;
  }

  /**
   * Each hit's creation instant by the hit's position, read once: the `_c.ts` facet tallies them and
   * the default page (newest first) then walks them in sequence instead of reading the 8 MB per-slot
   * column again at scattered slots.
   */
  createdInstants(): Float64Array {
    if (this.created === undefined) {
      const { hits } = this;
      const { createdMs, scratch } = this.index;
      const created = scratch.takeFloats(hits.length);
      for (let n = 0; n < hits.length; n += 1) created[n] = createdMs[hits[n] ?? 0] ?? Number.NaN;
      this.created = created;
    }
    return this.created;
  }

  /** The creation instants by position when a facet gathered them already (else undefined: read by slot). */
  gatheredInstants(): Float64Array | undefined {
    return this.created;
  }

  /** Gives the gathered arrays back to the index's scratch arrays (the search is over). */
  release(): void {
    if (this.created !== undefined) this.index.scratch.giveBackFloats(this.created);
    this.created = undefined;
    if (this.gathered === undefined) return;
    this.index.scratch.giveBack(this.gathered.types, false);
    this.index.scratch.giveBack(this.gathered.rows, false);
    this.gathered = undefined;
  }

  /** 1 for each type ordinal whose every item is a hit (and that has items). */
  wholeTypes(): Uint8Array {
    if (this.whole === undefined) {
      const perType = this.hitsByType();
      this.whole = Uint8Array.from(this.index.segments, (segment, type) => {
        const hits = perType[type] ?? 0;
        return hits > 0 && hits === segment.liveRows ? 1 : 0;
      });
    }
    return this.whole;
  }

  /** Whether some type is hit whole and has a column in `firsts` (else counting goes hit by hit). */
  anyWhole(firsts: readonly (Int32Array | undefined)[]): boolean {
    const whole = this.wholeTypes();
    return firsts.some((first, type) => first !== undefined && whole[type] === 1);
  }

  /** Whether every hit is in a type hit whole: counts over the whole types are then the whole answer. */
  onlyWhole(): boolean {
    const perType = this.hitsByType();
    const whole = this.wholeTypes();
    return perType.every((hits, type) => hits === 0 || whole[type] === 1);
  }
}

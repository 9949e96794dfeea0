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
      const { typeOrd } = this.index;
      const { hits } = this;
      for (let n = 0; n < hits.length; n += 1) {
        const type = typeOrd[hits[n] ?? 0] ?? 0;
        counts[type] = (counts[type] ?? 0) + 1;
      }
      this.perType = counts;
    }
    return this.perType;
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

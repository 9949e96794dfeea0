import type { Intervals } from './intervals';
import type { SearchIndex } from './searchIndex';
import type { TypeSegment } from './typeSegment';
import { liveSlotsSteps } from './liveSlots';
import { sortedNumbersSteps } from './slicedSort';
import { drain, slicedFor, type Steps } from './slicedWork';
import { countBelow, numberRanksSteps, POSITION_SPAN } from './sortRanks';

/** A type's items ordered by creation instant, as they were at one index version. */
interface Base {
  version: number;
  /** Slots ascending by (instant, slot); items without an instant (NaN) last. */
  slots: Int32Array;
  /** The slots' instants at `version`, in the same order. */
  instants: Float64Array;
  /** Entries with an instant (the first `timed`); the rest have none. */
  timed: number;
}

/** A base and the distinct slots the index changed since it (any type): those entries may be stale. */
interface View {
  base: Base;
  changed: ReadonlySet<number>;
}

/** A base is rebuilt when more slots changed since than this (or one in 16 of its entries). */
const MOST_CHANGES = 4096;

/**
 * Per type, its items sorted by creation instant: what a search hitting whole types (an
 * administrator's match-all) needs for the `_c.ts` range facet (a binary search per bucket bound,
 * not a lookup per hit) and for the default page, newest first (the last entries, not a pass over
 * every hit). Sorted on first use, at a large type in steps between searches (slicedWork.ts), which
 * meanwhile count per hit; then kept across writes: the slots the index's change log names
 * since the sort are taken out of the base's answer and counted again from their current state, so
 * the answer is exact at every version; past MOST_CHANGES (or a log that no longer reaches back) the
 * type is sorted again. Derived at run time: the snapshot is unchanged.
 */
export class CreatedOrders {
  private readonly bases = new Map<number, Base>();
  /** Slot → its position in its type's base + 1 (0: in no base); a slot belongs to one type. */
  private position = new Int32Array(0);
  /** Types with an infinite instant, by the index version they were tried at (tried again after a change). */
  private readonly refused = new Map<number, number>();

  constructor(private readonly index: SearchIndex) {}

  /** Bytes held: the positions and each base's slots and instants. */
  bytes(): number {
    let total = this.position.byteLength;
    for (const base of this.bases.values()) total += base.slots.byteLength + base.instants.byteLength;
    return total;
  }

  /**
   * The type's base, or undefined (the caller counts per hit): while it is made, or when an
   * instant is infinite. A missing or stale base is made again: at once for a small type, else in
   * steps between searches (slicedWork.ts); a stale one that the change log still covers is used
   * meanwhile.
   */
  private view(segment: TypeSegment): View | undefined {
    const { index } = this;
    const kept = this.bases.get(segment.ordinal);
    const since = kept === undefined ? undefined : index.slotsChangedSince(kept.version);
    if (kept === undefined || since === undefined || since.length > Math.max(MOST_CHANGES, kept.slots.length >> 4)) {
      const refused = this.refused.get(segment.ordinal);
      if (refused === undefined || refused !== index.version) {
        const steps = this.sort(segment);
        if (slicedFor(segment.liveRows)) index.work.start(`created\n${segment.ordinal}`, steps);
        else drain(steps);
      }
    }
    const base = this.bases.get(segment.ordinal);
    const changed = base === undefined ? undefined : index.slotsChangedSince(base.version);
    return base === undefined || changed === undefined ? undefined : { base, changed: new Set(changed) };
  }

  /**
   * Sorts the type's items by instant and keeps them as of the index version at the start: the
   * slots changed since then, during the steps too, are named by the change log and counted from
   * their current state.
   */
  private *sort(segment: TypeSegment): Steps<void> {
    const { index } = this;
    const version = index.version;
    const ascending = yield* liveSlotsSteps(index, segment);
    const count = ascending.length;
    const unsorted = new Float64Array(count);
    for (let n = 0; n < count; n += 1) {
      const instant = index.createdMs[ascending[n] ?? 0] ?? Number.NaN;
      if (instant === Number.POSITIVE_INFINITY || instant === Number.NEGATIVE_INFINITY || count > POSITION_SPAN) {
        // Not answered this way until the index changes (the per-hit count is exact).
        this.refused.set(segment.ordinal, version);
        this.drop(segment.ordinal);
        return;
      }
      unsorted[n] = instant;
    }
    yield;
    // Instant ascending, NaN (no instant) last, ties by slot ascending: each instant's rank packed
    // above the position in the ascending slot list into one float, sorted (natively per run, merged
    // in steps; a comparator sort took over a second for a million items).
    const { ranks } = yield* numberRanksSteps(unsorted, { direction: 1, nullsLast: true }, count);
    const packed = new Float64Array(count);
    for (let n = 0; n < count; n += 1) packed[n] = (ranks[n] ?? 0) * POSITION_SPAN + n;
    const order = yield* sortedNumbersSteps(packed);
    const sorted = new Int32Array(count);
    const instants = new Float64Array(count);
    for (let n = 0; n < count; n += 1) {
      const at = (order[n] ?? 0) % POSITION_SPAN;
      sorted[n] = ascending[at] ?? 0;
      instants[n] = unsorted[at] ?? Number.NaN;
    }
    let timed = instants.length;
    while (timed > 0 && Number.isNaN(instants[timed - 1] ?? 0)) timed -= 1;
    this.drop(segment.ordinal);
    if (this.position.length < index.capacity) {
      const grown = new Int32Array(index.capacity);
      grown.set(this.position);
      this.position = grown;
    }
    for (let n = 0; n < count; n += 1) this.position[sorted[n] ?? 0] = n + 1;
    this.bases.set(segment.ordinal, { version, slots: sorted, instants, timed });
  }

  /** Forgets the type's base and its slots' positions. */
  private drop(ordinal: number): void {
    const old = this.bases.get(ordinal);
    if (old !== undefined) for (const slot of old.slots) this.position[slot] = 0;
    this.bases.delete(ordinal);
  }

  /** Whether the slot is in the type now (live, of this type). */
  private current(slot: number, segment: TypeSegment): boolean {
    return this.index.live[slot] === 1 && this.index.typeOrd[slot] === segment.ordinal;
  }

  /**
   * Adds to tally[k] the type's items whose creation instant is in interval k of `intervals`
   * (intervals.ts); false (nothing added) when the type cannot be answered this way.
   */
  addIntervalTally(segment: TypeSegment, intervals: Intervals, tally: Int32Array): boolean {
    const view = this.view(segment);
    if (view === undefined) return false;
    const { base, changed } = view;
    const { bounds, locate } = intervals;
    let below = 0;
    bounds.forEach((bound, k) => {
      const next = countBelow(base.instants, base.timed, bound);
      tally[k] = (tally[k] ?? 0) + next - below;
      below = next;
    });
    tally[bounds.length] = (tally[bounds.length] ?? 0) + base.timed - below;
    const none = bounds.length + 1;
    tally[none] = (tally[none] ?? 0) + base.slots.length - base.timed;
    const ms = this.index.createdMs;
    for (const slot of changed) {
      const at = this.inBase(base, slot);
      if (at >= 0) {
        const k = locate(base.instants[at] ?? Number.NaN);
        tally[k] = (tally[k] ?? 0) - 1;
      }
      if (this.current(slot, segment)) {
        const k = locate(ms[slot] ?? Number.NaN);
        tally[k] = (tally[k] ?? 0) + 1;
      }
    }
    return true;
  }

  /** The slot's position in this base, else -1. */
  private inBase(base: Base, slot: number): number {
    const at = (slot < this.position.length ? (this.position[slot] ?? 0) : 0) - 1;
    return at >= 0 && base.slots[at] === slot ? at : -1;
  }

  /**
   * Slots among which the type's first `wanted` items by creation instant are (direction -1: newest
   * first, NULL last; 1: oldest first, NULL first; ties newest first): the base's entries from the
   * winning end that did not change since, plus every changed slot now in the type. The caller
   * orders them (topByNumber). False (nothing added) when the type cannot be answered this way.
   */
  pageCandidates(segment: TypeSegment, direction: 1 | -1, wanted: number, into: number[]): boolean {
    const view = this.view(segment);
    if (view === undefined) return false;
    const { base, changed } = view;
    const { slots, instants, timed } = base;
    let taken = 0;
    const take = (n: number): void => {
      const slot = slots[n] ?? 0;
      if (changed.has(slot)) return;
      into.push(slot);
      taken += 1;
    };
    if (direction === -1) {
      // Newest first then no instant: the base read backwards (ties: higher slot first).
      for (let n = timed - 1; n >= 0 && taken < wanted; n -= 1) take(n);
      for (let n = slots.length - 1; n >= timed && taken < wanted; n -= 1) take(n);
    } else {
      for (let n = slots.length - 1; n >= timed && taken < wanted; n -= 1) take(n);
      // Oldest first: ties are ordered newest first, so the run tied with the last taken goes too.
      let n = 0;
      for (; n < timed && taken < wanted; n += 1) take(n);
      const last = n > 0 ? (instants[n - 1] ?? Number.NaN) : Number.NaN;
      for (; n < timed && instants[n] === last; n += 1) take(n);
    }
    for (const slot of changed) if (this.current(slot, segment)) into.push(slot);
    return true;
  }
}

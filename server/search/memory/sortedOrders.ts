import type { Registry } from '../../../engine/registry/registry';
import type { SortRequest } from '../searchRequest';
import { hitComparator, sortColumns } from './indexSort';
import { rankedOrder } from './sortRanks';
import type { SearchIndex } from './searchIndex';
import type { TypeSegment } from './typeSegment';

/** A type's items in the order of one sort, as they were at one index version. */
interface Base {
  version: number;
  registryHash: string;
  slots: Int32Array;
}

/** Orders kept (type × sort), least recently used dropped first. */
const KEPT_ORDERS = 8;

/** An order is sorted again when more slots changed since than this (or one in 16 of its entries). */
const MOST_CHANGES = 4096;

/**
 * Per type and sort (a contact list by last name, a log by date), the type's items in that order:
 * a search whose many hits are all of that type walks the order until `offset + max` hits are
 * found, instead of computing a sort key for every hit (a text fold per hit for 45,000 contacts at
 * a million items) and comparing them. Sorted on first use with the same keys and comparator as the
 * hit-by-hit sort (indexSort.ts), so the order is the same; kept across writes: the slots the
 * index's change log names since the sort may have other keys now, so the walk skips them and they
 * join the candidates on their own, and the comparator orders the few candidates. Past MOST_CHANGES
 * (or a log no longer reaching back, or another registry) the order is sorted again. Derived at run
 * time: the snapshot is unchanged.
 */
export class SortedOrders {
  private readonly bases = new Map<string, Base>();
  /** Keys asked before (an order is sorted the second time its key is asked). */
  private readonly asked = new Set<string>();
  /** One byte per slot, all 0 between calls. */
  private marks = new Uint8Array(0);

  constructor(private readonly index: SearchIndex) {}

  bytes(): number {
    let total = 0;
    for (const base of this.bases.values()) total += base.slots.byteLength;
    return total + this.marks.byteLength;
  }

  /**
   * The hits among which the first `wanted` in the sort's order are (ascending slots), when every
   * hit is of `segment` and `hits` is ascending; undefined otherwise (the caller sorts every hit).
   */
  candidates(registry: Registry, sort: readonly SortRequest[], segment: TypeSegment, hits: Int32Array, wanted: number): Int32Array | undefined {
    const view = this.view(registry, sort, segment);
    if (view === undefined) return undefined;
    const { base, changed } = view;
    const { slots } = base;
    // The hits as one byte per slot (set here, cleared below): the walk tests each entry with one read.
    if (this.marks.length < this.index.end) this.marks = new Uint8Array(this.index.capacity);
    const { marks } = this;
    for (let n = 0; n < hits.length; n += 1) marks[hits[n] ?? 0] = 1;
    const found: number[] = [];
    // Hits scattered thinly over a large type make a long walk: past this many entries the caller's
    // sort of every hit is cheaper (it costs a key and a few comparisons per hit, a walked entry
    // two array reads).
    const budget = 32 * hits.length + 65_536;
    let n = 0;
    for (; found.length < wanted && n < slots.length && n < budget; n += 1) {
      const slot = slots[n] ?? 0;
      if (marks[slot] === 1 && !changed.has(slot)) found.push(slot);
    }
    // A changed slot that is a hit may have a new key: it competes on its own.
    for (const slot of changed) if (marks[slot] === 1) found.push(slot);
    for (let k = 0; k < hits.length; k += 1) marks[hits[k] ?? 0] = 0;
    if (found.length < wanted && n === budget) return undefined;
    return Int32Array.from(new Set(found)).sort();
  }

  /** The kept order, sorted (again) when missing or stale; undefined the first time a key is asked (a one-off sort does not pay for an order). */
  private view(registry: Registry, sort: readonly SortRequest[], segment: TypeSegment): { base: Base; changed: ReadonlySet<number> } | undefined {
    const { index } = this;
    const key = `${segment.ordinal}\n${JSON.stringify(sort)}`;
    if (!this.asked.has(key)) {
      // Bounded: sorts are whatever clients ask; forgetting them only delays an order once more.
      if (this.asked.size >= 1024) this.asked.clear();
      this.asked.add(key);
      return undefined;
    }
    const kept = this.bases.get(key);
    if (kept !== undefined && kept.registryHash === registry.hash) {
      const since = index.slotsChangedSince(kept.version);
      if (since !== undefined && since.length <= Math.max(MOST_CHANGES, kept.slots.length >> 4)) {
        // Most recently used last: the first entry is the one dropped.
        this.bases.delete(key);
        this.bases.set(key, kept);
        return { base: kept, changed: new Set(since) };
      }
    }
    this.bases.delete(key);
    const items: number[] = [];
    for (const slot of segment.slots) if (slot !== 0 && index.live[slot] === 1) items.push(slot);
    // The hit-by-hit sort's comparator over every item of the type, slots ascending as hit lists are.
    const all = Int32Array.from(items).sort();
    const ranked = rankedOrder(sortColumns(index, registry, sort, all), all.length);
    const order = ranked ?? Array.from(all, (_, n) => n).sort(hitComparator(index, registry, sort, all));
    const slots = new Int32Array(order.length);
    for (let n = 0; n < order.length; n += 1) slots[n] = all[order[n] ?? 0] ?? 0;
    const base: Base = { version: index.version, registryHash: registry.hash, slots };
    this.bases.set(key, base);
    if (this.bases.size > KEPT_ORDERS) {
      const [oldest] = this.bases.keys();
      if (oldest !== undefined) this.bases.delete(oldest);
    }
    return { base, changed: new Set() };
  }
}

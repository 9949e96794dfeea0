import type { Registry } from '../../../engine/registry/registry';
import type { SortRequest } from '../searchRequest';
import { hitComparator } from './indexSort';
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

/** Whether `slot` is in `sorted` (ascending). */
function contains(sorted: Int32Array, slot: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const at = sorted[mid] ?? 0;
    if (at === slot) return true;
    if (at < slot) low = mid + 1;
    else high = mid;
  }
  return false;
}

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

  constructor(private readonly index: SearchIndex) {}

  bytes(): number {
    let total = 0;
    for (const base of this.bases.values()) total += base.slots.byteLength;
    return total;
  }

  /**
   * The hits among which the first `wanted` in the sort's order are (ascending slots), when every
   * hit is of `segment` and `hits` is ascending; undefined otherwise (the caller sorts every hit).
   */
  candidates(registry: Registry, sort: readonly SortRequest[], segment: TypeSegment, hits: Int32Array, wanted: number): Int32Array | undefined {
    for (let n = 1; n < hits.length; n += 1) if ((hits[n - 1] ?? 0) >= (hits[n] ?? 0)) return undefined;
    const { base, changed } = this.view(registry, sort, segment);
    const found: number[] = [];
    const { slots } = base;
    // Hits scattered thinly over a large type make a long walk: past this many entries the caller's
    // sort of every hit is cheaper (it costs about a key and a few comparisons per hit).
    const budget = Math.max(4 * hits.length, 65_536);
    for (let n = 0; found.length < wanted && n < slots.length; n += 1) {
      if (n === budget) return undefined;
      const slot = slots[n] ?? 0;
      if (!changed.has(slot) && contains(hits, slot)) found.push(slot);
    }
    // A changed slot that is a hit may have a new key: it competes on its own.
    for (const slot of changed) if (contains(hits, slot)) found.push(slot);
    return Int32Array.from(new Set(found)).sort();
  }

  private view(registry: Registry, sort: readonly SortRequest[], segment: TypeSegment): { base: Base; changed: ReadonlySet<number> } {
    const { index } = this;
    const key = `${segment.ordinal}\n${JSON.stringify(sort)}`;
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
    const compare = hitComparator(index, registry, sort, all);
    const order = Array.from(all, (_, n) => n).sort(compare);
    const base: Base = { version: index.version, registryHash: registry.hash, slots: Int32Array.from(order, (n) => all[n] ?? 0) };
    this.bases.set(key, base);
    if (this.bases.size > KEPT_ORDERS) {
      const [oldest] = this.bases.keys();
      if (oldest !== undefined) this.bases.delete(oldest);
    }
    return { base, changed: new Set() };
  }
}

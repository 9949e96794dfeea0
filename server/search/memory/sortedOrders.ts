import type { Registry } from '../../../engine/registry/registry';
import type { SortRequest } from '../searchRequest';
import { hitComparator, sortColumns, type SortColumn } from './indexSort';
import { liveSlotsSteps } from './liveSlots';
import { STEP_ELEMENTS } from './slicedSort';
import { drain, slicedFor, type Steps } from './slicedWork';
import { rankedOrderSteps } from './sortRanks';
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
 * a million items) and comparing them. Made the second time a key is asked, with the same keys and
 * order as the hit-by-hit sort (indexSort.ts), so the order is the same; at a large type in steps
 * between searches (slicedWork.ts: a sort of 600,000 items in one piece blocked every other request
 * for up to 2 s at a million items), which meanwhile sort their hits; kept across writes: the slots the
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
  /** Pages answered from a kept order (tests check that an order made between searches is used). */
  walks = 0;

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
    this.walks += 1;
    return Int32Array.from(new Set(found)).sort();
  }

  /**
   * The kept order, or undefined (the caller sorts every hit): the first time a key is asked (a
   * one-off sort does not pay for an order), or while the order is being made. A missing or stale
   * order is made again: at once for a small type, else in steps between searches (slicedWork.ts);
   * a stale one that the change log still covers is used meanwhile.
   */
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
    const usable = kept !== undefined && kept.registryHash === registry.hash;
    const since = usable ? index.slotsChangedSince(kept.version) : undefined;
    if (!usable || since === undefined || since.length > Math.max(MOST_CHANGES, kept.slots.length >> 4)) {
      const jobKey = `order\n${key}`;
      // A sort the index cannot order (relevance) throws here, as the per-hit sort would, before any work.
      sortColumns(index, registry, sort, new Int32Array(0));
      const steps = this.make(key, registry, sort, segment);
      if (slicedFor(segment.liveRows)) index.work.start(jobKey, steps);
      else drain(steps);
    }
    const current = this.bases.get(key);
    if (current === undefined || current.registryHash !== registry.hash) return undefined;
    const changed = index.slotsChangedSince(current.version);
    if (changed === undefined) return undefined;
    // Most recently used last: the first entry is the one dropped.
    this.bases.delete(key);
    this.bases.set(key, current);
    return { base: current, changed: new Set(changed) };
  }

  /**
   * Makes the order of `sort` over the type's items (the hit-by-hit sort's keys and order) and keeps
   * it as of the index version at its start: the slots changed since then, during the steps too,
   * are named by the change log, skipped by the walk and compared on their own.
   */
  private *make(key: string, registry: Registry, sort: readonly SortRequest[], segment: TypeSegment): Steps<void> {
    const { index } = this;
    const version = index.version;
    const all = yield* liveSlotsSteps(index, segment);
    const count = all.length;
    // The sort keys in steps, each over a slice of the items (the same keys as sorting the hits).
    const columns = sortColumns(index, registry, sort, all.subarray(0, 0)).map(
      (column): SortColumn => ({ ...column, ...(column.nums ? { nums: new Float64Array(count) } : {}), ...(column.texts ? { texts: new Array<string | null>(count).fill(null) } : {}) }),
    );
    for (let from = 0; from < count; from += STEP_ELEMENTS) {
      const part = sortColumns(index, registry, sort, all.subarray(from, Math.min(count, from + STEP_ELEMENTS)));
      part.forEach((column, c) => copyColumn(column, columns[c], from));
      yield;
    }
    const ranked = yield* rankedOrderSteps(columns, count);
    const order = ranked ?? Array.from(all, (_, n) => n).sort(hitComparator(index, registry, sort, all));
    const slots = new Int32Array(order.length);
    for (let n = 0; n < order.length; n += 1) slots[n] = all[order[n] ?? 0] ?? 0;
    this.bases.delete(key);
    this.bases.set(key, { version, registryHash: registry.hash, slots });
    if (this.bases.size > KEPT_ORDERS) {
      const [oldest] = this.bases.keys();
      if (oldest !== undefined) this.bases.delete(oldest);
    }
  }
}

/** Copies a slice's sort column into the whole column at `from`. */
function copyColumn(part: SortColumn, whole: SortColumn | undefined, from: number): void {
  if (part.nums && whole?.nums) whole.nums.set(part.nums, from);
  const texts = part.texts;
  const into = whole?.texts;
  if (texts && into) for (let n = 0; n < texts.length; n += 1) into[from + n] = texts[n] ?? null;
}

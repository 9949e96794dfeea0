import type { SlotTest } from './slotTests';

/** Viewers whose readable sets are kept (each one byte per slot, 1.1 MB at a million items, plus its slot list). */
const KEPT_VIEWERS = 8;

/** What a readable set needs of the index: its slots, its version and the slots each change touched. */
export interface ChangeTrackedIndex {
  readonly end: number;
  readonly capacity: number;
  readonly version: number;
  readonly live: Uint8Array;
  /** The slots changed after `version` (in order, repeats allowed); undefined when no longer known. */
  slotsChangedSince(version: number): readonly number[] | undefined;
}

/** The live slots a viewer may read (grants aside), as one byte per slot and, on demand, the ascending list. */
export interface ReadableSet {
  mask: Uint8Array;
  slots(): Int32Array;
}

interface KeptSet {
  version: number;
  registryHash: string;
  mask: Uint8Array;
  list: Int32Array | undefined;
  set: ReadableSet;
}

/**
 * The read rule's answer per viewer, kept between searches. A member's match-all tested the rule on
 * every slot (a million closures calls at 1M items: most of its 90–120 ms); a text search tested it
 * on every full-text candidate (60k for a common word). The answer for a slot depends only on that
 * slot's own row and values (visibility, creator, access fields, its own id for self-owned
 * organizations), the viewer's principals and the registry's access plans, so a set computed at one
 * index version stays exact after the index's changes once the slots those changes touched are tested
 * again: a search after a write re-tests one slot, not a million. Grants are not in the set (they
 * change without an item change and are read at every search). Membership marks of a term code never
 * change (codes are not reused), so testing a changed slot with the current marks is exact.
 */
export class ReadableSetsCache {
  private readonly kept = new Map<string, KeptSet>();

  constructor(private readonly index: ChangeTrackedIndex) {}

  /** The viewer's set (key: its principals), rule: the read rule without grants on a live slot. */
  setOf(key: string, registryHash: string, rule: SlotTest): ReadableSet {
    const { index } = this;
    let kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept !== undefined && kept.registryHash === registryHash && kept.version !== index.version) {
      const changed = index.slotsChangedSince(kept.version);
      if (changed === undefined) kept = undefined;
      else this.retest(kept, changed, rule);
    }
    if (kept === undefined || kept.registryHash !== registryHash) kept = this.computed(registryHash, rule);
    // Most recently used last: the oldest viewer is the first to go.
    this.kept.set(key, kept);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_VIEWERS) break;
      this.kept.delete(oldest);
    }
    return kept.set;
  }

  /** Bytes of the kept masks and slot lists. */
  bytes(): number {
    let total = 0;
    for (const kept of this.kept.values()) total += kept.mask.byteLength + (kept.list?.byteLength ?? 0);
    return total;
  }

  private computed(registryHash: string, rule: SlotTest): KeptSet {
    const { index } = this;
    const { live, end } = index;
    const mask = new Uint8Array(index.capacity);
    for (let slot = 1; slot < end; slot += 1) if (live[slot] === 1 && rule(slot)) mask[slot] = 1;
    const kept: KeptSet = { version: index.version, registryHash, mask, list: undefined, set: { mask, slots: () => this.listOf(kept) } };
    return kept;
  }

  private retest(kept: KeptSet, changed: readonly number[], rule: SlotTest): void {
    const { index } = this;
    if (kept.mask.length < index.capacity) {
      const grown = new Uint8Array(index.capacity);
      grown.set(kept.mask);
      kept.mask = grown;
      kept.set.mask = grown;
      kept.list = undefined;
    }
    const { mask } = kept;
    for (const slot of changed) {
      const readable = index.live[slot] === 1 && rule(slot) ? 1 : 0;
      if (mask[slot] === readable) continue;
      mask[slot] = readable;
      kept.list = undefined;
    }
    kept.version = index.version;
  }

  /** The set's slots ascending, collected from the mask once per change of it. */
  private listOf(kept: KeptSet): Int32Array {
    if (kept.list === undefined) {
      const { mask } = kept;
      let count = 0;
      for (let slot = 0; slot < mask.length; slot += 1) count += mask[slot] ?? 0;
      const list = new Int32Array(count);
      let n = 0;
      for (let slot = 0; slot < mask.length; slot += 1) if (mask[slot] === 1) list[n++] = slot;
      kept.list = list;
    }
    return kept.list;
  }
}

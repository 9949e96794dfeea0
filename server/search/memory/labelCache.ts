import type { Registry } from '../../../engine/registry/registry';
import type { SqlClient } from '../../db/sqlClient';
import { labelsOf } from '../../items/labels';

/** Labels kept at most (a page of 50 per search; cleared whole when full, then refilled by the next pages). */
const MAX_LABELS = 20_000;

/** What the index needs to tell whether a kept label is still the item's: its slot and version. */
export interface LabelledIndex {
  live: Uint8Array;
  u: Float64Array;
  slotOfId(id: string): number;
}

/**
 * Labels of the returned ids, kept per item slot with the item's version (`_u`) and the registry
 * they were derived with. Reading the page's items and deriving their titles was a fifth of a text
 * search at 100k items (the JSON of every item parsed on every search); a label depends only on the
 * item's data, which changes only with its version, and on its type declaration (registry hash).
 * The index is current when a search runs (the change feed was applied), so a kept label whose slot
 * still holds the same version is exactly what `labelsOf` would read.
 */
export class LabelCache {
  private readonly bySlot = new Map<number, { u: number; label: string }>();
  private registryHash: string | undefined;

  constructor(private readonly index: LabelledIndex) {}

  labels(db: SqlClient, registry: Registry, ids: readonly string[]): Record<string, string> {
    if (registry.hash !== this.registryHash) {
      this.bySlot.clear();
      this.registryHash = registry.hash;
    }
    const { live, u } = this.index;
    const labels: Record<string, string> = {};
    const missing: string[] = [];
    for (const id of ids) {
      const slot = this.index.slotOfId(id);
      const kept = slot === 0 || live[slot] !== 1 ? undefined : this.bySlot.get(slot);
      if (kept !== undefined && kept.u === u[slot]) labels[id] = kept.label;
      else missing.push(id);
    }
    if (missing.length === 0) return labels;
    if (this.bySlot.size + missing.length > MAX_LABELS) this.bySlot.clear();
    for (const [id, label] of Object.entries(labelsOf(db, registry, missing))) {
      labels[id] = label;
      const slot = this.index.slotOfId(id);
      if (slot !== 0 && live[slot] === 1) this.bySlot.set(slot, { u: u[slot] ?? Number.NaN, label });
    }
    return labels;
  }
}

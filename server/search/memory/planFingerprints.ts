import type { SqlClient } from '../../db/sqlClient';
import type { Registry } from '../../../engine/registry/registry';
import { indexPlanFor } from '../../items/indexPlan';

/** The fingerprint of a type without an index plan (or unknown to the registry). */
const NO_PLAN = '-';

/** The index plan fingerprint a type has in this registry. */
export function fingerprintOf(registry: Registry, type: string): string {
  return indexPlanFor(registry, type)?.fingerprint ?? NO_PLAN;
}

/** Index plan fingerprint per type of the registry: what an index built now is built with. */
export function planFingerprints(registry: Registry): Record<string, string> {
  return Object.fromEntries([...registry.types.keys()].map((type) => [type, fingerprintOf(registry, type)]));
}

/** Whether some type's plan differs from the recorded ones (a type known on one side only counts as a difference). */
export function plansDiffer(registry: Registry, recorded: Readonly<Record<string, string>>): boolean {
  const types = new Set([...registry.types.keys(), ...Object.keys(recorded)]);
  for (const type of types) if (fingerprintOf(registry, type) !== (recorded[type] ?? NO_PLAN)) return true;
  return false;
}

/** Whether some type with items has its index stored with another plan (a reindex task is due or running: item_values are not what the plan writes yet). */
export function storedPlansStale(db: SqlClient, registry: Registry): boolean {
  const recorded = new Map(db.prepare<[], { type: string; fingerprint: string }>('SELECT type, fingerprint FROM item_index_state').all().map((row) => [row.type, row.fingerprint]));
  const withItems = db.prepare<[], { type: string }>('SELECT type FROM type_counters').all();
  return withItems.some((row) => fingerprintOf(registry, row.type) !== recorded.get(row.type));
}

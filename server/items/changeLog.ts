import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { stableStringify } from '../../engine/registry/stableHash';

export type { ChangeOp } from '../../engine/protocol/item';
import type { ChangeOp } from '../../engine/protocol/item';

/** Old and new value of one field; a missing side means the field was absent. */
export interface FieldChange {
  old?: unknown;
  new?: unknown;
}

/** One timeline entry: the write that produced update counter u. */
export interface ChangeEntry {
  u: number;
  ts: string;
  by: string;
  op: ChangeOp;
  changes: Record<string, FieldChange>;
}

/** Field-by-field difference of two value maps (deep comparison, key order ignored). */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const had = before[key] !== undefined;
    const has = after[key] !== undefined;
    if (had && has && stableStringify(before[key]) === stableStringify(after[key])) continue;
    if (!had && !has) continue;
    const change: FieldChange = {};
    if (had) change.old = before[key];
    if (has) change.new = after[key];
    changes[key] = change;
  }
  return changes;
}

interface ChangeRow {
  u: number;
  ts: string;
  actor: string;
  op: ChangeOp;
  changes: string;
}

/** The append-only change log behind an item's timeline. */
export class ChangeLog {
  private readonly insert: SqlStatement;
  private readonly select: SqlStatement<[string], ChangeRow>;

  constructor(db: SqlClient) {
    this.insert = db.prepare('INSERT INTO item_changes (item_id, u, ts, actor, op, changes) VALUES (?, ?, ?, ?, ?, ?)');
    this.select = db.prepare<[string], ChangeRow>('SELECT u, ts, actor, op, changes FROM item_changes WHERE item_id = ? ORDER BY seq');
  }

  record(itemId: string, entry: ChangeEntry): void {
    this.insert.run(itemId, entry.u, entry.ts, entry.by, entry.op, JSON.stringify(entry.changes));
  }

  /** Every recorded write of the item, oldest first (kept after a delete). */
  history(itemId: string): ChangeEntry[] {
    return this.select.all(itemId).map((row) => ({
      u: row.u,
      ts: row.ts,
      by: row.actor,
      op: row.op,
      changes: JSON.parse(row.changes) as Record<string, FieldChange>,
    }));
  }
}

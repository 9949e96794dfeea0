import type { SqlClient } from '../db/sqlClient';
import { jsonList } from './sqlFragment';

/** Actions a grant may carry. Any grant also lets its grantee read the item. */
export const GRANTABLE_ACTIONS = ['read', 'update', 'delete'] as const;
export type GrantableAction = (typeof GRANTABLE_ACTIONS)[number];

export function isGrantableAction(value: unknown): value is GrantableAction {
  return typeof value === 'string' && (GRANTABLE_ACTIONS as readonly string[]).includes(value);
}

export interface GrantRow {
  grantee: string;
  action: string;
  grantedBy: string;
  ts: string;
}

/** Explicit per-item grants to a user, a contact or an organization (the grants table). */
export class GrantStore {
  constructor(
    private readonly db: SqlClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Replaces the grantee's actions on the item (an empty list revokes every grant). */
  set(itemId: string, grantee: string, actions: readonly GrantableAction[], grantedBy: string): void {
    const ts = this.now().toISOString();
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM grants WHERE item_id = ? AND grantee = ?').run(itemId, grantee);
      const insert = this.db.prepare('INSERT INTO grants (item_id, grantee, action, granted_by, ts) VALUES (?, ?, ?, ?, ?)');
      for (const action of new Set(actions)) insert.run(itemId, grantee, action, grantedBy, ts);
    })();
  }

  forItem(itemId: string): GrantRow[] {
    return this.db
      .prepare<[string], GrantRow>('SELECT grantee, action, granted_by AS grantedBy, ts FROM grants WHERE item_id = ? ORDER BY grantee, action')
      .all(itemId);
  }

  /**
   * For each item, who granted the given principals what: item id -> grantor -> actions (sorted).
   * Items without such grants are absent.
   */
  grantedBy(principals: readonly string[], itemIds: readonly string[]): Record<string, Record<string, string[]>> {
    const rows = this.db
      .prepare<[string, string], { item_id: string; granted_by: string; action: string }>(
        `SELECT DISTINCT item_id, granted_by, action FROM grants
         WHERE item_id IN (SELECT value FROM json_each(?)) AND grantee IN (SELECT value FROM json_each(?))
         ORDER BY item_id, granted_by, action`,
      )
      .all(jsonList(itemIds), jsonList(principals));
    const result: Record<string, Record<string, string[]>> = {};
    for (const row of rows) {
      const byGrantor = (result[row.item_id] ??= {});
      (byGrantor[row.granted_by] ??= []).push(row.action);
    }
    return result;
  }
}

import type { SqlClient } from '../db/sqlClient';
import { prepared } from '../db/preparedStatements';
import { OperationError } from '../protocol/contract';

/** Per-item notification preference (platform spec section 3); NIL means "not set". */
export const NOTIFY_PREFS = ['NIL', 'DEFAULT', 'PREFS', 'ALWAYS', 'NEVER'] as const;
export type NotifyPref = (typeof NOTIFY_PREFS)[number];

export function parseNotifyPref(value: unknown): NotifyPref {
  if (typeof value === 'string' && (NOTIFY_PREFS as readonly string[]).includes(value)) return value as NotifyPref;
  throw new OperationError('badRequest', `notify must be one of ${NOTIFY_PREFS.join(', ')}`, 400);
}

/** What a preference chain settles to for one user and one event. */
export type NotifyDecision = 'ALWAYS' | 'NEVER' | 'DEFAULT';

const decisive = (pref: string | undefined): pref is NotifyDecision => pref === 'ALWAYS' || pref === 'NEVER' || pref === 'DEFAULT';

/**
 * The user's preference on the item wins; NIL or PREFS there defer to the user's preference for the
 * whole type ("{type}-0"); that defers to the type's declared default. A type declaring none (or NIL
 * or PREFS) behaves as DEFAULT: events reach the users involved with the item.
 */
export function decide(itemPref: string | undefined, typePref: string | undefined, declared: string | undefined): NotifyDecision {
  if (decisive(itemPref)) return itemPref;
  if (decisive(typePref)) return typePref;
  if (decisive(declared)) return declared;
  return 'DEFAULT';
}

/** The notify_prefs table: one row per user and item (or "{type}-0" for the whole type). */
export class NotifyPreferences {
  constructor(private readonly db: SqlClient) {}

  get(userId: string, itemId: string): NotifyPref {
    const row = this.db.prepare<[string, string], { pref: NotifyPref }>('SELECT pref FROM notify_prefs WHERE user_id = ? AND item_id = ?').get(userId, itemId);
    return row?.pref ?? 'NIL';
  }

  /** Stores the preference; NIL removes it. */
  set(userId: string, itemId: string, pref: NotifyPref): void {
    if (pref === 'NIL') {
      this.db.prepare('DELETE FROM notify_prefs WHERE user_id = ? AND item_id = ?').run(userId, itemId);
      return;
    }
    this.db
      .prepare('INSERT INTO notify_prefs (user_id, item_id, pref) VALUES (?, ?, ?) ON CONFLICT (user_id, item_id) DO UPDATE SET pref = excluded.pref')
      .run(userId, itemId, pref);
  }

  /** Every stored preference on the given items, per user: userId -> itemId -> pref. */
  forItems(itemIds: readonly string[]): Map<string, Map<string, NotifyPref>> {
    const rows = prepared<[string], { user_id: string; item_id: string; pref: NotifyPref }>(
      this.db,
      'SELECT user_id, item_id, pref FROM notify_prefs WHERE item_id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(itemIds));
    const byUser = new Map<string, Map<string, NotifyPref>>();
    for (const row of rows) {
      let prefs = byUser.get(row.user_id);
      if (!prefs) {
        prefs = new Map();
        byUser.set(row.user_id, prefs);
      }
      prefs.set(row.item_id, row.pref);
    }
    return byUser;
  }
}

import type { SqlClient } from '../db/sqlClient';
import { prepared } from '../db/preparedStatements';
import { userRightsOf } from '../../engine/derive/userRights';
import { parseFields } from '../items/itemShape';
import type { Actor } from '../protocol/contract';

/**
 * The Actor a user would have when signed in, from its User item (read as the auth module's
 * default resolver reads it), for deciding what a notification recipient may read.
 */
export function actorForUser(db: SqlClient, userId: string): Actor | null {
  const row = prepared<[string], { data: string }>(db, "SELECT data FROM items WHERE id = ? AND type = 'User'").get(userId);
  if (!row) return null;
  return { userId, ...userRightsOf(parseFields(row.data)) };
}

/**
 * Users a set of principals stands for: User ids as they are, Contacts through the users whose
 * contact names them, Organizations through their administrators (User.adminOrg). Reads the
 * item_values index (the core User type declares contact and adminOrg as header and facet).
 */
export function usersNamedBy(db: SqlClient, principals: readonly string[]): string[] {
  const direct = principals.filter((p) => p.startsWith('User-'));
  const rows = prepared<[string], { id: string }>(
    db,
    `SELECT DISTINCT v.item_id AS id FROM item_values v JOIN items i ON i.id = v.item_id AND i.type = 'User'
       WHERE v.field IN ('contact', 'adminOrg') AND v.value_text IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(principals));
  // "+type": look the ids up by key; the type index would read every User.
  const existing = prepared<[string], { id: string }>(db, "SELECT id FROM items WHERE id IN (SELECT value FROM json_each(?)) AND +type = 'User'").all(JSON.stringify(direct));
  return [...new Set([...existing.map((r) => r.id), ...rows.map((r) => r.id)])].sort();
}

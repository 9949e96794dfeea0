import type { Database } from 'better-sqlite3';
import { parseFields } from '../items/itemShape';
import type { Actor } from '../protocol/contract';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The Actor a user would have when signed in, from its User item (the same fields the auth
 * module's default resolver reads), for deciding what a notification recipient may read.
 */
export function actorForUser(db: Database, userId: string): Actor | null {
  const row = db.prepare<[string], { data: string }>("SELECT data FROM items WHERE id = ? AND type = 'User'").get(userId);
  if (!row) return null;
  const user = parseFields(row.data);
  const capabilities = typeof user.capabilities === 'object' && user.capabilities !== null ? (user.capabilities as Record<string, boolean>) : {};
  return {
    userId,
    admin: user.admin === true,
    capabilities: { Core: true, ...capabilities },
    readOrgs: strings(user.readOrg),
    adminOrgs: strings(user.adminOrg),
  };
}

/**
 * Users a set of principals stands for: User ids as they are, Contacts through the users whose
 * contact names them, Organizations through their administrators (User.adminOrg). Reads the
 * item_values index (the core User type declares contact and adminOrg as header and facet).
 */
export function usersNamedBy(db: Database, principals: readonly string[]): string[] {
  const direct = principals.filter((p) => p.startsWith('User-'));
  const rows = db
    .prepare<[string], { id: string }>(
      `SELECT DISTINCT v.item_id AS id FROM item_values v JOIN items i ON i.id = v.item_id AND i.type = 'User'
       WHERE v.field IN ('contact', 'adminOrg') AND v.value_text IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(principals));
  const existing = db
    .prepare<[string], { id: string }>("SELECT id FROM items WHERE type = 'User' AND id IN (SELECT value FROM json_each(?))")
    .all(JSON.stringify(direct));
  return [...new Set([...existing.map((r) => r.id), ...rows.map((r) => r.id)])].sort();
}

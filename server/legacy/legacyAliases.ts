import type { SqlClient, SqlStatement } from '../db/sqlClient';

/** "/org/1234/" and "org/1234" name the same alias: the path without leading or trailing slashes. */
export function normalizeAlias(alias: string): string {
  return alias.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The legacy_aliases table: addresses of the previous product mapped to item ids. */
export class LegacyAliases {
  private readonly select: SqlStatement<[string], { item_id: string }>;
  private readonly upsert: SqlStatement<[string, string]>;
  private readonly remove: SqlStatement<[string]>;

  constructor(db: SqlClient) {
    this.select = db.prepare('SELECT item_id FROM legacy_aliases WHERE alias = ?');
    this.upsert = db.prepare('INSERT INTO legacy_aliases (alias, item_id) VALUES (?, ?) ON CONFLICT (alias) DO UPDATE SET item_id = excluded.item_id');
    this.remove = db.prepare('DELETE FROM legacy_aliases WHERE alias = ?');
  }

  itemIdOf(alias: string): string | undefined {
    return this.select.get(normalizeAlias(alias))?.item_id;
  }

  set(alias: string, itemId: string): void {
    this.upsert.run(normalizeAlias(alias), itemId);
  }

  /** True when the alias existed. */
  delete(alias: string): boolean {
    return this.remove.run(normalizeAlias(alias)).changes > 0;
  }
}

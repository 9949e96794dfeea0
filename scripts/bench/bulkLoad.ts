import type { SqlClient } from '../../server/db/sqlClient';

/**
 * Secondary indexes no write of ItemStore.create looks anything up by (search, permissions and
 * history read them). item_values_by_item stays: the indexer deletes by item id before inserting.
 */
const DEFERRED_INDEXES: readonly string[] = [
  'item_values_by_text',
  'item_values_by_num',
  'items_by_type_created',
  'items_by_creator',
  'items_by_owner',
  'item_access_by_principal',
  'item_changes_by_item',
];

/** Page cache while loading, in KiB (negative pragma value): the growing indexes stay in memory. */
const LOAD_CACHE_KIB = 256 * 1024;

export interface BulkLoadResult<T> {
  result: T;
  /** Indexes dropped before the load and rebuilt from their own CREATE INDEX afterwards. */
  deferred: string[];
  rebuildSeconds: number;
}

/**
 * The classic bulk-load recipe around `load`: a large page cache, no fsync per commit, and the
 * secondary indexes rebuilt once at the end instead of maintained row by row. The rows written are
 * exactly those of the normal write path, and a rebuilt index holds the same entries as one kept up
 * to date, so searches afterwards see the same store. Pragmas are restored and indexes rebuilt even
 * when the load fails. Nothing else may query the store while `load` runs (its indexes are missing).
 */
export async function withBulkLoad<T>(db: SqlClient, load: () => Promise<T>): Promise<BulkLoadResult<T>> {
  const cacheSize: unknown = db.pragma('cache_size', { simple: true });
  const synchronous: unknown = db.pragma('synchronous', { simple: true });
  const definitions = DEFERRED_INDEXES.flatMap((name) => {
    const row = db.prepare<[string], { sql: string | null }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(name);
    return row?.sql ? [{ name, sql: row.sql }] : [];
  });
  db.pragma(`cache_size = -${LOAD_CACHE_KIB}`);
  db.pragma('synchronous = OFF');
  for (const { name } of definitions) db.exec(`DROP INDEX ${name}`);
  const rebuild = (): number => {
    const started = performance.now();
    for (const { sql } of definitions) db.exec(sql);
    db.pragma(`cache_size = ${Number(cacheSize)}`);
    db.pragma(`synchronous = ${Number(synchronous)}`);
    return (performance.now() - started) / 1000;
  };
  let result: T;
  try {
    result = await load();
  } catch (error) {
    rebuild();
    throw error;
  }
  return { result, deferred: definitions.map((d) => d.name), rebuildSeconds: rebuild() };
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../server/db/openDatabase';
import type { SqlClient } from '../../server/db/sqlClient';

/** The tables a search reads (and a server needs to sign its benchmark users in). */
const TABLES = ['items', 'item_values', 'item_text', 'item_access', 'item_changes', 'type_counters', 'item_index_state', 'grants', 'credentials'];
/** Set once every table is copied and indexed: a schema without it is loaded again. */
const LOADED_MARK = 'bench_search_loaded';
const PSQL = join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'psql');

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

export interface PgSearchStore {
  db: SqlClient;
  /** The node's DATA_DIR: its index snapshot lives here (the store itself is in PostgreSQL). */
  dataDir: string;
  schema: string;
  /** Seconds the copy took when this run loaded the schema; undefined when it was reused. */
  loadSeconds: number | undefined;
}

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Columns a COPY can fill: the PostgreSQL table's non-generated columns that the SQLite table has too. */
function copyColumns(db: SqlClient, sqlite: Database.Database, schema: string, table: string): string[] {
  const inSqlite = new Set(sqlite.prepare<[], { name: string }>(`PRAGMA table_info(${quoted(table)})`).all().map((c) => c.name));
  const inPg = db
    .prepare<[string, string], string>("SELECT column_name FROM information_schema.columns WHERE table_schema = ? AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position")
    .pluck()
    .all(schema, table);
  // PRAGMA table_info lists no rowid (item_text is an FTS5 table keyed by it), but every such table has one.
  return inPg.filter((name) => inSqlite.has(name) || name === 'rowid');
}

/**
 * Copies one table from the SQLite file into the schema through `sqlite3 -csv | psql \copy`: the
 * server's bulk path (createMany) checks and indexes every item, an hour at a million; COPY is the
 * loader PostgreSQL offers for data that is already a store. Foreign keys and triggers are off for
 * the session (session_replication_role = replica): the rows come from a consistent store.
 */
function copyTable(url: string, sqliteFile: string, schema: string, table: string, columns: readonly string[]): void {
  const list = columns.map(quoted).join(', ');
  const select = `SELECT ${list} FROM ${quoted(table)}`;
  const copy = `\\copy ${quoted(schema)}.${quoted(table)} (${list}) FROM STDIN WITH (FORMAT csv)`;
  const script = `set -o pipefail; sqlite3 -csv "$1" "$2" | "$3" "$4" -v ON_ERROR_STOP=1 -q -c "SET session_replication_role = replica" -c "$5"`;
  execFileSync('bash', ['-c', script, 'copy', sqliteFile, select, PSQL, url, copy], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * The kept SQLite store of the search benchmark copied once into a PostgreSQL schema of `url`
 * (`search_bench_<items>`), with the same rows and sequence values: the change feed position a
 * snapshot names is the same row in both stores. Indexes are dropped during the copy and built after
 * (faster than maintaining them row by row), then the tables analyzed and the identity sequences
 * moved past the copied values.
 */
export function openPgSearchStore(sqliteDir: string, url: string, items: number): PgSearchStore {
  const schema = `search_bench_${items}`;
  const dataDir = `${sqliteDir}-pg`;
  mkdirSync(dataDir, { recursive: true });
  const probe = openDatabase(dataDir, { url, schema });
  const loaded = probe.prepare<[string, string], number>('SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = ? AND table_name = ?').pluck().get(schema, LOADED_MARK) ?? 0;
  if (loaded > 0) {
    progress(`reusing the PostgreSQL schema ${schema}`);
    return { db: probe, dataDir, schema, loadSeconds: undefined };
  }
  probe.close();
  const sqliteFile = join(sqliteDir, 'store.sqlite');
  if (!existsSync(sqliteFile)) throw new Error(`no SQLite store to copy in ${sqliteDir}`);
  progress(`loading the store of ${items} items into the PostgreSQL schema ${schema} (kept for later runs)`);
  const started = performance.now();
  execFileSync(PSQL, [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', 'SET client_min_messages = warning', '-c', `DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const db = openDatabase(dataDir, { url, schema });
  const sqlite = new Database(sqliteFile, { readonly: true });
  try {
    const indexes = db
      .prepare<[string, string, string], { name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = ? AND tablename = ANY(string_to_array(?, ','))
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE connamespace = ?::regnamespace)`,
      )
      .all(schema, TABLES.join(','), schema);
    for (const { name } of indexes) db.exec(`DROP INDEX ${quoted(schema)}.${quoted(name)}`);
    for (const table of TABLES) {
      db.exec(`TRUNCATE ${quoted(table)} CASCADE`);
      const columns = copyColumns(db, sqlite, schema, table);
      const tableStarted = performance.now();
      copyTable(url, sqliteFile, schema, table, columns);
      progress(`  ${table}: copied in ${((performance.now() - tableStarted) / 1000).toFixed(0)} s`);
    }
    for (const { name, definition } of indexes) {
      const indexStarted = performance.now();
      db.exec(definition);
      progress(`  index ${name}: built in ${((performance.now() - indexStarted) / 1000).toFixed(0)} s`);
    }
    for (const table of ['items', 'item_changes']) db.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'seq'), (SELECT COALESCE(MAX(seq), 1) FROM ${table}))`);
    db.exec(`ANALYZE; CREATE TABLE ${LOADED_MARK} (loaded_ts TEXT NOT NULL); INSERT INTO ${LOADED_MARK} VALUES ('${new Date().toISOString()}')`);
  } finally {
    sqlite.close();
  }
  return { db, dataDir, schema, loadSeconds: (performance.now() - started) / 1000 };
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { SqlClient } from './sqlClient';
import type { SqliteSynchronous } from '../config';
import { applyMigrations } from './migrate';
import { openPostgres } from './postgres/openPostgres';
import type { Migration } from './migration';
import { migrations as allMigrations } from './migrations/index';

export const STORE_FILE = 'store.sqlite';

export interface OpenDatabaseOptions {
  synchronous?: SqliteSynchronous;
  /** Page cache in MiB; SQLite's 2 MiB default makes facet counts over 100k items reread pages (scripts/bench). */
  cacheMb?: number;
  /** Defaults to every known migration (server/db/migrations/index.ts). */
  migrations?: readonly Migration[];
  /** A postgres:// URL (DATABASE_URL): the store lives on PostgreSQL instead of DATA_DIR/store.sqlite. */
  url?: string | null;
  /** PostgreSQL schema of the store (DATABASE_SCHEMA; tests: one per data directory); default public. */
  schema?: string | null;
}

/**
 * Opens (creating when needed) DATA_DIR/store.sqlite with write-ahead logging, synchronous FULL
 * unless configured otherwise (durability over speed by default), foreign keys enforced, and every
 * migration applied. Throws StoreTooNewError for a store written by a newer build.
 */
export function openDatabase(dataDir: string, options: OpenDatabaseOptions = {}): SqlClient {
  mkdirSync(dataDir, { recursive: true });
  if (options.url) return openPostgres(options.url, options.schema ?? null, options.migrations ?? allMigrations);
  const db = new BetterSqlite3(join(dataDir, STORE_FILE));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    if (options.cacheMb !== undefined) db.pragma(`cache_size = ${-Math.round(options.cacheMb * 1024)}`);
    applyMigrations(db, options.migrations ?? allMigrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

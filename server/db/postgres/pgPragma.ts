import type { SqlClient, SqlPragmaOptions } from '../sqlClient';

const PAGE_SIZE = 8192;

/** Reads a pragma's answer the way better-sqlite3 shapes it: the bare value when simple, else rows. */
function shaped(name: string, value: unknown, options: SqlPragmaOptions): unknown {
  return options.simple === true ? value : [{ [name]: value }];
}

/**
 * SQLite pragmas on PostgreSQL. The settings the server makes at open (journal_mode, synchronous,
 * foreign_keys, busy_timeout, cache_size) have PostgreSQL counterparts set once per server or
 * connection (synchronous_commit on in PgClient), so setting them is a no-op here; the size the
 * state page reads (page_count × page_size) is the database's size in 8 KiB pages.
 */
export function answerPragma(db: SqlClient, source: string, options: SqlPragmaOptions): unknown {
  const match = /^\s*(?:PRAGMA\s+)?(\w+)\s*(?:=\s*(.+?)|\((.*)\))?\s*;?\s*$/i.exec(source);
  const name = match?.[1]?.toLowerCase() ?? '';
  const setting = match?.[2] ?? match?.[3];
  if (setting !== undefined) return options.simple === true ? undefined : [];
  switch (name) {
    case 'page_size':
      return shaped(name, PAGE_SIZE, options);
    case 'page_count': {
      const bytes = db.prepare<[], number>('SELECT pg_database_size(current_database())').pluck().get() ?? 0;
      return shaped(name, Math.ceil(bytes / PAGE_SIZE), options);
    }
    case 'foreign_keys':
      return shaped(name, 1, options);
    case 'synchronous':
      return shaped(name, 2, options);
    case 'journal_mode':
      return shaped(name, 'wal', options);
    default:
      return options.simple === true ? undefined : [];
  }
}

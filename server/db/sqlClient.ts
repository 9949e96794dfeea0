import type { StoreLocation } from './storeLocation';

/**
 * The synchronous SQL client every server file and plugin service talks to: exactly the subset of
 * better-sqlite3 the code base uses (surveyed in server/db/README.md), so better-sqlite3's Database
 * satisfies it unchanged and server/db/postgres/pgClient.ts implements it over libpq (pg-native).
 * Synchronous on purpose: operation handlers return values and run inside transactions; an async
 * store would mean rewriting every plugin (notes in server/db/README.md).
 */

/** What a write reports: rows touched, and the integer key of the last inserted row. */
export interface SqlRunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** A prepared statement; P is the tuple of its parameters (positional `?` or one named-parameter object). */
export interface SqlPreparedStatement<P extends unknown[], R = unknown> {
  /** The SQL text as prepared (statement recorders and query-plan tests read it). */
  readonly source: string;
  run(...params: P): SqlRunResult;
  get(...params: P): R | undefined;
  all(...params: P): R[];
  iterate(...params: P): IterableIterator<R>;
  /** Rows become their first column's value. */
  pluck(toggleState?: boolean): this;
  /** Rows become arrays of column values in select order. */
  raw(toggleState?: boolean): this;
}

/** Mirrors better-sqlite3: a named-parameter object type P becomes the one-argument tuple [P]. */
export type SqlStatement<P extends unknown[] | object = unknown[], R = unknown> = P extends unknown[]
  ? SqlPreparedStatement<P, R>
  : SqlPreparedStatement<[P], R>;

/** The arguments a function takes; written as better-sqlite3 writes it so its Transaction type fits. */
type ArgumentsOf<F extends (...params: never[]) => unknown> = F extends (...args: infer A) => unknown ? A : never;

/** A function running its work in a transaction (a savepoint when one is already open). */
export interface SqlTransaction<F extends (...params: never[]) => unknown> {
  (...params: ArgumentsOf<F>): ReturnType<F>;
}

export interface SqlPragmaOptions {
  simple?: boolean | undefined;
}

export interface SqlClient {
  readonly inTransaction: boolean;
  /**
   * SQLite's database file and whether it lives in memory (better-sqlite3 sets both): the search
   * index's background build opens the file a second time. Other stores leave them out.
   */
  readonly name?: string;
  readonly memory?: boolean;
  /**
   * Where a second connection reaches this store (server/db/storeLocation.ts). PgClient answers its
   * database and schema; better-sqlite3's Database has no such method and is located by its file
   * (`name`, `memory`) instead.
   */
  storeLocation?(): StoreLocation | undefined;
  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): P extends unknown[] ? SqlPreparedStatement<P, R> : SqlPreparedStatement<[P], R>;
  /**
   * Wraps fn: calling the result runs fn in a transaction, committed when fn returns and rolled
   * back when it throws; nested calls use savepoints.
   */
  transaction<F extends (...params: never[]) => unknown>(fn: F): SqlTransaction<F>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(source: string): this;
  /** SQLite pragmas; other stores answer the few the server reads (server/db/README.md). */
  pragma(source: string, options?: SqlPragmaOptions): unknown;
  close(): this;
}

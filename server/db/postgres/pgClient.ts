import type { SqlClient, SqlPragmaOptions, SqlPreparedStatement, SqlTransaction } from '../sqlClient';
import type { SqlDialect } from '../dialect';
import type { StoreLocation } from '../storeLocation';
import { postgresDialect } from '../dialect';
import type { TranslatedSql } from './placeholders';
import { PgError } from './pgError';
import type { PgExecutor, PgResult } from './pgStatement';
import { PgStatement } from './pgStatement';
import { decodeValue, encodeValue } from './pgValues';
import { LibpqConnection } from './libpqBinding';
import { answerPragma } from './pgPragma';
import { sqliteDdlToPostgres } from './sqliteCompat';

export interface PgClientOptions {
  /** Work in this schema (created when missing): tests get a fresh one each, deployments keep public. */
  schema?: string;
}

const IN_TRANSACTION = 2;
const IN_FAILED_TRANSACTION = 3;

/** Connections finished but maybe not yet released by libuv (finishConnection). */
const closing = new Set<InstanceType<typeof LibpqConnection>>();

/**
 * libpq's binding closes its socket watcher with uv_close, and libuv finishes that close in a later
 * loop phase, inside the connection object. Dropped at once, the object can be collected first and
 * libuv then reads freed memory (the `uv__finish_close` assertion that crashed test processes), so
 * the object is held until the loop's next turn has passed.
 */
function finishConnection(pq: InstanceType<typeof LibpqConnection>): void {
  pq.finish();
  closing.add(pq);
  setImmediate(() => setImmediate(() => closing.delete(pq)));
}

/**
 * The store's SqlClient over PostgreSQL through libpq's synchronous calls (the binding pg-native
 * uses): each call blocks the event loop until the answer arrives, exactly as better-sqlite3 does,
 * so every server file and plugin keeps its synchronous code. Statements are prepared once per
 * connection and reused by their SQL text; transactions nest with savepoints as better-sqlite3's do.
 */
export class PgClient implements SqlClient, PgExecutor {
  readonly dialect: SqlDialect = postgresDialect;
  private readonly pq = new LibpqConnection();
  private readonly preparedNames = new Map<string, string>();
  private depth = 0;
  private open = true;

  constructor(
    readonly connectionString: string,
    readonly options: PgClientOptions = {},
  ) {
    this.pq.connectSync(connectionString);
    const failure = this.pq.errorMessage();
    if (failure) {
      finishConnection(this.pq);
      throw new PgError(`Cannot connect to PostgreSQL: ${failure.trim()}`, '08006');
    }
    // Durability as SQLite's synchronous FULL: a commit returns once it is on disk (issue 17).
    this.exec("SET synchronous_commit = on; SET client_encoding = 'UTF8'; SET client_min_messages = warning");
    if (options.schema !== undefined) {
      const schema = this.pq.escapeIdentifier(options.schema);
      this.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}, public`);
    }
  }

  /** This database and schema: a worker thread (the search index's background build) connects to the same store. */
  storeLocation(): StoreLocation {
    return { kind: 'postgres', url: this.connectionString, schema: this.options.schema };
  }

  get inTransaction(): boolean {
    const status = this.pq.transactionStatus();
    return status === IN_TRANSACTION || status === IN_FAILED_TRANSACTION;
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): P extends unknown[] ? SqlPreparedStatement<P, R> : SqlPreparedStatement<[P], R> {
    this.checkOpen();
    return new PgStatement(this, source) as unknown as P extends unknown[] ? SqlPreparedStatement<P, R> : SqlPreparedStatement<[P], R>;
  }

  transaction<F extends (...params: never[]) => unknown>(fn: F): SqlTransaction<F> {
    const run = (...params: Parameters<F>): ReturnType<F> => {
      const level = this.depth;
      const savepoint = `sp${level}`;
      this.command(level === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      this.depth = level + 1;
      let result: ReturnType<F>;
      try {
        result = fn(...params) as ReturnType<F>;
        if (result instanceof Promise) throw new TypeError('Transaction function cannot return a promise');
      } catch (error) {
        this.depth = level;
        if (this.open) this.command(level === 0 ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`);
        throw error;
      }
      this.depth = level;
      this.command(level === 0 ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}`);
      return result;
    };
    return run as unknown as SqlTransaction<F>;
  }

  exec(source: string): this {
    this.checkOpen();
    const sql = sqliteDdlToPostgres(source);
    this.pq.exec(sql);
    this.throwOnError(sql);
    this.pq.clear();
    return this;
  }

  /** Transaction control: sent as is (no SQLite translation). */
  private command(sql: string): void {
    this.checkOpen();
    this.pq.exec(sql);
    this.throwOnError(sql);
    this.pq.clear();
  }

  pragma(source: string, options: SqlPragmaOptions = {}): unknown {
    return answerPragma(this, source, options);
  }

  close(): this {
    if (this.open) {
      this.open = false;
      finishConnection(this.pq);
    }
    return this;
  }

  execute(sql: TranslatedSql, values: unknown[]): PgResult {
    this.checkOpen();
    let name = this.preparedNames.get(sql.text);
    if (name === undefined) {
      name = `s${this.preparedNames.size + 1}`;
      this.pq.prepare(name, sql.text, sql.slots.length);
      this.throwOnError(sql.text);
      this.pq.clear();
      this.preparedNames.set(sql.text, name);
    }
    this.pq.execPrepared(name, values.map(encodeValue));
    this.throwOnError(sql.text);
    return this.readResult();
  }

  lastInsertId(): number {
    const { rows } = this.execute({ text: 'SELECT lastval()', slots: [] }, []);
    return Number(rows[0]?.[0] ?? 0);
  }

  private readResult(): PgResult {
    const pq = this.pq;
    const fields = pq.nfields();
    const columns: string[] = [];
    const types: number[] = [];
    for (let column = 0; column < fields; column += 1) {
      columns.push(pq.fname(column));
      types.push(pq.ftype(column));
    }
    const count = pq.ntuples();
    const rows: unknown[][] = new Array<unknown[]>(count);
    for (let row = 0; row < count; row += 1) {
      const values: unknown[] = new Array<unknown>(fields);
      for (let column = 0; column < fields; column += 1) {
        values[column] = pq.getisnull(row, column) ? null : decodeValue(pq.getvalue(row, column), types[column] ?? 25);
      }
      rows[row] = values;
    }
    const changes = Number.parseInt(pq.cmdTuples(), 10) || 0;
    pq.clear();
    return { columns, rows, changes };
  }

  private throwOnError(sql: string): void {
    const message = this.pq.resultErrorMessage() || (this.pq.resultStatus() === 'PGRES_FATAL_ERROR' ? this.pq.errorMessage() : '');
    if (!message) return;
    const fields = this.pq.resultErrorFields();
    this.pq.clear();
    throw new PgError(`${message.trim()} (in: ${sql.slice(0, 200)})`, fields?.sqlState ?? '');
  }

  private checkOpen(): void {
    if (!this.open) throw new TypeError('The database connection is not open');
  }
}

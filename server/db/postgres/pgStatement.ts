import type { SqlPreparedStatement, SqlRunResult } from '../sqlClient';
import type { TranslatedSql } from './placeholders';
import { translatePlaceholders } from './placeholders';
import { sqliteToPostgres } from './sqliteCompat';

/** One executed statement's answer: rows as objects or as arrays, and the rows a write touched. */
export interface PgResult {
  columns: string[];
  rows: unknown[][];
  changes: number;
}

/** What a statement needs from its connection (PgClient). */
export interface PgExecutor {
  execute(sql: TranslatedSql, values: (string | null)[] | unknown[]): PgResult;
  /** The value of the sequence the session used last (SELECT lastval()), or 0 when none. */
  lastInsertId(): number;
}

function isNamedObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * A statement of PgClient with better-sqlite3's surface: positional values (arrays flattened, as
 * better-sqlite3 accepts them) or one object for named markers; pluck/raw shape the rows.
 */
export class PgStatement<P extends unknown[], R> implements SqlPreparedStatement<P, R> {
  private readonly sql: TranslatedSql;
  private plucking = false;
  private rawRows = false;

  constructor(
    private readonly executor: PgExecutor,
    readonly source: string,
  ) {
    this.sql = translatePlaceholders(sqliteToPostgres(source));
  }

  pluck(toggleState = true): this {
    this.plucking = toggleState;
    if (toggleState) this.rawRows = false;
    return this;
  }

  raw(toggleState = true): this {
    this.rawRows = toggleState;
    if (toggleState) this.plucking = false;
    return this;
  }

  run(...params: P): SqlRunResult {
    const { changes } = this.executor.execute(this.sql, this.values(params));
    const executor = this.executor;
    const inserting = /^\s*INSERT\b/i.test(this.source);
    let lastInsertRowid: number | undefined;
    return {
      changes,
      // Read only when asked (one more round trip), and only meaningful after an INSERT into a
      // table keyed by a sequence (bigserial / identity), as rowid is in SQLite.
      get lastInsertRowid(): number {
        lastInsertRowid ??= inserting ? executor.lastInsertId() : 0;
        return lastInsertRowid;
      },
    };
  }

  get(...params: P): R | undefined {
    return this.shaped(this.executor.execute(this.sql, this.values(params)))[0];
  }

  all(...params: P): R[] {
    return this.shaped(this.executor.execute(this.sql, this.values(params)));
  }

  /** Reads the whole answer first: libpq's synchronous calls have no cursor (server/db/README.md). */
  *iterate(...params: P): IterableIterator<R> {
    yield* this.all(...params);
  }

  /** better-sqlite3's binding: arrays spread into positional values, one object names the rest. */
  private values(params: unknown[]): unknown[] {
    const positional = params.filter((param) => !isNamedObject(param)).flatMap((param) => (Array.isArray(param) ? (param as unknown[]) : [param]));
    const bag = params.find(isNamedObject);
    const used = this.sql.slots.filter((slot) => typeof slot === 'number').length;
    if (positional.length !== used) {
      throw new RangeError(`Too ${positional.length < used ? 'few' : 'many'} parameter values were provided`);
    }
    return this.sql.slots.map((slot) => {
      if (typeof slot === 'number') return positional[slot];
      if (bag === undefined) throw new RangeError('Named parameters can only be passed within plain objects');
      if (!(slot in bag)) throw new RangeError(`Missing named parameter "${slot}"`);
      return bag[slot];
    });
  }

  private shaped(result: PgResult): R[] {
    if (this.plucking) return result.rows.map((row) => row[0] as R);
    if (this.rawRows) return result.rows as R[];
    return result.rows.map((row) => {
      const object: Record<string, unknown> = {};
      result.columns.forEach((column, index) => {
        object[column] = row[index];
      });
      return object as R;
    });
  }
}

import type { Database, Statement } from 'better-sqlite3';

const byDatabase = new WeakMap<Database, Map<string, Statement>>();

/**
 * The statement for `sql` on `db`, prepared on first use and reused after: code that runs per
 * written item (notifications of 10,000 Events of one createMany) would otherwise spend more time
 * compiling SQL than running it. Keyed by the SQL text; forgotten with the connection.
 */
export function prepared<P extends unknown[] | object = unknown[], R = unknown>(db: Database, sql: string): Statement<P, R> {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement as Statement<P, R>;
}

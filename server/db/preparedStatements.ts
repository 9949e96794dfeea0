import type { SqlClient, SqlStatement } from './sqlClient';

const byDatabase = new WeakMap<SqlClient, Map<string, SqlStatement>>();

/**
 * The statement for `sql` on `db`, prepared on first use and reused after: code that runs per
 * written item (notifications of 10,000 Events of one createMany) would otherwise spend more time
 * compiling SQL than running it. Keyed by the SQL text; forgotten with the connection.
 */
export function prepared<P extends unknown[] | object = unknown[], R = unknown>(db: SqlClient, sql: string): SqlStatement<P, R> {
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
  return statement as SqlStatement<P, R>;
}

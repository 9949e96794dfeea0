import type { SqlClient, SqlStatement } from '../sqlClient';

/** A column of a recordset insert and the PostgreSQL type json_to_recordset reads its value as. */
export interface RecordsetColumn {
  name: string;
  type: 'text' | 'bigint' | 'double precision';
}

/**
 * Many rows in one INSERT on PostgreSQL: the rows travel as one JSON parameter that
 * json_to_recordset turns back into rows. The SQL text is the same for any number of rows (one
 * prepared statement) and the whole batch is one round trip, where a statement per row costs a
 * round trip per row. `constants` are columns set to the same SQL expression on every row.
 */
export class RecordsetInsert<R = unknown> {
  private readonly statement: SqlStatement<[string], R>;

  constructor(
    db: SqlClient,
    table: string,
    private readonly columns: readonly RecordsetColumn[],
    options: { constants?: Readonly<Record<string, string>>; returning?: string } = {},
  ) {
    const constants = Object.entries(options.constants ?? {});
    const targets = [...columns.map((column) => column.name), ...constants.map(([name]) => name)].join(', ');
    const values = [...columns.map((column) => `r.${column.name}`), ...constants.map(([, expression]) => expression)].join(', ');
    const record = columns.map((column) => `${column.name} ${column.type}`).join(', ');
    const returning = options.returning === undefined ? '' : ` RETURNING ${options.returning}`;
    this.statement = db.prepare<[string], R>(`INSERT INTO ${table} (${targets}) SELECT ${values} FROM json_to_recordset(?::json) AS r(${record})${returning}`);
  }

  /** Inserts the rows (values in column order); answers the RETURNING rows, if any. Nothing to insert: no round trip. */
  run(rows: readonly (readonly unknown[])[]): R[] {
    if (rows.length === 0) return [];
    const records = rows.map((row) => Object.fromEntries(this.columns.map((column, n) => [column.name, row[n] ?? null])));
    return this.statement.all(JSON.stringify(records));
  }
}

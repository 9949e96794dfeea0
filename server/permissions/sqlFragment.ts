/** A piece of SQL with its bound parameters, in order. Values are never spliced into SQL text. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

// Comparisons rather than bare 1 / 0: PostgreSQL refuses an integer where a condition goes.
export const TRUE_SQL: SqlFragment = { sql: '1 = 1', params: [] };
export const FALSE_SQL: SqlFragment = { sql: '1 = 0', params: [] };

/** A list parameter: matched with `IN (SELECT value FROM json_each(?))` so SQL text stays constant. */
export function jsonList(values: readonly string[]): string {
  return JSON.stringify(values);
}

export function joinSql(parts: readonly SqlFragment[], operator: 'AND' | 'OR'): SqlFragment {
  if (parts.length === 0) return operator === 'AND' ? TRUE_SQL : FALSE_SQL;
  if (parts.length === 1 && parts[0]) return parts[0];
  return { sql: `(${parts.map((p) => p.sql).join(` ${operator} `)})`, params: parts.flatMap((p) => p.params) };
}

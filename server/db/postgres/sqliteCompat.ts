/**
 * The store's SQL is written for SQLite. Most of it is standard SQL that PostgreSQL runs as is; the
 * few SQLite spellings the server uses are rewritten here, once per distinct statement text (the
 * client caches the result with the prepared statement), so the 60-odd files holding SQL stay one
 * text for both stores. What a rewrite cannot express (FTS5 tables, SQLite-only DDL) has its own
 * PostgreSQL migration, and the SQL functions SQLite has built in (json_extract, json_each, the
 * NOCASE collation, the FTS5 match expression) are created in the schema by compatFunctions.ts.
 * Each rule is one known spelling, matched outside string literals; server/db/README.md lists them.
 */
interface Rule {
  /** Why the rule exists (kept next to the pattern for whoever adds the next one). */
  reason: string;
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

const RULES: readonly Rule[] = [
  {
    reason:
      "SQLite's LIKE ignores the case of ASCII letters only ('ÉCO%' does not match 'école', as in the search index); ILIKE with the C collation on the pattern does the same (also on NOCASE columns, whose ICU collation ILIKE refuses)",
    pattern: /\bLIKE\b(\s+(?:\?|[@:$][A-Za-z_]\w*))?/gi,
    replace: (_match, marker) => (marker ? `ILIKE${marker} COLLATE "C"` : 'ILIKE'),
  },
  {
    reason: 'SQLite binds NULL-safe equality as IS ?; PostgreSQL spells it IS NOT DISTINCT FROM',
    pattern: /\bIS\s+(NOT\s+)?(\?|[@:$][A-Za-z_]\w*)/gi,
    replace: (_match, not, marker) => `IS ${not ? '' : 'NOT '}DISTINCT FROM ${marker}`,
  },
  {
    reason: 'an FTS5 table matched by its name: the generated tsvector column against the translated query',
    pattern: /\b(\w+)\s+MATCH\s+(\?|[@:$][A-Za-z_]\w*)/gi,
    replace: (_match, table, marker) => `${table}.tsv @@ vgn_fts_query(${marker})`,
  },
  {
    reason: 'SQLite keeps the case of an unquoted alias (AS grantedBy is the key grantedBy); PostgreSQL folds it to lower case unless quoted',
    pattern: /\bAS\s+([a-z]\w*[A-Z]\w*)\b/g,
    replace: (_match, alias) => `AS "${alias}"`,
  },
  {
    reason: "SQLite's temp schema is PostgreSQL's pg_temp (the connection's own temporary tables)",
    pattern: /\btemp\.(?=[A-Za-z_])/gi,
    replace: () => 'pg_temp.',
  },
  {
    reason: "SQLite's INDEXED BY / NOT INDEXED pin an index for its planner; PostgreSQL has no hints and plans itself (before the CROSS JOIN rule, which reads table and alias)",
    pattern: /\s+(?:INDEXED\s+BY\s+\w+|NOT\s+INDEXED)\b/gi,
    replace: () => '',
  },
  {
    reason: "SQLite's CROSS JOIN … ON fixes the join order; PostgreSQL allows no ON after CROSS JOIN and plans the order itself",
    pattern: /\bCROSS\s+JOIN\b(?=\s+[\w.]+(?:\s+(?:AS\s+)?(?!ON\b)\w+)?\s+ON\b)/gi,
    replace: () => 'JOIN',
  },
  {
    reason: "SQLite's unary + (keeps the planner off an index) has no meaning for PostgreSQL's text",
    pattern: /(^|[\s(,=])\+(?=[A-Za-z_])/g,
    replace: (_match, before) => before,
  },
];

/** Rules that read a string literal too (a JSON path, an FTS5 expression), run over the whole text. */
const LITERAL_RULES: readonly Rule[] = [
  {
    reason: "SQLite's -> / ->> take a JSON path on a text column; PostgreSQL's take a key on jsonb",
    pattern: /(\b[\w.]+)\s*(->>?)\s*'\$\.([A-Za-z_]\w*)'/g,
    replace: (_match, column, arrow, key) => `(${column}::jsonb ${arrow} '${key}')`,
  },
  {
    reason: "SQLite's json_object(key, value, …) is PostgreSQL's json_build_object",
    pattern: /\bjson_object\s*\(/gi,
    replace: () => 'json_build_object(',
  },
  {
    reason: 'an FTS5 table matched with a literal expression',
    pattern: /\b(\w+)\s+MATCH\s+('(?:[^']|'')*')/gi,
    replace: (_match, table, literal) => `${table}.tsv @@ vgn_fts_query(${literal})`,
  },
];

/** Splits SQL into alternating code and quoted runs ('…' literals, "…" identifiers). */
function splitQuoted(sql: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  let index = 0;
  let start = 0;
  while (index < sql.length) {
    const char = sql[index];
    if (char === "'" || char === '"') {
      if (index > start) parts.push({ code: true, text: sql.slice(start, index) });
      let end = index + 1;
      while (end < sql.length && !(sql[end] === char && sql[end + 1] !== char)) end += sql[end] === char ? 2 : 1;
      parts.push({ code: false, text: sql.slice(index, end + 1) });
      index = start = end + 1;
    } else index += 1;
  }
  if (start < sql.length) parts.push({ code: true, text: sql.slice(start) });
  return parts;
}

/** INSERT OR IGNORE INTO … → INSERT INTO … ON CONFLICT DO NOTHING (before a RETURNING clause). */
function rewriteInsertOrIgnore(sql: string): string {
  const match = /^(\s*)INSERT\s+OR\s+IGNORE\s+INTO\b/i.exec(sql);
  if (!match) return sql;
  const rest = `${match[1] ?? ''}INSERT INTO${sql.slice(match[0].length)}`.replace(/;\s*$/, '');
  const returning = /\bRETURNING\b/i.exec(rest);
  if (!returning) return `${rest} ON CONFLICT DO NOTHING`;
  return `${rest.slice(0, returning.index)}ON CONFLICT DO NOTHING ${rest.slice(returning.index)}`;
}

/**
 * In an upsert's DO UPDATE SET, SQLite reads a bare column as the existing row's; PostgreSQL calls
 * it ambiguous (it could be excluded's): `n = n + 1` becomes `n = table.n + 1`.
 */
function qualifyUpsertColumns(sql: string): string {
  const table = /^\s*INSERT\s+INTO\s+(\w+)/i.exec(sql)?.[1];
  const set = /\bDO\s+UPDATE\s+SET\b/i.exec(sql);
  if (table === undefined || !set) return sql;
  const head = sql.slice(0, set.index + set[0].length);
  const tail = sql.slice(head.length).replace(/\b(\w+)(\s*=\s*)\1\b(?!\s*\.)/g, (_match, column: string, equals: string) => `${column}${equals}${table}.${column}`);
  return head + tail;
}

/**
 * `(…) COLLATE NOCASE ASC|DESC` (an ORDER BY term) → `vgn_nocase_key((…)) COLLATE "C" ASC|DESC`. The
 * ICU nocase collation serves equality, but it orders linguistically ('école' next to 'eau'), while
 * SQLite's NOCASE folds ASCII letters and orders code points (as the search index does): the key
 * folds ASCII letters only and "C" orders bytes. The term is a parenthesised expression or a column.
 */
function rewriteNocaseOrder(sql: string): string {
  const pattern = /\s+COLLATE\s+NOCASE(?=\s+(?:ASC|DESC)\b)/gi;
  let out = '';
  let from = 0;
  for (let match = pattern.exec(sql); match !== null; match = pattern.exec(sql)) {
    const before = sql.slice(from, match.index);
    const start = termStart(before);
    if (start === undefined) continue;
    out += `${before.slice(0, start)}vgn_nocase_key(${before.slice(start)}) COLLATE "C"`;
    from = match.index + match[0].length;
  }
  return out + sql.slice(from);
}

/** Where the term ending `text` starts: its opening parenthesis, or the column name's first letter. */
function termStart(text: string): number | undefined {
  if (!text.endsWith(')')) return /[\w.]+$/.exec(text)?.index;
  let depth = 0;
  for (let at = text.length - 1; at >= 0; at -= 1) {
    if (text[at] === ')') depth += 1;
    else if (text[at] === '(' && --depth === 0) return at;
  }
  return undefined;
}

export function sqliteToPostgres(sql: string): string {
  const literalsDone = LITERAL_RULES.reduce((text, rule) => text.replace(rule.pattern, rule.replace), rewriteNocaseOrder(qualifyUpsertColumns(rewriteInsertOrIgnore(sql))));
  const rewritten = splitQuoted(literalsDone)
    .map((part) => (part.code ? RULES.reduce((text, rule) => text.replace(rule.pattern, rule.replace), part.text) : part.text))
    .join('');
  return rewritten;
}

const DDL_RULES: readonly Rule[] = [
  {
    reason: "SQLite's INTEGER PRIMARY KEY is the rowid, numbered on insert: an identity column (lastval() answers it)",
    pattern: /\bINTEGER\s+PRIMARY\s+KEY\b/gi,
    replace: () => 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY',
  },
  {
    reason: "SQLite's INTEGER holds 64 bits (epoch milliseconds overflow PostgreSQL's integer)",
    pattern: /\bINTEGER\b/gi,
    replace: () => 'BIGINT',
  },
  {
    reason: "SQLite's REAL is a double; PostgreSQL's real is single precision",
    pattern: /\bREAL\b/gi,
    replace: () => 'DOUBLE PRECISION',
  },
  {
    reason: 'a SQLite storage option; every PostgreSQL table is a heap with its key in an index',
    pattern: /\)\s*WITHOUT\s+ROWID\b/gi,
    replace: () => ')',
  },
];

/** Schema statements (db.exec in migrations): the SQLite column types and table options translated. */
export function sqliteDdlToPostgres(sql: string): string {
  if (!/\b(CREATE|ALTER)\s+(TEMP\s+|TEMPORARY\s+)?TABLE\b/i.test(sql)) return sqliteToPostgres(sql);
  return splitQuoted(sqliteToPostgres(sql))
    .map((part) => (part.code ? DDL_RULES.reduce((text, rule) => text.replace(rule.pattern, rule.replace), part.text) : part.text))
    .join('');
}

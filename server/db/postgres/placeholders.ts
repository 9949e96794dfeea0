/**
 * The server's SQL is written with SQLite's parameter markers: positional `?` and named `@name`,
 * `:name` or `$name` (better-sqlite3 binds a named marker from one object argument). PostgreSQL
 * numbers its markers ($1, $2…). This rewrites the markers and remembers how to order the values,
 * skipping string literals, quoted identifiers, comments and PostgreSQL's `::` casts and `$n` markers.
 */
export interface TranslatedSql {
  text: string;
  /** What each $n is bound from: the index among the positional values, or a named value's name. */
  slots: (number | string)[];
}

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

/** Index just past the quoted run that starts at `start` (quote doubled inside = escaped). */
function skipQuoted(sql: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < sql.length) {
    if (sql[index] === quote) {
      if (sql[index + 1] === quote) index += 2;
      else return index + 1;
    } else index += 1;
  }
  return index;
}

function skipComment(sql: string, start: number): number {
  if (sql.startsWith('--', start)) {
    const end = sql.indexOf('\n', start);
    return end === -1 ? sql.length : end;
  }
  const end = sql.indexOf('*/', start + 2);
  return end === -1 ? sql.length : end + 2;
}

function readName(sql: string, start: number): string {
  let end = start;
  while (end < sql.length && NAME_PART.test(sql[end] ?? '')) end += 1;
  return sql.slice(start, end);
}

export function translatePlaceholders(sql: string): TranslatedSql {
  let text = '';
  let positional = 0;
  const slots: (number | string)[] = [];
  const named = new Map<string, number>();
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] ?? '';
    const next = sql[index + 1] ?? '';
    if (char === "'" || char === '"') {
      const end = skipQuoted(sql, index, char);
      text += sql.slice(index, end);
      index = end;
    } else if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      const end = skipComment(sql, index);
      text += sql.slice(index, end);
      index = end;
    } else if (char === '?') {
      slots.push(positional);
      positional += 1;
      text += `$${slots.length}`;
      index += 1;
    } else if (char === ':' && next === ':') {
      text += '::';
      index += 2;
    } else if ((char === '@' || char === ':' || char === '$') && NAME_START.test(next)) {
      const name = readName(sql, index + 1);
      let position = named.get(name);
      if (position === undefined) {
        slots.push(name);
        position = slots.length;
        named.set(name, position);
      }
      text += `$${position}`;
      index += 1 + name.length;
    } else {
      text += char;
      index += 1;
    }
  }
  return { text, slots };
}

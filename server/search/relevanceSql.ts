import { titleFieldOf } from '../../engine/derive/viewModel';
import type { Registry } from '../../engine/registry/registry';
import type { SqlFragment } from '../permissions/sqlFragment';
import { likeEscape } from './ftsQuery';

/** The sort key that orders hits by how well their title matches what the user typed. */
export const RELEVANCE_SORT_KEY = '_score';

/** A JSON path of an item's field for json_extract ("a.b" → "$.a.b"); field names are declared identifiers. */
const jsonPath = (field: string): string => `$.${field}`;

/** SQL for the title of items row `i` of the given types (the fields engine titleTextOf joins). */
function titleSql(registry: Registry, types: readonly string[]): SqlFragment {
  const branches: string[] = [];
  const params: unknown[] = [];
  for (const type of types) {
    const declaration = registry.types.get(type)?.declaration;
    const primary = declaration ? titleFieldOf(declaration) : undefined;
    const fields = declaration?.view?.titleFields ?? (primary ? [primary] : []);
    if (fields.length === 0) continue;
    const joined = fields.map(() => "COALESCE(json_extract(i.data, ?) || ' ', '')").join(' || ');
    branches.push(`WHEN ? THEN TRIM(${joined})`);
    params.push(type, ...fields.map(jsonPath));
  }
  if (branches.length === 0) return { sql: "''", params: [] };
  return { sql: `(CASE i.type ${branches.join(' ')} ELSE '' END)`, params };
}

/**
 * ORDER BY terms for relevance to the typed text: the title equal to it, then starting with it,
 * then a later word of the title starting with it, then the rest (full-text matches in other
 * fields); best first for order "desc". "ston" puts "Stoney Creek First Nation" before contacts
 * whose e-mail holds "stone".
 */
export function relevanceOrder(registry: Registry, types: readonly string[], text: string, direction: 'ASC' | 'DESC'): SqlFragment {
  const title = titleSql(registry, types);
  const typed = text.trim().toLowerCase();
  const pattern = likeEscape(typed);
  // Tier 3 is the best; lower() folds ASCII case, enough for ranking.
  const tier = `(CASE WHEN lower(t.title) = ? THEN 3 WHEN lower(t.title) LIKE ? ESCAPE '\\' THEN 2 WHEN lower(t.title) LIKE ? ESCAPE '\\' THEN 1 ELSE 0 END)`;
  return {
    sql: `(SELECT ${tier} FROM (SELECT ${title.sql} AS title) t) ${direction}`,
    params: [typed, `${pattern}%`, `% ${pattern}%`, ...title.params],
  };
}

import type { SqlClient } from '../db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import { titleTextOf } from '../../engine/derive/viewModel';
import { prepared } from '../db/preparedStatements';
import { parseFields } from './itemShape';

/** The label of an item: its title as the client shows it (engine titleTextOf), else its id. */
export function labelOf(registry: Registry, item: { id: string; type: string; data: string }): string {
  const declaration = registry.types.get(item.type)?.declaration;
  return (declaration && titleTextOf(declaration, parseFields(item.data))) ?? item.id;
}

/**
 * Labels of the given ids (existing items only). Callers pass ids the asker may read: labels are
 * item content and follow the read rule.
 */
export function labelsOf(db: SqlClient, registry: Registry, ids: readonly string[]): Record<string, string> {
  if (ids.length === 0) return {};
  const rows = prepared<[string], { id: string; type: string; data: string }>(db, 'SELECT id, type, data FROM items WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids));
  return Object.fromEntries(rows.map((row) => [row.id, labelOf(registry, row)]));
}

/** Ids of related items an item's fields name (fields of format item-id, and lists of them). */
export function relatedIdsOf(registry: Registry, type: string, fields: Record<string, unknown>): string[] {
  const properties = registry.types.get(type)?.declaration.schema.properties ?? {};
  const ids = new Set<string>();
  for (const [name, schema] of Object.entries(properties)) {
    const format = schema?.format ?? schema?.items?.format;
    if (format !== 'item-id') continue;
    const value = fields[name];
    for (const entry of Array.isArray(value) ? value : [value]) if (typeof entry === 'string' && entry !== '') ids.add(entry);
  }
  return [...ids].sort();
}

import type { SqlClient } from '../db/sqlClient';
import { OperationError } from '../protocol/contract';

/**
 * A create that names the `_uuid` of an item already stored (types declaring `uuid`): a device that
 * collected offline sends again what it may have sent before (the answer was lost). The same writer
 * gets the stored item's id back instead of a second item; anybody else is refused, so nobody learns
 * of or takes over another's item through its uuid. Uses the expression index of migration 014.
 */
export function resentItemId(db: SqlClient, type: string, uuid: unknown, writerId: string): string | undefined {
  if (typeof uuid !== 'string') return undefined;
  const row = db
    .prepare<[string, string], { id: string; created_by: string }>("SELECT id, created_by FROM items WHERE json_extract(data, '$._uuid') = ? AND type = ? LIMIT 1")
    .get(uuid, type);
  if (!row) return undefined;
  if (row.created_by !== writerId) throw new OperationError('uuidTaken', `${type}: another item carries _uuid ${uuid}`, 409);
  return row.id;
}

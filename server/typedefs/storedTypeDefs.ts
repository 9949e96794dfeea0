import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { TypeDefinition } from '../../engine/typedef';
import type { ItemBase } from '../../generated/item-base';
import type { SysTypeDef } from '../../generated/types/core';
import { definitionKeyOf } from '../../engine/typedef/definitionMeta';
import { parseFields, type ItemRow } from '../items/itemShape';

/** The system type holding administrator definitions (plugins/core/types/sys.TypeDef.type.json). */
export const TYPE_DEF_TYPE: SysTypeDef['_t'] = 'sys.TypeDef';

export type TypeDefState = SysTypeDef['state'];

/** The item's id and _u, as the rows of the items table name them. */
interface StoredRowRef {
  id: ItemBase['$id'];
  u: ItemBase['_u'];
}

/** One sys.TypeDef item as this module reads it: its definition checked to declare its key. */
export interface StoredTypeDef extends StoredRowRef, Pick<SysTypeDef, 'key' | 'state'> {
  definition: TypeDefinition;
}

/** A stored row whose fields are not a definition at all (written by hand into the store). */
export interface MalformedTypeDef extends StoredRowRef {
  reason: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the sys.TypeDef items, oldest first: a definition was checked against the ones saved before
 * it, so building them in this order meets references in the order they were made. The rows are
 * few (one per administrator type), unlike the items of the types they define.
 */
export class StoredTypeDefs {
  private readonly selectAll: SqlStatement<[string], ItemRow>;

  constructor(db: SqlClient) {
    this.selectAll = db.prepare<[string], ItemRow>('SELECT * FROM items WHERE type = ? ORDER BY seq');
  }

  read(): { stored: StoredTypeDef[]; malformed: MalformedTypeDef[] } {
    const stored: StoredTypeDef[] = [];
    const malformed: MalformedTypeDef[] = [];
    for (const row of this.selectAll.all(TYPE_DEF_TYPE)) {
      const fields = parseFields(row.data);
      const key = definitionKeyOf(fields.definition);
      if (!isRecord(fields.definition) || key === undefined || key !== fields.key) {
        malformed.push({ id: row.id, u: row.u, reason: 'the item holds no definition whose declaration key equals its key' });
        continue;
      }
      const state: TypeDefState = fields.state === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE';
      stored.push({ id: row.id, u: row.u, key, state, definition: fields.definition as unknown as TypeDefinition });
    }
    return { stored, malformed };
  }

  all(): StoredTypeDef[] {
    return this.read().stored;
  }

  active(): StoredTypeDef[] {
    return this.all().filter((entry) => entry.state === 'ACTIVE');
  }

  byKey(key: string): StoredTypeDef | undefined {
    return this.all().find((entry) => entry.key === key);
  }
}

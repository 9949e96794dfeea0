import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { Visibility } from '../../engine/declarations/systemFields';
import { formatItemId } from '../../engine/ids';
import type { IndexPlan } from '../../engine/registry/compileIndexPlan';
import type { FieldChange } from './changeLog';
import { indexEntries, type IndexValue } from './indexValues';
import type { CreatedStamp, ItemFields, ItemJson } from './itemShape';

/** A new item checked and ready to store (validated, copies and geometry applied). */
export interface CheckedItem {
  fields: ItemFields;
  access: Visibility;
  created: CreatedStamp;
}

/** Rows per multi-row INSERT: 4-6 parameters each stays well under SQLite's 32,766 limit. */
const ROWS_PER_STATEMENT = 500;

/**
 * Multi-row INSERT statements of one shape, prepared once per row count: full chunks share one
 * statement, the remainder gets its own (cached too, bulk loads repeat the same sizes).
 */
class MultiRowInsert {
  private readonly statements = new Map<number, SqlStatement>();

  constructor(
    private readonly db: SqlClient,
    private readonly head: string,
    private readonly columns: number,
  ) {}

  /** Inserts rows given as one flat parameter list, `columns` values per row. */
  run(flat: unknown[]): void {
    const perStatement = ROWS_PER_STATEMENT * this.columns;
    for (let start = 0; start < flat.length; start += perStatement) {
      const part = flat.length - start > perStatement ? flat.slice(start, start + perStatement) : start === 0 ? flat : flat.slice(start);
      this.statement(part.length / this.columns).run(part);
    }
  }

  private statement(rows: number): SqlStatement {
    let statement = this.statements.get(rows);
    if (!statement) {
      const row = `(${Array.from({ length: this.columns }, () => '?').join(', ')})`;
      statement = this.db.prepare(`${this.head} VALUES ${Array.from({ length: rows }, () => row).join(', ')}`);
      this.statements.set(rows, statement);
    }
    return statement;
  }
}

/**
 * The write half of ItemStore.createMany: ids reserved with one counter update, the item rows and
 * their index, access, full-text and change-log rows written with prepared (multi-row) statements,
 * no SELECT per item. The caller runs it inside the transaction; rows are exactly those create writes.
 */
export class BulkInsert {
  private readonly reserve: SqlStatement<[string, number, number], { last_idx: number }>;
  private readonly insertRow: SqlStatement;
  private readonly insertText: SqlStatement;
  private readonly values: MultiRowInsert;
  private readonly access: MultiRowInsert;
  private readonly changes: MultiRowInsert;

  constructor(db: SqlClient) {
    this.reserve = db.prepare<[string, number, number], { last_idx: number }>(
      `INSERT INTO type_counters (type, last_idx) VALUES (?, ?)
       ON CONFLICT (type) DO UPDATE SET last_idx = last_idx + ? RETURNING last_idx`,
    );
    this.insertRow = db.prepare('INSERT INTO items (id, type, idx, u, created_ts, created_by, owner, access, data) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)');
    this.insertText = db.prepare('INSERT INTO item_text (rowid, body) VALUES (?, ?)');
    this.values = new MultiRowInsert(db, 'INSERT INTO item_values (item_id, field, value_text, value_num)', 4);
    this.access = new MultiRowInsert(db, 'INSERT INTO item_access (item_id, principal, role)', 3);
    this.changes = new MultiRowInsert(db, 'INSERT INTO item_changes (item_id, u, ts, actor, op, changes)', 6);
  }

  /** Writes the items; returns them as stored, in order, and the first index the batch received. */
  insert(type: string, plan: IndexPlan | undefined, items: readonly CheckedItem[], by: string, now: string): { stored: ItemJson[]; firstIdx: number } {
    const last = this.reserve.get(type, items.length, items.length)?.last_idx ?? items.length;
    const firstIdx = last - items.length + 1;
    const values: unknown[] = [];
    const access: unknown[] = [];
    const changes: unknown[] = [];
    const stored = items.map((item, n): ItemJson => {
      const idx = firstIdx + n;
      const id = formatItemId(type, idx);
      const entries = plan ? indexEntries(plan, item.fields, id) : undefined;
      const owner = entries?.access.find((entry) => entry.role === 'owner')?.principal ?? null;
      const seq = this.insertRow.run(id, type, idx, item.created.ts, item.created.by, owner, item.access, JSON.stringify(item.fields)).lastInsertRowid;
      if (entries) {
        for (const value of entries.values) pushValue(values, id, value);
        if (entries.text !== '') this.insertText.run(seq, entries.text);
        for (const entry of entries.access) access.push(id, entry.principal, entry.role);
      }
      changes.push(id, 1, now, by, 'create', JSON.stringify(createdChanges(item)));
      return { ...item.fields, $id: id, _t: type, _i: idx, _u: 1, _c: item.created, $access: item.access };
    });
    this.values.run(values);
    this.access.run(access);
    this.changes.run(changes);
    return { stored, firstIdx };
  }
}

function pushValue(flat: unknown[], id: string, value: IndexValue): void {
  flat.push(id, value.field, value.text, value.num);
}

/** The timeline entry of a creation: every stored value as new (what diffFields({}, item) gives). */
function createdChanges(item: CheckedItem): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, value] of Object.entries(item.fields)) if (value !== undefined) changes[key] = { new: value };
  changes.$access = { new: item.access };
  changes._c = { new: item.created };
  return changes;
}

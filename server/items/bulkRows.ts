import type { SqlClient } from '../db/sqlClient';
import { RecordsetInsert } from '../db/postgres/recordsetInsert';
import type { CheckedItem } from './bulkInsert';
import type { ItemIndexEntries } from './indexValues';

/** One item of a createMany, numbered: what a deferred call records and keeps (bulkInsert.ts). */
export interface NumberedRow {
  id: string;
  idx: number;
  item: CheckedItem;
  owner: string | null;
  /** The item's fields as JSON (the `data` column). */
  data: string;
}

/** A numbered item with its index entries and change-log entry, ready to be written. */
export interface BulkRow extends NumberedRow {
  /** Undefined when the type has no index plan. */
  entries: ItemIndexEntries | undefined;
  /** The creation's change-log entry, as JSON. */
  changes: string;
}

/** A stored item's derived rows: item_text is keyed by its `items.seq`. */
export interface DerivedRows {
  id: string;
  seq: number | bigint;
  entries: ItemIndexEntries;
}

/**
 * createMany's rows on PostgreSQL: each table gets the whole batch in one statement (json_to_recordset,
 * server/db/postgres/recordsetInsert.ts), so 10,000 items cost five round trips instead of five per
 * item. The rows are exactly those the row-by-row path writes; item_text is keyed by the seq
 * the items insert returns.
 */
export class BatchedRowWriter {
  private readonly items: RecordsetInsert<{ id: string; seq: number }>;
  private readonly values: RecordsetInsert;
  private readonly text: RecordsetInsert;
  private readonly access: RecordsetInsert;
  private readonly changes: RecordsetInsert;

  constructor(db: SqlClient) {
    this.items = new RecordsetInsert(
      db,
      'items',
      [
        { name: 'id', type: 'text' },
        { name: 'type', type: 'text' },
        { name: 'idx', type: 'bigint' },
        { name: 'created_ts', type: 'text' },
        { name: 'created_by', type: 'text' },
        { name: 'owner', type: 'text' },
        { name: 'access', type: 'text' },
        { name: 'data', type: 'text' },
      ],
      { constants: { u: '1' }, returning: 'id, seq' },
    );
    this.values = new RecordsetInsert(db, 'item_values', [
      { name: 'item_id', type: 'text' },
      { name: 'field', type: 'text' },
      { name: 'value_text', type: 'text' },
      { name: 'value_num', type: 'double precision' },
    ]);
    this.text = new RecordsetInsert(db, 'item_text', [
      { name: 'rowid', type: 'bigint' },
      { name: 'body', type: 'text' },
    ]);
    this.access = new RecordsetInsert(db, 'item_access', [
      { name: 'item_id', type: 'text' },
      { name: 'principal', type: 'text' },
      { name: 'role', type: 'text' },
    ]);
    this.changes = new RecordsetInsert(
      db,
      'item_changes',
      [
        { name: 'item_id', type: 'text' },
        { name: 'ts', type: 'text' },
        { name: 'actor', type: 'text' },
        { name: 'changes', type: 'text' },
      ],
      { constants: { u: '1', op: "'create'" } },
    );
  }

  write(type: string, rows: readonly BulkRow[], by: string, now: string): void {
    const inserted = this.items.run(rows.map(({ id, idx, item, owner, data }) => [id, type, idx, item.created.ts, item.created.by, owner, item.access, data]));
    const seqOf = new Map(inserted.map((row) => [row.id, row.seq]));
    this.writeDerived(rows.flatMap(({ id, entries }): DerivedRows[] => (entries === undefined ? [] : [{ id, seq: seqOf.get(id) ?? 0, entries }])));
    this.changes.run(rows.map(({ id, changes }) => [id, now, by, changes]));
  }

  /** The index, full-text and access rows of stored items (in the call, or after it by the deriver). */
  writeDerived(rows: readonly DerivedRows[]): void {
    this.values.run(rows.flatMap(({ id, entries }) => entries.values.map((value) => [id, value.field, value.text, value.num])));
    this.text.run(rows.flatMap(({ seq, entries }) => (entries.text === '' ? [] : [[seq, entries.text]])));
    this.access.run(rows.flatMap(({ id, entries }) => entries.access.map((entry) => [id, entry.principal, entry.role])));
  }
}

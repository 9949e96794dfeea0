import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { ItemFields } from './itemShape';
import type { IndexPlan } from '../../engine/registry/compileIndexPlan';
import { indexEntries } from './indexValues';

/**
 * Keeps item_values, item_text and item_access in step with one item. Callers run it inside the
 * transaction that writes the item, so the indexes never disagree with the stored JSON.
 */
export class ItemIndexer {
  private readonly deleteValues: SqlStatement;
  private readonly insertValue: SqlStatement;
  private readonly deleteText: SqlStatement;
  private readonly insertText: SqlStatement;
  private readonly deleteAccess: SqlStatement;
  private readonly insertAccess: SqlStatement;

  constructor(db: SqlClient) {
    this.deleteValues = db.prepare('DELETE FROM item_values WHERE item_id = ?');
    this.insertValue = db.prepare('INSERT INTO item_values (item_id, field, value_text, value_num) VALUES (?, ?, ?, ?)');
    this.deleteText = db.prepare('DELETE FROM item_text WHERE rowid = ?');
    this.insertText = db.prepare('INSERT INTO item_text (rowid, body) VALUES (?, ?)');
    this.deleteAccess = db.prepare('DELETE FROM item_access WHERE item_id = ?');
    this.insertAccess = db.prepare('INSERT INTO item_access (item_id, principal, role) VALUES (?, ?, ?)');
  }

  /** Replaces every index entry of the item; returns the owner organization (first owner value). */
  write(plan: IndexPlan, item: { id: string; seq: number }, fields: ItemFields): string | null {
    this.remove(item);
    const entries = indexEntries(plan, fields, item.id);
    for (const value of entries.values) this.insertValue.run(item.id, value.field, value.text, value.num);
    if (entries.text !== '') this.insertText.run(item.seq, entries.text);
    for (const entry of entries.access) this.insertAccess.run(item.id, entry.principal, entry.role);
    return entries.access.find((entry) => entry.role === 'owner')?.principal ?? null;
  }

  remove(item: { id: string; seq: number }): void {
    this.deleteValues.run(item.id);
    this.deleteText.run(item.seq);
    this.deleteAccess.run(item.id);
  }
}

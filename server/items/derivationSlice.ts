import type { ItemChange } from '../../engine/protocol/item';
import type { Registry } from '../../engine/registry/registry';
import type { SqlClient, SqlStatement } from '../db/sqlClient';
import { parseBatchPayload } from './batchPayload';
import { completeRow, numberedRowOf, storedItemOf, type BulkInsert } from './bulkInsert';
import type { DerivedRows, NumberedRow } from './bulkRows';
import { indexPlanFor } from './indexPlan';
import { indexEntries } from './indexValues';
import { fieldsOf, rowToItem, type ItemJson, type ItemRow } from './itemShape';

/**
 * One recorded batch (migrations 034, 036): items `first_idx` .. `first_idx + count - 1` of `type`;
 * `carries` when the record holds the batch's rows (the call wrote none), `ts` the call's time.
 */
export interface DerivationRow {
  seq: number;
  type: string;
  first_idx: number;
  count: number;
  actor: string;
  ts: string | null;
  carries: number;
}

/** What the deriver needs of its store: its transactions and the change announcements. */
export interface DeriverHost {
  registry(): Registry;
  transaction<T>(work: () => T): T;
  afterCommit(work: () => void): void;
  /** Announces a change: to the before-commit listeners (platform Events) and, once committed, to the rest. */
  emit(change: ItemChange): void;
  onError(error: unknown): void;
  /** Whether creations are told with the seq of their change row (`ItemChange.creationRow`: their Events answered from it). */
  tellsCreationRows: boolean;
}

/**
 * The writes of one slice of a deferred createMany (bulkDeriver.ts decides when), inside the
 * slice's transaction: a carrying record's `items` and `item_changes` rows with their derived rows,
 * exactly what a createMany in one transaction writes; for a record from before migration 036 the
 * derived rows of the items the call wrote. Then the slice's creations are announced.
 */
export class DerivationSlice {
  private readonly payloadOf: SqlStatement<[number], string | null>;
  private readonly storedRows: SqlStatement<[string, number, number], ItemRow>;
  private readonly creationRowsOf: SqlStatement<[string, number, number], { item_id: string; seq: number }>;

  constructor(
    db: SqlClient,
    private readonly bulk: BulkInsert,
    private readonly host: DeriverHost,
  ) {
    this.payloadOf = db.prepare<[number], string | null>('SELECT rows FROM item_derivations WHERE seq = ?').pluck();
    this.storedRows = db.prepare('SELECT * FROM items WHERE type = ? AND idx >= ? AND idx < ? ORDER BY idx');
    // One statement per slice, not per item: a statement is a round trip on PostgreSQL.
    this.creationRowsOf = db.prepare<[string, number, number], { item_id: string; seq: number }>(
      "SELECT c.item_id, c.seq FROM items i JOIN item_changes c ON c.item_id = i.id AND c.op = 'create' WHERE i.type = ? AND i.idx >= ? AND i.idx < ?",
    );
  }

  /**
   * Writes the first `size` items left of `batch`. `kept`: the rows left as the call (or an earlier
   * slice) kept them, else they are parsed from the record. Answers the rows left, this slice's
   * included, for the caller to keep (undefined for a record from before migration 036).
   */
  write(batch: DerivationRow, size: number, kept: NumberedRow[] | undefined): NumberedRow[] | undefined {
    const first = Number(batch.first_idx);
    if (Number(batch.carries) !== 1) {
      this.derive(this.itemsOf(batch.type, first, size), batch.actor);
      return undefined;
    }
    const left = kept ?? this.parsed(batch, first);
    const rows = left.slice(0, size);
    const plan = indexPlanFor(this.host.registry(), batch.type);
    this.bulk.write(
      batch.type,
      rows.map((row) => completeRow(plan, row)),
      batch.actor,
      batch.ts ?? rows[0]?.item.created.ts ?? '',
    );
    this.announce(
      rows.map((row) => storedItemOf(batch.type, row)),
      batch.actor,
    );
    return left;
  }

  /** The rows left of a carrying batch, from its record: the whole batch, whose first slices may be written already. */
  private parsed(batch: DerivationRow, first: number): NumberedRow[] {
    const plan = indexPlanFor(this.host.registry(), batch.type);
    const items = parseBatchPayload(this.payloadOf.get(batch.seq) ?? '[]');
    return items.slice(items.length - Number(batch.count)).map((item, n) => numberedRowOf(batch.type, plan, item, first + n));
  }

  /** The slice's items with their row numbers, read back from `items` (a record from before migration 036). */
  private itemsOf(type: string, first: number, size: number): { seq: number; item: ItemJson }[] {
    return this.storedRows.all(type, first, first + size).map((row) => ({ seq: row.seq, item: rowToItem(row) }));
  }

  private derive(items: readonly { seq: number; item: ItemJson }[], actor: string): void {
    const registry = this.host.registry();
    const derived: DerivedRows[] = [];
    for (const { seq, item } of items) {
      const plan = indexPlanFor(registry, item._t);
      if (plan) derived.push({ id: item.$id, seq, entries: indexEntries(plan, fieldsOf(item), item.$id) });
    }
    this.bulk.writeDerived(derived);
    this.announce(
      items.map(({ item }) => item),
      actor,
    );
  }

  private announce(items: readonly ItemJson[], actor: string): void {
    const creationRows = this.host.tellsCreationRows ? this.creationRows(items) : undefined;
    for (const item of items) {
      const creationRow = creationRows?.get(item.$id);
      this.host.emit({ op: 'create', item, by: actor, ...(creationRow === undefined ? {} : { creationRow }) });
    }
  }

  /** The seq of each slice item's creation row (`ItemChange.creationRow`), by item id. */
  private creationRows(items: readonly ItemJson[]): Map<string, number> {
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return new Map();
    return new Map(this.creationRowsOf.all(first._t, first._i, last._i + 1).map((row) => [row.item_id, Number(row.seq)]));
  }
}

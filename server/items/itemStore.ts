import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../db/sqlClient';
import type { BeforeDeleteListener, ItemStoreOptions, NewItem, NewItemCheck, ValidatedItem, WriteOptions } from './storeTypes';
import { formatItemId, isItemId } from '../../engine/ids';
import { UUID_FIELD } from '../../engine/registry/compileType';
import type { Registry } from '../../engine/registry/registry';
import { OperationError } from '../protocol/contract';
import { fieldsToValidate } from './carriedFields';
import { withNormalizedGeometry } from './geometryFields';
import { ChangeLog, diffFields, type ChangeEntry } from './changeLog';
import type { ItemChange, Writer } from '../../engine/protocol/item';
import { invalidId, notAllowed, notFound, staleUpdate, ValidationFailedError } from './errors';
import { indexPlanFor } from './indexPlan';
import { ItemIndexer } from './itemIndexer';
import { resentItemId } from './uuidResend';
import { fieldsOf, rowToItem, type ItemFields, type ItemJson, type ItemRow } from './itemShape';
import { withCopiedChanges, withCopiedValues } from './copiedFields';
import { BulkInsert } from './bulkInsert';
import { BulkDeriver } from './bulkDeriver';
import { ChangeListeners, type ChangeBatchListener, type ChangeListener } from './changeListeners';
import { ItemRowStatements } from './itemRowStatements';
import { StoreTransactions } from './storeTransactions';
import { checkNewItems, type CheckedBatch } from './createManyChecks';
import { applyPatch, declaredLovContext, DEFAULT_ACCESS, loggable } from './storeDefaults';

export { SYSTEM_WRITER, type ItemChange, type Writer } from '../../engine/protocol/item';
export { applyPatch, declaredLovContext } from './storeDefaults';
export type { ChangeBatchListener, ChangeListener } from './changeListeners';
export type * from './storeTypes';

/**
 * The item store: validated, versioned writes of items with their indexes and change log kept in the
 * same transaction. Permission checks belong to the callers (operations); the store refuses only
 * what no caller may do: invalid fields, stale updates, raw system writes by non-administrators.
 */
export class ItemStore {
  readonly db: SqlClient;
  private readonly indexer: ItemIndexer;
  private readonly log: ChangeLog;
  private readonly listeners: ChangeListeners;
  private readonly bulk: BulkInsert;
  private readonly beforeDeleteListeners = new Set<BeforeDeleteListener>();
  private readonly rows: ItemRowStatements;
  private readonly transactions: StoreTransactions;
  /** Deferred createMany batches: readers `settle` them first (bulkDeriver.ts); `stop` at server close. */
  readonly deriver: BulkDeriver;

  constructor(private readonly options: ItemStoreOptions) {
    const db = options.db;
    this.db = db;
    this.indexer = new ItemIndexer(db);
    this.log = new ChangeLog(db);
    this.bulk = new BulkInsert(db);
    this.listeners = new ChangeListeners(options.onListenerError ?? console.error);
    this.transactions = new StoreTransactions(db, this.listeners);
    this.rows = new ItemRowStatements(db);
    this.deriver = new BulkDeriver(db, this.bulk, {
      registry: () => this.registry(),
      transaction: (work) => this.transaction(work),
      afterCommit: (work) => this.afterCommit(work),
      emit: (change) => this.announce(change),
      onError: options.onListenerError ?? console.error,
      tellsCreationRows: options.creationEventsFromChangeRows === true,
    });
  }

  registry(): Registry {
    return this.options.registry();
  }

  onChange(listener: ChangeListener): () => void {
    return this.listeners.add(listener);
  }

  /** Hears all changes of one commit at once (after the per-change listeners). */
  onChanges(listener: ChangeBatchListener): () => void {
    return this.listeners.addBatch(listener);
  }

  /**
   * Hears the changes of each write or transaction just before it commits and may write in it: what
   * it writes commits with them (one commit, not two) and is told to the listeners with them.
   */
  beforeCommit(listener: ChangeBatchListener): () => void {
    return this.listeners.addBeforeCommit(listener);
  }

  onBeforeDelete(listener: BeforeDeleteListener): () => void {
    this.beforeDeleteListeners.add(listener);
    return () => this.beforeDeleteListeners.delete(listener);
  }

  /**
   * Runs several writes as one: all of them or none. Listeners (pushes, notifications, search
   * caches) hear of the changes after the commit, never of writes a rollback undid.
   */
  transaction<T>(work: () => T): T {
    return this.transactions.transaction(work);
  }

  /**
   * Runs `work` once the current transaction committed (at once outside one); a rollback drops it.
   * For effects outside the database that must not happen for writes a rollback undid (mail).
   */
  afterCommit(work: () => void): void {
    this.transactions.afterCommit(work);
  }

  /** The stored row; an item of a deferred createMany is derived first (bulkDeriver.ts). */
  getRow(id: string): ItemRow | undefined {
    this.deriver.settleItem(id);
    return this.rows.select.get(id);
  }

  get(id: string): ItemJson | undefined {
    const row = this.getRow(id);
    return row ? rowToItem(row) : undefined;
  }

  history(id: string): ChangeEntry[] {
    this.deriver.settleItem(id);
    return this.log.history(id);
  }

  create(type: string, given: ItemFields, writer: Writer, options: WriteOptions = {}): ItemJson {
    const registry = this.registry();
    const declaration = registry.types.get(type)?.declaration;
    if (!declaration) throw new OperationError('invalidId', `Unknown item type ${JSON.stringify(type)}`, 400);
    if (options.created && !writer.admin) throw notAllowed('Only administrators may set _c');
    // Types declaring uuid carry a stable _uuid: the client's (an offline device made the item), else a new one.
    const resent = declaration.uuid === true ? resentItemId(this.db, type, given[UUID_FIELD], writer.userId) : undefined;
    if (resent !== undefined) return rowToItem(this.mustRow(resent));
    const withUuid = declaration.uuid === true && given[UUID_FIELD] === undefined ? { ...given, [UUID_FIELD]: randomUUID() } : given;
    // Every path (operations, plugins, imports) stores the copies the declaration asks for.
    const input = withCopiedValues(registry, type, withUuid, (ref) => this.get(ref));
    this.validate(registry, writer, { type, fields: input });
    const fields = withNormalizedGeometry(declaration.schema, input);
    const created = options.created ?? { ts: this.now(), by: writer.userId };
    const access = options.access ?? declaration.view?.defaultAccess ?? DEFAULT_ACCESS;

    return this.transaction((): ItemJson => {
      const idx = this.rows.nextIndex.get(type)?.last_idx ?? 1;
      const id = formatItemId(type, idx);
      const data = JSON.stringify(fields);
      this.rows.insert.run({ id, type, idx, u: 1, created_ts: created.ts, created_by: created.by, access, data });
      const row = this.mustRow(id);
      this.reindexRow(registry, row, fields);
      // The first item of a type is indexed with the current plan: record it, so no reindex is due.
      const plan = indexPlanFor(registry, type);
      if (plan && idx === 1) this.rows.markIndexed.run(type, plan.fingerprint, this.now());
      const stored = rowToItem(row);
      this.log.record(id, { u: 1, ts: this.now(), by: writer.userId, op: 'create', changes: diffFields({}, loggable(stored)) });
      this.announce({ op: 'create', item: stored, by: writer.userId });
      return stored;
    });
  }

  /**
   * Creates the items as `create` would (uuid, copies, validation; `check` runs first on each, with
   * the copies set), all in one transaction: any refused item refuses them all (CreateManyRefusal
   * lists each by index) and nothing is written. Listeners hear of the changes after the commit.
   */
  createMany(type: string, items: readonly NewItem[], writer: Writer, check?: NewItemCheck): ItemJson[] {
    const { plan, checked, now } = this.checkMany(type, items, writer, check);
    return this.transaction(() => {
      const { stored, firstIdx } = this.bulk.insert(type, plan, checked, writer.userId, now);
      if (plan && firstIdx === 1) this.rows.markIndexed.run(type, plan.fingerprint, now);
      for (const item of stored) this.announce({ op: 'create', item, by: writer.userId });
      return stored;
    });
  }

  /**
   * `createMany` whose transaction writes only the id reservation and a record carrying the batch:
   * the items, their change, index, access and text rows, the Events and the announcements follow
   * (bulkDeriver.ts). The writer's searches and requests and reads by id write what is pending first.
   * Answers the new ids, in order.
   */
  createManyDeferred(type: string, items: readonly NewItem[], writer: Writer, check?: NewItemCheck): string[] {
    const { plan, checked, now } = this.checkMany(type, items, writer, check);
    return this.transaction(() => {
      const { rows, firstIdx } = this.bulk.number(type, plan, checked);
      if (plan && firstIdx === 1) this.rows.markIndexed.run(type, plan.fingerprint, now);
      this.deriver.record(type, firstIdx, rows, writer.userId, now);
      return rows.map((row) => row.id);
    });
  }

  /** Every item of a createMany checked, before anything is written; throws CreateManyRefusal listing the refused. */
  private checkMany(type: string, items: readonly NewItem[], writer: Writer, check: NewItemCheck | undefined): CheckedBatch & { now: string } {
    // The checks may read items of other types by SQL: a pending batch of another type is written first.
    this.deriver.settleOtherThan(type);
    const now = this.now();
    const host = { registry: this.registry(), now, get: (ref: string) => this.get(ref), validate: (registry: Registry, by: Writer, item: ValidatedItem) => this.validate(registry, by, item) };
    return { ...checkNewItems(host, type, items, writer, check), now };
  }

  /**
   * Applies a top-level merge patch (null removes a field) when expectedU is the stored _u. A stale
   * _u is refused before anything is written; a patch that changes nothing keeps _u.
   */
  update(id: string, given: ItemFields, expectedU: number, writer: Writer, options: WriteOptions = {}): ItemJson {
    const row = this.requireRow(id);
    if (row.u !== expectedU) throw staleUpdate(id, expectedU, row.u);
    if (options.created && !writer.admin) throw notAllowed('Only administrators may set _c');
    const registry = this.registry();
    const previous = rowToItem(row);
    const patch = withCopiedChanges(registry, row.type, previous, given, (ref) => this.get(ref));
    if (UUID_FIELD in patch && patch[UUID_FIELD] !== previous[UUID_FIELD]) throw new OperationError('uuidImmutable', `${id}: _uuid never changes`, 400);
    const merged = applyPatch(fieldsOf(previous), patch);
    const schema = registry.types.get(row.type)?.declaration.schema;
    // Values of fields the declaration no longer has stay stored but are not validated (carriedFields.ts).
    this.validate(registry, writer, { type: row.type, id, fields: schema ? fieldsToValidate(schema, merged, patch, fieldsOf(previous)) : merged });
    const fields = withNormalizedGeometry(schema, merged);
    const created = options.created ?? previous._c;
    const next: ItemJson = { ...fields, $id: id, _t: row.type, _i: row.idx, _u: row.u + 1, _c: created, $access: options.access ?? previous.$access };
    const changes = diffFields(loggable(previous), loggable(next));
    if (Object.keys(changes).length === 0) return previous;

    return this.transaction((): ItemJson => {
      const result = this.rows.update.run({
        id,
        expected: expectedU,
        u: next._u,
        created_ts: created.ts,
        created_by: created.by,
        access: next.$access,
        data: JSON.stringify(fields),
      });
      if (result.changes === 0) throw staleUpdate(id, expectedU, this.getRow(id)?.u ?? -1);
      const stored = this.mustRow(id);
      this.reindexRow(registry, stored, fields);
      this.log.record(id, { u: next._u, ts: this.now(), by: writer.userId, op: 'update', changes });
      const item = rowToItem(stored);
      this.announce({ op: 'update', item, previous, by: writer.userId });
      return item;
    });
  }

  /** Removes the item and its indexes; the change log keeps its history. */
  delete(id: string, expectedU: number, writer: Writer): ItemJson {
    const row = this.requireRow(id);
    if (row.u !== expectedU) throw staleUpdate(id, expectedU, row.u);
    const previous = rowToItem(row);
    this.transaction(() => {
      for (const listener of this.beforeDeleteListeners) listener(previous);
      this.indexer.remove(row);
      this.rows.deleteGrants.run(id);
      if (this.rows.delete.run(id, expectedU).changes === 0) throw staleUpdate(id, expectedU, -1);
      this.log.record(id, { u: row.u + 1, ts: this.now(), by: writer.userId, op: 'delete', changes: diffFields(loggable(previous), {}) });
      this.announce({ op: 'delete', item: previous, previous, by: writer.userId });
    });
    return previous;
  }

  /** Rewrites the index entries of one stored item with the current registry (reindex tasks). */
  reindex(row: ItemRow): void {
    const registry = this.registry();
    this.db.transaction(() => this.reindexRow(registry, row, fieldsOf(rowToItem(row))))();
  }

  private reindexRow(registry: Registry, row: ItemRow, fields: ItemFields): void {
    const plan = indexPlanFor(registry, row.type);
    const owner = plan ? this.indexer.write(plan, row, fields) : (this.indexer.remove(row), null);
    if (owner !== row.owner) this.rows.setOwner.run(owner, row.id);
  }

  private validate(registry: Registry, writer: Writer, item: ValidatedItem): void {
    const context = (this.options.validationContext ?? declaredLovContext)(registry, writer, item);
    const errors = this.options.validators(registry, item.type)(item.fields, context);
    if (errors.length > 0) throw new ValidationFailedError(errors);
  }

  private requireRow(id: string): ItemRow {
    if (!isItemId(id)) throw invalidId(id);
    const row = this.getRow(id);
    if (!row) throw notFound(id);
    return row;
  }

  private mustRow(id: string): ItemRow {
    const row = this.getRow(id);
    if (!row) throw new Error(`Item ${id} vanished inside its own transaction`);
    return row;
  }

  private now(): string {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  /** Tells listeners of a change at the open transaction's commit: the store's writes, or a change with no row (a creation Event from its change row). */
  announce(change: ItemChange): void {
    this.transactions.emit(change);
  }
}

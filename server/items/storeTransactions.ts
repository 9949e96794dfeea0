import type { ItemChange } from '../../engine/protocol/item';
import type { SqlClient } from '../db/sqlClient';
import type { ChangeListeners } from './changeListeners';

/**
 * The item store's transactions and what their changes are told to: changes written inside an open
 * transaction wait in `pending` and reach the listeners only once it commits (never the ones a
 * rollback undid); before-commit listeners may still write in it; work queued with `afterCommit`
 * runs after the commit and is dropped by a rollback. Outside a transaction a change is told at once.
 */
export class StoreTransactions {
  /** Changes written inside the open transaction, told to listeners once it commits. */
  private pending: ItemChange[] | undefined;
  private committed: (() => void)[] = [];

  constructor(
    private readonly db: SqlClient,
    private readonly listeners: ChangeListeners,
  ) {}

  /**
   * Runs several writes as one: all of them or none. Listeners (pushes, notifications, search
   * caches) hear of the changes after the commit, never of writes a rollback undid.
   */
  transaction<T>(work: () => T): T {
    if (this.pending) return this.nested(this.pending, work);
    const pending: ItemChange[] = [];
    this.pending = pending;
    let result: T;
    try {
      result = this.db.transaction((): T => {
        const value = work();
        this.listeners.beforeCommit(pending, (write) => this.nested(pending, write));
        return value;
      })();
    } catch (error) {
      this.committed = [];
      throw error;
    } finally {
      this.pending = undefined;
    }
    this.listeners.tell(pending);
    const committed = this.committed;
    this.committed = [];
    for (const work of committed) work();
    return result;
  }

  /**
   * Runs `work` once the current transaction committed (at once outside one); a rollback drops it.
   * For effects outside the database that must not happen for writes a rollback undid (mail).
   */
  afterCommit(work: () => void): void {
    if (this.pending) this.committed.push(work);
    else work();
  }

  /** Records a change: told with its transaction's commit, or at once outside one. */
  emit(change: ItemChange): void {
    if (this.pending) this.pending.push(change);
    else this.listeners.tell([change]);
  }

  /** A savepoint inside the open transaction: when it rolls back, so do the changes it told of. */
  private nested<T>(pending: ItemChange[], work: () => T): T {
    const mark = pending.length;
    try {
      return this.db.transaction(work)();
    } catch (error) {
      pending.length = mark;
      throw error;
    }
  }
}

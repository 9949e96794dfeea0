import type { ItemChange } from '../../engine/protocol/item';

export type ChangeListener = (change: ItemChange) => void;
/** Hears the changes one commit made, all at once (a createMany commit: up to 10,000). */
export type ChangeBatchListener = (changes: readonly ItemChange[]) => void;

/**
 * Who hears of committed writes. Per-change listeners hear each change; batch listeners hear the
 * changes of one commit together, so work they do per commit (writing Events in one transaction)
 * is not repeated per item. A failing listener is reported and never undoes the committed write.
 */
export class ChangeListeners {
  private readonly single = new Set<ChangeListener>();
  private readonly batch = new Set<ChangeBatchListener>();
  private readonly beforeCommitListeners = new Set<ChangeBatchListener>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: ChangeListener): () => void {
    this.single.add(listener);
    return () => this.single.delete(listener);
  }

  addBatch(listener: ChangeBatchListener): () => void {
    this.batch.add(listener);
    return () => this.batch.delete(listener);
  }

  addBeforeCommit(listener: ChangeBatchListener): () => void {
    this.beforeCommitListeners.add(listener);
    return () => this.beforeCommitListeners.delete(listener);
  }

  /**
   * Tells the before-commit listeners of a transaction's changes while it is still open, so what
   * they write (platform Events) commits with it. `pending` grows with their writes: the new tail
   * is told again until nothing is added. Each listener runs in `inSavepoint`: a failure is reported
   * and undoes only that listener's writes, never the transaction's own.
   */
  beforeCommit(pending: readonly ItemChange[], inSavepoint: (work: () => void) => void): void {
    for (let from = 0; from < pending.length; ) {
      const changes = pending.slice(from);
      from = pending.length;
      for (const listener of this.beforeCommitListeners) this.safely(() => inSavepoint(() => listener(changes)));
    }
  }

  /** Tells every listener of the changes one commit made, in commit order. */
  tell(changes: readonly ItemChange[]): void {
    if (changes.length === 0) return;
    for (const change of changes) {
      for (const listener of this.single) this.safely(() => listener(change));
    }
    for (const listener of this.batch) this.safely(() => listener(changes));
  }

  private safely(call: () => void): void {
    try {
      call();
    } catch (error) {
      this.onError(error);
    }
  }
}

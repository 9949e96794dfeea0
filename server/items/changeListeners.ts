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

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: ChangeListener): () => void {
    this.single.add(listener);
    return () => this.single.delete(listener);
  }

  addBatch(listener: ChangeBatchListener): () => void {
    this.batch.add(listener);
    return () => this.batch.delete(listener);
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

import type { ItemStore } from '../itemStore';

/** Resolves once the store's deriver wrote every deferred createMany (its slices run on setImmediate). */
export async function derivationsDone(store: ItemStore): Promise<void> {
  while (store.deriver.hasPending()) await new Promise<void>((resolve) => setImmediate(resolve));
}

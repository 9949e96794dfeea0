import { lovCache } from '../data/caches';
import { createItem, updateItem } from '../data/itemWrites';
import type { Api } from '../net/apiContract';
import { LOV_VALUE_TYPE, type LovWrite } from './listValues';

/**
 * Sends the writes of one edit in order (a move is two), then forgets every cached list so the
 * forms offer the new values at once. A refusal stops the rest and is thrown to the screen.
 */
export async function applyLovWrites(api: Pick<Api, 'send'>, writes: readonly LovWrite[]): Promise<void> {
  try {
    for (const write of writes) {
      if (write.op === 'create') await createItem(api, LOV_VALUE_TYPE, write.fields);
      else await updateItem(api, write.patch);
    }
  } finally {
    if (writes.length > 0) lovCache.clear();
  }
}

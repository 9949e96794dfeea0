import type { ItemChange } from '../../../engine/protocol/item';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';

/**
 * Photos are uploaded before their record exists (resumable uploads from the collection page), so
 * their Attachments belong to nobody: when field data names them in `media`, its owner organization
 * gets to read them, as it reads the record. Only attachments the writer uploaded are shared, so
 * naming somebody else's file publishes nothing.
 */
export function shareMediaWithReaders(context: ServerPluginContext, change: ItemChange): void {
  if (change.op === 'delete') return;
  const media = Array.isArray(change.item.media) ? change.item.media.filter((id): id is string => typeof id === 'string') : [];
  const readers = [change.item.owner, change.item._c.by].filter((id): id is string => typeof id === 'string');
  for (const id of media) {
    if (context.items.get(id)?._c.by === change.by) context.items.shareRead?.(id, readers);
  }
}

import { SYSTEM_WRITER, type ItemStore } from '../items/itemStore';

/**
 * Marks read the notifications raised by the demo's history events (PluginDemoSeed.asHistory), in
 * the recipients' index and on their Notify items, as a user's own "mark read" would. Runs after the
 * seed's transaction committed: the notifier creates the Notify items only then. Answers how many.
 */
export function markHistoryNotificationsRead(store: ItemStore, eventIds: readonly string[]): number {
  if (eventIds.length === 0) return 0;
  return store.transaction(() => {
    const rows = store.db
      .prepare<[string], { notify_id: string }>('SELECT notify_id FROM notifications WHERE unread = 1 AND event_id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(eventIds));
    for (const { notify_id: id } of rows) {
      store.db.prepare('UPDATE notifications SET unread = 0 WHERE notify_id = ?').run(id);
      const item = store.get(id);
      if (item) store.update(id, { unread: false }, item._u, SYSTEM_WRITER);
    }
    return rows.length;
  });
}

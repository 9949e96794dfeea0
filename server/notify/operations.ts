import { parseItemId } from '../../engine/ids';
import { notAllowed } from '../items/errors';
import type { ItemServices } from '../items/itemServices';
import { bodyRecord, invalidBody, requireActor, requireItemId } from '../items/operationHelpers';
import type { OperationRegistry } from '../protocol/contract';
import { parseSearchRequest, type SearchRequest } from '../search/searchRequest';
import { labelsOf } from '../items/labels';
import type { ItemJson } from '../items/itemShape';
import { NOTIFY_TYPE } from './notificationStore';
import { parseNotifyPref } from './notifyPreferences';

function indexList(value: unknown): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((n) => Number.isInteger(n))) throw invalidBody('indexes must be a list of Notify indexes');
  return value as number[];
}

/**
 * act/markNotifications ({ indexes, asUnread?, context? } -> { notifyPairs }),
 * act/fetchNotifications ({ query?: { must ... }, max? } -> { items, labels }, newest first; each item's
 * $by names who acted (the event's writer), labels gives the titles of the contexts the caller may
 * read and the names of those writers, so a notification reads "what, on which item, by whom"),
 * act/setNotify ({ id, notify } -> { id, notify }; id "{type}-0" sets the preference for the type).
 */
export function registerNotifyOperations(operations: OperationRegistry, services: ItemServices): void {
  const { notifications, search, store, preferences, permissions } = services;

  operations.register('act/markNotifications', (ctx, body) => {
    const actor = requireActor(ctx);
    const record = bodyRecord(body);
    const context = record.context === undefined ? undefined : requireItemId(record.context);
    return { notifyPairs: notifications.mark(actor.userId, indexList(record.indexes), record.asUnread === true, context) };
  });

  operations.register('act/fetchNotifications', (ctx, body) => {
    const actor = requireActor(ctx);
    const record = bodyRecord(body);
    const recipientField = notifications.recipientField();
    if (!recipientField) return { items: [] };
    const query: SearchRequest = parseSearchRequest(record.query ?? {});
    const ids = search.search(actor, {
      must: [{ kind: 'type', value: NOTIFY_TYPE }, { prop: recipientField, kind: 'eq', value: actor.userId }, ...(query.must ?? [])],
      ...(query.mustNot ? { mustNot: query.mustNot } : {}),
      ...(query.should ? { should: query.should } : {}),
      sort: [{ key: '_c.ts', order: 'desc' }],
      max: typeof record.max === 'number' ? record.max : (query.max ?? 50),
    }).ids;
    const items = ids.flatMap((id) => store.get(id) ?? []).map((item): ItemJson => {
      const event = typeof item.event === 'string' ? store.get(item.event) : undefined;
      return { ...services.readHooks.present(item, actor), ...(event ? { $by: event._c.by } : {}) };
    });
    const named = new Set<string>();
    for (const item of items) {
      for (const id of [item.context, item.$context, item.$by]) if (typeof id === 'string' && permissions.canRead(actor, id)) named.add(id);
    }
    return { items, labels: labelsOf(store.db, ctx.registry(), [...named]) };
  });

  operations.register('act/setNotify', (ctx, body) => {
    const actor = requireActor(ctx);
    const record = bodyRecord(body);
    const id = requireItemId(record.id);
    const notify = parseNotifyPref(record.notify);
    const { type, index } = parseItemId(id);
    const known = index === 0 ? ctx.registry().types.has(type) : permissions.canRead(actor, id);
    if (!known) throw notAllowed(`may not follow ${id}`);
    preferences.set(actor.userId, id, notify);
    return { id, notify };
  });
}

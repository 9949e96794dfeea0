import type { Event as EventItem } from '../../generated/types/core';
import { prepared } from '../db/preparedStatements';
import type { ItemChange, ItemStore } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import type { PermissionService } from '../permissions/permissionService';
import type { NotificationStore } from './notificationStore';
import { decide, type NotifyPreferences } from './notifyPreferences';
import { actorForUser, usersNamedBy } from './userActors';

export const EVENT_TYPE: EventItem['_t'] = 'Event';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export interface EventNotifierDeps {
  store: ItemStore;
  permissions: PermissionService;
  preferences: NotifyPreferences;
  notifications: NotificationStore;
  onError?: (error: unknown) => void;
}

/**
 * Creates Notify items when an Event item (kind, context, subContext, also) is created. Candidates
 * are the users involved with the context item (its creator, its person and self fields, the
 * administrators of its owner organization, whoever the event names in also) and users holding a
 * preference on the item or its type; each gets a notification when the preference chain
 * (notifyPreferences.decide) says so and the user may read the context. The writer is never notified.
 */
export class EventNotifier {
  constructor(private readonly deps: EventNotifierDeps) {}

  start(): () => void {
    return this.deps.store.onChange((change) => this.onChange(change));
  }

  private onChange(change: ItemChange): void {
    if (change.op !== 'create' || change.item._t !== EVENT_TYPE) return;
    try {
      this.notify(change.item, change.by);
    } catch (error) {
      (this.deps.onError ?? console.error)(error);
    }
  }

  /** Users to notify about the event, sorted. */
  recipients(event: ItemJson, by: string): string[] {
    const { store, preferences, permissions } = this.deps;
    const db = store.db;
    const contextId = text(event.context);
    const context = contextId ? store.get(contextId) : undefined;
    const also = texts(event.also);
    if (!contextId) return usersNamedBy(db, also).filter((user) => user !== by);
    if (!context) return this.aboutDeleted(contextId, also, by);

    const named = prepared<[string], { principal: string }>(db, 'SELECT principal FROM item_access WHERE item_id = ?').all(contextId);
    const involved = new Set(usersNamedBy(db, [context._c.by, ...named.map((row) => row.principal), ...also]));
    const typeId = `${context._t}-0`;
    const prefs = preferences.forItems([contextId, typeId]);
    const declared = store.registry().types.get(context._t)?.declaration.notify;
    const candidates = [...new Set([...involved, ...prefs.keys()])].filter((user) => user !== by).sort();
    return candidates.filter((user) => {
      const decision = decide(prefs.get(user)?.get(contextId), prefs.get(user)?.get(typeId), declared);
      if (decision === 'NEVER' || (decision === 'DEFAULT' && !involved.has(user))) return false;
      const actor = actorForUser(db, user);
      return actor !== null && permissions.canRead(actor, contextId);
    });
  }

  /**
   * An event about an item that is gone (ITEM_DELETED): those its also names (the owner's
   * administrators), unless they said NEVER for the item or its type; nobody can be checked for
   * read access any more, so ALWAYS alone brings nobody in.
   */
  private aboutDeleted(contextId: string, also: string[], by: string): string[] {
    const type = contextId.slice(0, contextId.lastIndexOf('-'));
    const typeId = `${type}-0`;
    const prefs = this.deps.preferences.forItems([contextId, typeId]);
    const declared = this.deps.store.registry().types.get(type)?.declaration.notify;
    return usersNamedBy(this.deps.store.db, also).filter(
      (user) => user !== by && decide(prefs.get(user)?.get(contextId), prefs.get(user)?.get(typeId), declared) !== 'NEVER',
    );
  }

  notify(event: ItemJson, by: string): ItemJson[] {
    const kind = text(event.kind) ?? 'EVENT';
    const context = text(event.context);
    const eventContext = text(event.subContext) ?? context;
    return this.recipients(event, by).flatMap((userId) => {
      const item = this.deps.notifications.create({
        userId,
        kind,
        eventId: event.$id,
        ...(context ? { context } : {}),
        ...(eventContext ? { eventContext } : {}),
      });
      return item ? [item] : [];
    });
  }
}

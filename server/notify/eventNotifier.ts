import type { Event as EventItem } from '../../generated/types/core';
import type { ItemChange, ItemStore } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import type { PermissionService } from '../permissions/permissionService';
import type { NotificationStore } from './notificationStore';
import { decide, type NotifyPreferences } from './notifyPreferences';
import { RecipientLookup } from './recipientLookup';

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

  /**
   * Hears each commit's changes together: the Events of one commit (10,000 from a createMany) share
   * one RecipientLookup, so what they have in common is read once.
   */
  start(): () => void {
    return this.deps.store.onChanges((changes) => this.onChanges(changes));
  }

  private onChanges(changes: readonly ItemChange[]): void {
    const events = changes.filter((change) => change.op === 'create' && change.item._t === EVENT_TYPE);
    if (events.length === 0) return;
    let lookup: RecipientLookup;
    try {
      const contextIds = events.flatMap((change) => text(change.item.context) ?? []);
      lookup = new RecipientLookup(this.deps.store, this.deps.preferences, contextIds);
    } catch (error) {
      (this.deps.onError ?? console.error)(error);
      return;
    }
    for (const change of events) {
      try {
        this.notify(change.item, change.by, lookup);
      } catch (error) {
        (this.deps.onError ?? console.error)(error);
      }
    }
  }

  /** Users to notify about the event, sorted. */
  recipients(event: ItemJson, by: string, lookup: RecipientLookup): string[] {
    const { store, permissions } = this.deps;
    const contextId = text(event.context);
    const context = contextId ? lookup.context(contextId) : undefined;
    const also = texts(event.also);
    if (!contextId) return lookup.usersNamedBy(also).filter((user) => user !== by);
    if (!context) return this.aboutDeleted(contextId, also, by, lookup);

    const involved = new Set(lookup.usersNamedBy([context.createdBy, ...lookup.accessPrincipals(contextId), ...also]));
    const typeId = `${context.type}-0`;
    const prefs = lookup.prefsFor(contextId, typeId);
    const declared = store.registry().types.get(context.type)?.declaration.notify;
    const candidates = [...new Set([...involved, ...prefs.keys()])].filter((user) => user !== by).sort();
    return candidates.filter((user) => {
      const decision = decide(prefs.get(user)?.get(contextId), prefs.get(user)?.get(typeId), declared);
      if (decision === 'NEVER' || (decision === 'DEFAULT' && !involved.has(user))) return false;
      const actor = lookup.actor(user);
      return actor !== null && permissions.canRead(actor, contextId);
    });
  }

  /**
   * An event about an item that is gone (ITEM_DELETED): those its also names (the owner's
   * administrators), unless they said NEVER for the item or its type; nobody can be checked for
   * read access any more, so ALWAYS alone brings nobody in.
   */
  private aboutDeleted(contextId: string, also: string[], by: string, lookup: RecipientLookup): string[] {
    const type = contextId.slice(0, contextId.lastIndexOf('-'));
    const typeId = `${type}-0`;
    const prefs = lookup.prefsFor(contextId, typeId);
    const declared = this.deps.store.registry().types.get(type)?.declaration.notify;
    return lookup
      .usersNamedBy(also)
      .filter((user) => user !== by && decide(prefs.get(user)?.get(contextId), prefs.get(user)?.get(typeId), declared) !== 'NEVER');
  }

  notify(event: ItemJson, by: string, lookup: RecipientLookup): ItemJson[] {
    const kind = text(event.kind) ?? 'EVENT';
    const context = text(event.context);
    const eventContext = text(event.subContext) ?? context;
    return this.recipients(event, by, lookup).flatMap((userId) => {
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

import type { SqlClient } from '../db/sqlClient';
import type { Notify, User } from '../../generated/types/core';
import type { ItemJson } from '../items/itemShape';
import { SYSTEM_WRITER, type ItemStore } from '../items/itemStore';
import type { ReadHooks } from '../items/readHooks';

/** Type of the notification items (plugins/core/types/Notify.type.json). */
export const NOTIFY_TYPE = 'Notify';

/** The push a recipient's sockets receive for a new notification. */
export const ITEM_NOTIFY_PUSH = 'item/notify';

/** The push a user's sockets receive when notifications were marked read or unread (other tabs recount). */
export const NOTIFICATIONS_CHANGED_PUSH = 'notifications/changed';

/** One unread notification as the User item keeps it: Notify index n, the item it concerns c. */
export type NotifyPair = NonNullable<User['notifyPairs']>[number];

/** The Notify item to create: its recipient, the Event item it reports, and what the event is about. */
export interface NewNotification extends Pick<Notify, 'kind'>, Partial<Pick<Notify, 'context' | 'eventContext'>> {
  userId: Notify['recipient'];
  eventId: NonNullable<Notify['event']>;
}

/** Sends pushes to every socket of a user (the protocol's PushHub does). */
export interface UserPushTarget {
  pushToUser(userId: string, o: string, b: unknown): number;
}

/**
 * Notify items and their recipients' index (the notifications table): creation, read/unread
 * marks, and the User item's notifyPairs read from that index whenever the User item is presented.
 * A new notification costs one Notify item and one index row whatever the recipient's unread
 * count: the User item is not rewritten (nor logged on its timeline); item/notify tells their
 * sockets, notifications/changed tells them of marks.
 */
export class NotificationStore {
  private readonly db: SqlClient;

  constructor(
    private readonly store: ItemStore,
    private readonly pushes: UserPushTarget,
    private readonly readHooks: ReadHooks,
  ) {
    this.db = store.db;
    readHooks.register('User', (user) => this.withPairs(user));
  }

  /** The field of Notify naming its recipient (access.selfField), or undefined when Notify is not declared. */
  recipientField(): string | undefined {
    return this.store.registry().types.get(NOTIFY_TYPE)?.declaration.access?.selfField;
  }

  /**
   * Creates the recipient's Notify item. The declaration names the stored fields either plainly
   * (kind, context, eventContext) or with a $ (clients read $kind, $context, $eventContext, see
   * plugins/core/server.ts); both work. An event about no item is its own context.
   */
  create(notification: NewNotification): ItemJson | undefined {
    const recipientField = this.recipientField();
    const declared = this.store.registry().types.get(NOTIFY_TYPE)?.declaration.schema.properties ?? {};
    if (!recipientField) return undefined;
    const named = (name: string): string | undefined =>
      Object.hasOwn(declared, name) ? name : Object.hasOwn(declared, `$${name}`) ? `$${name}` : undefined;
    const context = notification.context ?? notification.eventId;
    const values: [string | undefined, unknown][] = [
      [named('kind'), notification.kind],
      [named('context'), context],
      [named('eventContext'), notification.eventContext ?? context],
      [named('event'), notification.eventId],
      [named('unread'), true],
      [recipientField, notification.userId],
    ];
    const fields = Object.fromEntries(values.filter((entry): entry is [string, unknown] => entry[0] !== undefined));
    const item = this.store.create(NOTIFY_TYPE, fields, SYSTEM_WRITER, { access: 'PRIVATE' });
    this.db
      .prepare('INSERT INTO notifications (notify_id, user_id, notify_idx, context_id, event_id, unread, ts) VALUES (?, ?, ?, ?, ?, 1, ?)')
      .run(item.$id, notification.userId, item._i, context, notification.eventId, item._c.ts);
    this.pushes.pushToUser(notification.userId, ITEM_NOTIFY_PUSH, { item: this.readHooks.present(item, 'platform') });
    return item;
  }

  /** Unread notifications of the user, oldest first. */
  pairs(userId: string): NotifyPair[] {
    return this.db
      .prepare<[string], { n: number; c: string | null; id: string }>(
        'SELECT notify_idx AS n, context_id AS c, notify_id AS id FROM notifications WHERE user_id = ? AND unread = 1 ORDER BY notify_idx',
      )
      .all(userId)
      .map((row) => ({ n: row.n, c: row.c ?? row.id }));
  }

  /**
   * Marks the user's notifications with these Notify indexes (and, with context, every
   * notification about that item) read, or unread with asUnread. Others' notifications are ignored.
   */
  mark(userId: string, indexes: readonly number[], asUnread: boolean, context?: string): NotifyPair[] {
    // CAST: json_each's values are text on PostgreSQL, which compares no integer with text.
    const targets = this.db
      .prepare<[string, number, string, string | null], { notify_id: string }>(
        `SELECT notify_id FROM notifications WHERE user_id = ? AND unread = ?
         AND (notify_idx IN (SELECT CAST(value AS INTEGER) FROM json_each(?)) OR context_id = ?)`,
      )
      .all(userId, asUnread ? 0 : 1, JSON.stringify(indexes), context ?? null);
    for (const { notify_id: id } of targets) {
      this.db.prepare('UPDATE notifications SET unread = ? WHERE notify_id = ?').run(asUnread ? 1 : 0, id);
      const item = this.store.get(id);
      if (item) this.store.update(id, { unread: asUnread }, item._u, SYSTEM_WRITER);
    }
    const pairs = this.pairs(userId);
    if (targets.length > 0) this.pushes.pushToUser(userId, NOTIFICATIONS_CHANGED_PUSH, { notifyPairs: pairs });
    return pairs;
  }

  /** The User item with its current unread notifications as notifyPairs, when its type declares the field. */
  private withPairs(user: ItemJson): ItemJson {
    const declares = this.store.registry().types.get('User')?.declaration.schema.properties.notifyPairs !== undefined;
    return declares ? { ...user, notifyPairs: this.pairs(user.$id) } : user;
  }
}

import type { Notify } from '../../generated/types/core';
import type { CachedItem } from '../net/itemCache';
import { DEFAULT_SEARCH_MAX, type SearchRequest } from '../search/searchProtocol';

/** A Notify item as the list shows it (plugins/core/types/Notify.type.json). */
export interface NotificationEntry extends Pick<Notify, 'kind'> {
  id: Notify['$id'];
  /** The Notify index: what act/markNotifications names. */
  index: Notify['_i'];
  /** The item the notification is about: opened beside the list. */
  context?: Notify['context'];
  /** Notify.unread, absent counting as unread. */
  unread: boolean;
  ts?: Notify['_c']['ts'];
  labels?: Notify['$labels'];
  /** Name of who acted (the reply's labels of $by); absent for the platform or when unknown. */
  by?: string;
}

/** The body of act/fetchNotifications: newest first, unread ones only when asked. */
export function fetchNotificationsBody(unreadOnly: boolean, max: number = DEFAULT_SEARCH_MAX): { query: Required<Pick<SearchRequest, 'must'>>; max: number } {
  return { query: { must: unreadOnly ? [{ prop: 'unread', kind: 'eq', value: true }] : [] }, max };
}

/** The entries of an act/fetchNotifications answer ({ items }). */
export function notificationEntries(reply: unknown): NotificationEntry[] {
  const items = typeof reply === 'object' && reply !== null && 'items' in reply && Array.isArray(reply.items) ? (reply.items as unknown[]) : [];
  const names = typeof reply === 'object' && reply !== null && 'labels' in reply && typeof reply.labels === 'object' && reply.labels !== null ? (reply.labels as Record<string, unknown>) : {};
  return items.flatMap((raw): NotificationEntry[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as CachedItem;
    if (typeof item.$id !== 'string' || typeof item._i !== 'number') return [];
    const created = typeof item._c === 'object' && item._c !== null ? (item._c as Record<string, unknown>) : {};
    const labels = typeof item.$labels === 'object' && item.$labels !== null ? (item.$labels as Record<string, string>) : undefined;
    return [
      {
        id: item.$id,
        index: item._i,
        kind: typeof item.kind === 'string' ? item.kind : '',
        ...(typeof item.context === 'string' ? { context: item.context } : {}),
        unread: item.unread !== false,
        ...(typeof created.ts === 'string' ? { ts: created.ts } : {}),
        ...(labels ? { labels } : {}),
        ...(typeof item.$by === 'string' && typeof names[item.$by] === 'string' ? { by: names[item.$by] as string } : {}),
      },
    ];
  });
}

/** The list after marking some notifications read (or unread again), before the server confirms. */
export function withMarks(entries: readonly NotificationEntry[], indexes: readonly number[], asUnread: boolean): NotificationEntry[] {
  return entries.map((entry) => (indexes.includes(entry.index) ? { ...entry, unread: asUnread } : entry));
}

/** Body of act/markNotifications. */
export function markBody(indexes: readonly number[], asUnread: boolean): { indexes: number[]; asUnread: boolean } {
  return { indexes: [...indexes], asUnread };
}

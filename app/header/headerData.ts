import type { DeclaredFields, ItemBase } from '../../generated/item-base';
import type { User } from '../../generated/types/core';
import type { Api } from '../net/apiContract';
import { asSearchReply } from '../search/searchProtocol';
import type { SearchRequest } from '../search/searchProtocol';
import { systemAlertOf } from '../overlays/systemAlerts';
import type { SystemAlert } from '../overlays/systemAlerts';
import type { UnreadNotification } from './NotificationsBell';
import type { Suggestion } from './searchBarLogic';
import { suggestionRequest, suggestionsFrom } from './searchBarLogic';
import { whatsNewEntryOf } from './whatsNewCount';
import type { WhatsNewEntry } from './whatsNewCount';

/** Platform spec §9: the notifications menu shows 5. */
export const NOTIFICATION_MENU_COUNT = 5;

/** readMany/object answers one entry per id: the item, or { $id, notFound | notAllowed | invalidId }. */
export async function readItems(api: Api, ids: readonly string[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const reply = await api.send<unknown>('readMany/object', [...ids]);
  if (!Array.isArray(reply)) return [];
  return reply.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && !('notFound' in entry) && !('notAllowed' in entry) && !('invalidId' in entry),
  );
}

async function searchIds(api: Api, request: SearchRequest): Promise<{ ids: string[]; labels: Record<string, string>; total: number }> {
  const reply = asSearchReply(await api.send<unknown>('search/ids', request));
  return { ids: reply?.ids ?? [], labels: reply?.labels ?? {}, total: reply?.total ?? 0 };
}

/** Five suggestions for the header search bar over the general-search types. */
export async function fetchSuggestions(api: Api, text: string): Promise<Suggestion[]> {
  return suggestionsFrom(await api.send<unknown>('search/ids', suggestionRequest(text)));
}

/** The Notify field naming its recipient (access.selfField of plugins/core/types/Notify.type.json), as the asker. */
export const UNREAD_RECIPIENT = { prop: 'recipient', kind: 'actor', value: 'user' } as const;

/**
 * The unread count and the first five unread notifications of the signed-in user (Notify is
 * recipient-private): the count from a search total, the lines from act/fetchNotifications, whose
 * labels give the item titles and the names of who acted.
 */
export async function fetchUnread(api: Api): Promise<{ count: number; unread: UnreadNotification[] }> {
  const unreadOnly: SearchRequest['must'] = [{ prop: 'unread', kind: 'eq', value: true }];
  const [{ total }, reply] = await Promise.all([
    // Administrators read every Notify item: the count names the recipient, so each bell counts only its user's own.
    searchIds(api, { must: [{ kind: 'type', prop: '_t', value: 'Notify' }, UNREAD_RECIPIENT, ...(unreadOnly ?? [])], max: 1 }),
    api.send<unknown>('act/fetchNotifications', { query: { must: unreadOnly }, max: NOTIFICATION_MENU_COUNT }),
  ]);
  return { count: total, unread: unreadLines(reply) };
}

/** The bell's lines of an act/fetchNotifications reply ({ items, labels }). */
export function unreadLines(reply: unknown): UnreadNotification[] {
  const record = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  const items = Array.isArray(record.items) ? (record.items as unknown[]) : [];
  const labels = typeof record.labels === 'object' && record.labels !== null ? (record.labels as Record<string, unknown>) : {};
  const label = (id: unknown): string => (typeof id === 'string' && typeof labels[id] === 'string' ? labels[id] : '');
  return items.flatMap((raw): UnreadNotification[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    const context = typeof item.context === 'string' ? item.context : undefined;
    if (typeof item.$id !== 'string' || !context) return [];
    const created = typeof item._c === 'object' && item._c !== null ? (item._c as Record<string, unknown>) : {};
    return [
      {
        id: item.$id,
        kind: typeof item.kind === 'string' ? item.kind : '',
        context,
        title: label(context),
        by: label(item.$by),
        ...(typeof created.ts === 'string' ? { ts: created.ts } : {}),
      },
    ];
  });
}

/** Live system alerts (the overlay filters their time window and the dismissed ones). */
export async function fetchSystemAlerts(api: Api): Promise<SystemAlert[]> {
  const { ids } = await searchIds(api, {
    must: [
      { kind: 'type', prop: '_t', value: 'SystemAlert' },
      { prop: 'active', kind: 'eq', value: true },
    ],
    max: 20,
  });
  return (await readItems(api, ids)).map(systemAlertOf).filter((a): a is SystemAlert => a !== undefined);
}

/** What's-new entries in the user's language, for the capabilities the user holds (or none named). */
export async function fetchWhatsNew(api: Api, locale: string, holds: (capability: string) => boolean): Promise<WhatsNewEntry[]> {
  const { ids } = await searchIds(api, {
    must: [
      { kind: 'type', prop: '_t', value: 'WhatsNew' },
      { prop: 'locale', kind: 'eq', value: locale },
    ],
    max: 50,
  });
  return (await readItems(api, ids))
    .map(whatsNewEntryOf)
    .filter((e): e is WhatsNewEntry => e !== undefined && (e.capability === undefined || holds(e.capability)));
}

/** Users to masquerade as, by name or e-mail; every user (first 20 by name) for an empty text. */
export async function findUsers(api: Api, text: string, except?: string): Promise<Suggestion[]> {
  const must: SearchRequest['must'] = [{ kind: 'type', prop: '_t', value: 'User' }];
  if (text !== '') must.push({ kind: 'text', value: text });
  // The administrator never masquerades as themself.
  const mustNot: SearchRequest['mustNot'] = except === undefined ? [] : [{ kind: 'eq', prop: '$id', value: except }];
  const { ids, labels } = await searchIds(api, { must, ...(mustNot.length > 0 ? { mustNot } : {}), max: 20, labels: true, sort: [{ field: 'name', order: 'asc' }] });
  return ids.map((id) => ({ id, label: labels[id] ?? id }));
}

/** Saves fields on the user item (preferences, what's-new marker): update with the _u the change is based on. */
export function updateUser(api: Api, user: Pick<ItemBase, '$id'> & Partial<Pick<ItemBase, '_u'>>, fields: Partial<DeclaredFields<User>>): Promise<unknown> {
  return api.send('update', { $id: user.$id, _u: user._u ?? 0, ...fields });
}

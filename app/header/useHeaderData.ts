import { useCallback, useEffect, useState } from 'react';
import { api, onSocketReady } from '../net/api';
import { watchItem } from '../net/items';
import { pushConcernsType } from '../overlays/pushConcerns';
import type { SessionUser } from '../session/sessionUser';
import { applyTaskPush, tasksFromUser } from './activeTasks';
import type { TaskInfo } from './activeTasks';
import { fetchUnread, fetchWhatsNew } from './headerData';
import type { UnreadNotification } from './NotificationsBell';
import type { WhatsNewEntry } from './whatsNewCount';

const NOTIFY_PUSHES = new Set(['item/notify', 'notify', 'notifications/changed']);

/**
 * Unread notifications of the signed-in user: fetched on sign-in, reconnect, every notify push and
 * every change of the unread list the server keeps on the user's own item (notifyPairs), so a
 * notification marked read in the list, or in another tab, leaves the count too.
 */
export function useUnreadNotifications(signedIn: boolean, userId: string): { count: number; unread: UnreadNotification[] } {
  const [state, setState] = useState<{ count: number; unread: UnreadNotification[] }>({ count: 0, unread: [] });
  useEffect(() => {
    if (!signedIn) {
      setState({ count: 0, unread: [] });
      return undefined;
    }
    let current = true;
    const refresh = () => {
      fetchUnread(api)
        .then((next) => current && setState(next))
        .catch((error: unknown) => console.warn('Unread notifications could not be loaded.', error));
    };
    refresh();
    const stopReady = onSocketReady(refresh);
    // Marking read happens in the notification views: any Notify change refreshes the count.
    const stopPushes = api.onPush(
      (o) => NOTIFY_PUSHES.has(o) || o.startsWith('item/'),
      (body, o) => {
        if (NOTIFY_PUSHES.has(o) || pushConcernsType(body, 'Notify')) refresh();
      },
    );
    let pairs: string | undefined;
    const stopUserWatch = watchItem(userId, (user) => {
      const next = JSON.stringify(user.notifyPairs ?? []);
      if (pairs !== undefined && next !== pairs) refresh();
      pairs = next;
    });
    return () => {
      current = false;
      stopReady();
      stopPushes();
      stopUserWatch();
    };
  }, [signedIn, userId]);
  return state;
}

/** What's-new entries for the user's language and capabilities (visitors: those no capability restricts). */
export function useWhatsNew(signedIn: boolean, locale: string, user: Pick<SessionUser, 'admin' | 'capabilities'>): WhatsNewEntry[] {
  const [entries, setEntries] = useState<WhatsNewEntry[]>([]);
  const capabilityKey = JSON.stringify(user.capabilities ?? {});
  const admin = user.admin === true;
  useEffect(() => {
    // Entries are public: visitors read those no capability restricts (reloaded on sign-in).
    let current = true;
    const capabilities = JSON.parse(capabilityKey) as Record<string, boolean>;
    fetchWhatsNew(api, locale, (capability) => admin || capabilities[capability] === true)
      .then((list) => current && setEntries(list))
      .catch((error: unknown) => console.warn("What's new could not be loaded.", error));
    return () => {
      current = false;
    };
  }, [signedIn, locale, capabilityKey, admin]);
  return entries;
}

/** Background tasks: those listed on the user at sign-in, then taskUpdate / taskComplete pushes. */
export function useActiveTasks(activeTasks: readonly unknown[] | undefined): TaskInfo[] {
  const [tasks, setTasks] = useState<TaskInfo[]>(() => tasksFromUser(activeTasks));
  const initial = JSON.stringify(activeTasks ?? []);
  useEffect(() => {
    setTasks(tasksFromUser(JSON.parse(initial) as unknown[]));
  }, [initial]);
  const onPush = useCallback((body: unknown, o: string) => setTasks((list) => applyTaskPush(list, o, body)), []);
  useEffect(() => api.onPush((o) => o === 'taskUpdate' || o === 'taskComplete', onPush), [onPush]);
  return tasks;
}

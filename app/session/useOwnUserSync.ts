import { useEffect } from 'react';
import { watchItem } from '../net/items';
import { session } from './sessionStore';
import { asSessionUser } from './sessionUser';

/**
 * Keeps the session's user in step with the stored User item: a name or picture changed on the
 * profile (in this tab or another) shows in the header at once. What only the session knows
 * (acting as another user, running tasks) is kept.
 */
export function useOwnUserSync(userId: string | undefined): void {
  useEffect(() => {
    if (userId === undefined || userId === '' || userId === 'User-0') return undefined;
    return watchItem(userId, (item) => {
      const current = session.user;
      const updated = asSessionUser(item);
      if (!updated || current.$id !== updated.$id || (updated._u ?? 0) <= (current._u ?? 0)) return;
      session.user = {
        ...updated,
        ...(current.masquerading !== undefined ? { masquerading: current.masquerading } : {}),
        ...(current.activeTasks !== undefined ? { activeTasks: current.activeTasks } : {}),
      };
    });
  }, [userId]);
}

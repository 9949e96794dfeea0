import type { DeclaredFields } from '../../generated/item-base';
import type { User } from '../../generated/types/core';
import type { ItemStore } from '../items/itemStore';
import type { ServerModuleContext } from '../serverModule';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { NewUser, UserDirectory, UserItem } from './userDirectory';
import { isUserItem } from './userDirectory';

/**
 * User items in the item store, as auth needs them. Accounts are created by the platform itself
 * (registration happens before the user exists), so the creation stamp names the system writer.
 */
export function itemStoreUsers(store: ItemStore): UserDirectory {
  return {
    get(userId: string): UserItem | null {
      if (!userId.startsWith('User-')) return null;
      const item: unknown = store.get(userId);
      return isUserItem(item) ? item : null;
    },
    create(user: NewUser): UserItem {
      const fields: DeclaredFields<User> = { name: user.name, email: user.email, admin: user.admin, capabilities: { Core: true } };
      const item: unknown = store.create('User', fields, SYSTEM_WRITER);
      if (!isUserItem(item)) throw new Error('the item store returned a non-User item for a new user');
      return item;
    },
  };
}

/**
 * What the items module calls once its store exists: users are read from the store, and when a
 * User item changes, the sign-in e-mail follows it and open sockets of that user re-read their actor
 * (admin flag, capabilities, organizations).
 */
export function connectUserItems(
  context: Pick<ServerModuleContext, 'setUserDirectory' | 'credentials' | 'hub' | 'log'>,
  store: ItemStore,
): () => void {
  context.setUserDirectory(itemStoreUsers(store));
  return store.onChange((change) => {
    if (change.item._t !== 'User' || change.op === 'create') return;
    const email = change.item.email;
    if (change.op === 'update' && typeof email === 'string' && email !== change.previous?.email) {
      if (!context.credentials.changeEmail(change.item.$id, email)) {
        context.log.warn({ userId: change.item.$id }, 'sign-in e-mail not changed: another account uses it');
      }
    }
    void context.hub.refreshUser(change.item.$id).catch((error: unknown) => {
      context.log.error({ err: error, userId: change.item.$id }, 'refreshing sockets of a changed user failed');
    });
  });
}

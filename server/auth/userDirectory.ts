import type { User } from '../../generated/types/core';

/**
 * A User item as auth needs it (the full item carries more fields: dark, hideGuidance, notifyPairs ...).
 * Users are items of type "User" kept by the item store; auth reads and creates them through this
 * interface so it does not depend on the store's internals. Only _t, _i and $id are checked
 * (isUserItem), so the declared fields auth reads stay optional.
 */
export interface UserItem extends Pick<User, '_t' | '_i' | '$id'>, Partial<Pick<User, 'name' | 'email' | 'admin' | 'capabilities' | 'readOrg' | 'adminOrg'>> {
  [field: string]: unknown;
}

export type NewUser = Pick<User, 'name' | 'email'> & Required<Pick<User, 'admin'>>;

export interface UserDirectory {
  /** The User item by id ("User-3"), or null when there is none. */
  get(userId: string): UserItem | null | Promise<UserItem | null>;
  /** Creates a User item; the id is assigned by the store. */
  create(user: NewUser): UserItem | Promise<UserItem>;
}

export function isUserItem(value: unknown): value is UserItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_t' in value &&
    value._t === 'User' &&
    '$id' in value &&
    typeof value.$id === 'string' &&
    '_i' in value &&
    typeof value._i === 'number'
  );
}

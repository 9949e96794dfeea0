/**
 * A User item as auth needs it (the full item carries more fields: dark, hideGuidance, notifyPairs ...).
 * Users are items of type "User" kept by the item store; auth reads and creates them through this
 * interface so it does not depend on the store's internals.
 */
export interface UserItem {
  _t: 'User';
  _i: number;
  $id: string;
  name?: string;
  email?: string;
  admin?: boolean;
  capabilities?: Record<string, boolean>;
  readOrg?: string[];
  adminOrg?: string[];
  [field: string]: unknown;
}

export interface NewUser {
  name: string;
  email: string;
  admin: boolean;
}

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

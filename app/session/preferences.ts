import type { User } from '../../generated/types/core';
import { ApiError } from '../net/apiContract';
import { api } from '../net/api';
import { session } from './sessionStore';
import { asSessionUser, type SessionUser } from './sessionUser';

/** Spec §1/§2: stored per user, switched from the user menu. */
export type PreferenceName = keyof Pick<User, 'dark' | 'hideGuidance' | 'multiColumns'>;

/** The `update` body: a merge patch naming the user and the _u the change is based on (server/items/operations.ts). */
export function preferencePatch(user: SessionUser, name: PreferenceName, value: boolean): Record<string, unknown> {
  return { $id: user.$id, _u: user._u, [name]: value };
}

/** Keeps what the session adds to the stored User item (masquerading) when the server answers the item. */
export function mergeUser(current: SessionUser, updated: SessionUser): SessionUser {
  return current.masquerading === undefined ? updated : { ...updated, masquerading: current.masquerading };
}

function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.userMessage === 'staleUpdate';
}

/**
 * Saves dark / hideGuidance / multiColumns on the User item. The store changes at once (the switch
 * answers immediately) and reverts when the server refuses; a stale _u is refreshed and retried once.
 */
export async function savePreference(name: PreferenceName, value: boolean): Promise<void> {
  const before = session.user;
  if (before._t === '' || before._u === undefined) {
    session.user = { ...before, [name]: value };
    return;
  }
  session.user = { ...before, [name]: value };
  try {
    let reply: unknown;
    try {
      reply = await api.send('update', preferencePatch(before, name, value));
    } catch (error) {
      if (!isStale(error)) throw error;
      const fresh = asSessionUser(await api.send(`read/${before.$id}`));
      if (!fresh) throw error;
      reply = await api.send('update', preferencePatch(fresh, name, value));
    }
    const updated = asSessionUser(reply);
    if (updated && session.user.$id === updated.$id) session.user = mergeUser(session.user, updated);
  } catch (error) {
    if (session.user.$id === before.$id) session.user = { ...session.user, [name]: before[name] };
    throw error;
  }
}

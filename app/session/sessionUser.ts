import type { DeclaredFields, ItemBase } from '../../generated/item-base';
import type { User } from '../../generated/types/core';
import { BLANK_USER_ID } from './authState';

/**
 * The signed-in user as the server sends it in `authed` (platform spec §3 "User"): the User item,
 * whose declared fields are all optional here because the signed-out blank user has none of them
 * (and _t is empty then), plus what the session adds.
 */
export interface SessionUser extends Pick<ItemBase, '_i' | '$id'>, Partial<Pick<ItemBase, '_u'>>, Partial<DeclaredFields<User>> {
  /** "User", or "" for the blank user. */
  _t: string;
  /** When masquerading: the administrator's own user id. */
  masquerading?: string;
  $version?: string;
  activeTasks?: unknown[];
  /** Fields an administrator added to the User type. */
  [field: string]: unknown;
}

/** Spec §3: the signed-out user has empty _t, _i 0, $id User-0, admin false, capabilities { Core: true }. */
export function blankUser(): SessionUser {
  return { _t: '', _i: 0, $id: BLANK_USER_ID, admin: false, capabilities: { Core: true } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Narrows a server answer to a user: an object with a string $id and numeric _i. */
export function asSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.$id !== 'string' || typeof value._i !== 'number') return null;
  return { ...value, _t: typeof value._t === 'string' ? value._t : 'User', _i: value._i, $id: value.$id };
}

/** The body of `authed`: { user, $version } (server/protocol/socketSession.ts); a bare user is accepted too. */
export function parseAuthed(body: unknown): { user: SessionUser; serverVersion: string | null } | null {
  if (!isRecord(body)) return null;
  const user = asSessionUser(body.user) ?? asSessionUser(body);
  if (!user) return null;
  const version = typeof body.$version === 'string' ? body.$version : typeof user.$version === 'string' ? user.$version : null;
  return { user, serverVersion: version };
}

/** A token in a reply: { token }, { newToken } or the bare string (nextToken, act/masquerade). */
export function tokenOf(body: unknown): string | null {
  if (typeof body === 'string' && body !== '') return body;
  if (!isRecord(body)) return null;
  for (const key of ['token', 'newToken']) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

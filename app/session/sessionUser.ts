import { BLANK_USER_ID } from './authState';

/** The signed-in user as the server sends it in `authed` (platform spec §3 "User"). */
export interface SessionUser {
  _t: string;
  _i: number;
  $id: string;
  _u?: number;
  name?: string;
  email?: string;
  admin?: boolean;
  capabilities?: Record<string, boolean>;
  menuPackage?: string;
  dark?: boolean;
  hideGuidance?: boolean;
  multiColumns?: boolean;
  /** When masquerading: the administrator's own user id. */
  masquerading?: string;
  $version?: string;
  whatsNewViewed?: string;
  whatsNewLast?: string;
  avatar?: string;
  adminOrg?: string[];
  readOrg?: string[];
  notifyPairs?: { n: number; c: string }[];
  activeTasks?: unknown[];
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

import { menuUserOf } from '../header/menuGlue';
import { hasValidToken, isSignedIn } from '../session/authState';
import type { SessionState } from '../session/sessionStore';
import type { ListUser } from './listRights';

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The session user as the list screens check it: the menu's view plus User.readOrg and adminOrg. */
export function listUserOf(session: Pick<SessionState, 'user' | 'authState' | 'token'>): ListUser {
  const signedIn = isSignedIn(session);
  return { ...menuUserOf(session.user, signedIn, hasValidToken(session)), readOrgs: ids(session.user.readOrg), adminOrgs: ids(session.user.adminOrg) };
}

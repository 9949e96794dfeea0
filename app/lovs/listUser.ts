import { userRightsOf } from '../../engine/derive/userRights';
import { menuUserOf } from '../header/menuGlue';
import { hasValidToken, isSignedIn } from '../session/authState';
import type { SessionState } from '../session/sessionStore';
import type { ListUser } from './listRights';

/** The session user as the list screens check it: the menu's view plus User.readOrg and adminOrg. */
export function listUserOf(session: Pick<SessionState, 'user' | 'authState' | 'token'>): ListUser {
  const signedIn = isSignedIn(session);
  const { readOrgs, adminOrgs } = userRightsOf(session.user);
  return { ...menuUserOf(session.user, signedIn, hasValidToken(session)), readOrgs, adminOrgs };
}

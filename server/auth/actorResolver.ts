import { userRightsOf } from '../../engine/derive/userRights';
import type { Actor } from '../protocol/contract';
import type { TokenClaims } from './tokens';
import type { UserItem } from './userDirectory';

/**
 * Turns a verified token and its User item into the Actor operations see. The default reads the
 * user's own fields; the items module may install one that derives organization membership.
 */
export type ActorResolver = (user: UserItem, claims: TokenClaims) => Actor | Promise<Actor>;

export const actorFromUserFields: ActorResolver = (user, claims) => ({
  userId: user.$id,
  ...userRightsOf(user),
  ...(claims.mas === undefined ? {} : { masqueradingAs: claims.mas }),
});

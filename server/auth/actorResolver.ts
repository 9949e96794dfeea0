import type { Actor } from '../protocol/contract';
import type { TokenClaims } from './tokens';
import type { UserItem } from './userDirectory';

/**
 * Turns a verified token and its User item into the Actor operations see. The default reads the
 * user's own fields; the items module may install one that derives organization membership.
 */
export type ActorResolver = (user: UserItem, claims: TokenClaims) => Actor | Promise<Actor>;

function idList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

export const actorFromUserFields: ActorResolver = (user, claims) => ({
  userId: user.$id,
  admin: user.admin === true,
  capabilities: { Core: true, ...user.capabilities },
  readOrgs: idList(user.readOrg),
  adminOrgs: idList(user.adminOrg),
  ...(claims.mas === undefined ? {} : { masqueradingAs: claims.mas }),
});

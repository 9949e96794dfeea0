import { CORE_CAPABILITY } from '../registry/registry';

/**
 * The fields of a User item that grant rights. Values are unchecked (a stored row, a token's user
 * or the session's copy of the user): userRightsOf keeps only what has the right shape.
 */
export interface UserRightFields {
  admin?: unknown;
  capabilities?: unknown;
  readOrg?: unknown;
  adminOrg?: unknown;
}

/** What a user may do by its User item: the server's Actor and the client's menu and list users are built from it. */
export interface UserRights {
  admin: boolean;
  /** Capability name to granted; Core is held by everyone (platform spec §3). */
  capabilities: Record<string, boolean>;
  /** Organizations the user is a member of (User.readOrg) and those it administers (User.adminOrg). */
  readOrgs: string[];
  adminOrgs: string[];
}

function idList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function grantedCapabilities(value: unknown): Record<string, boolean> {
  const capabilities: Record<string, boolean> = { [CORE_CAPABILITY]: true };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return capabilities;
  for (const [name, granted] of Object.entries(value)) if (typeof granted === 'boolean') capabilities[name] = granted;
  return capabilities;
}

/** One reading of a User item's rights, so client and server agree on what the user may do. */
export function userRightsOf(user: UserRightFields): UserRights {
  return {
    admin: user.admin === true,
    capabilities: grantedCapabilities(user.capabilities),
    readOrgs: idList(user.readOrg),
    adminOrgs: idList(user.adminOrg),
  };
}

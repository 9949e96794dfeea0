import { describe, expect, it } from 'vitest';
import { userRightsOf } from './userRights';

describe('userRightsOf', () => {
  it('reads administrator, capabilities and organization membership from a User item', () => {
    const user = { $id: 'User-2', name: 'Lena', admin: false, capabilities: { Org: true }, readOrg: ['Organization-1'], adminOrg: ['Organization-1'] };
    expect(userRightsOf(user)).toEqual({ admin: false, capabilities: { Core: true, Org: true }, readOrgs: ['Organization-1'], adminOrgs: ['Organization-1'] });
  });

  it('gives a user without those fields Core only and no organizations', () => {
    expect(userRightsOf({})).toEqual({ admin: false, capabilities: { Core: true }, readOrgs: [], adminOrgs: [] });
  });

  it('keeps only well-shaped values of unchecked data', () => {
    const rights = userRightsOf({ admin: 'yes', capabilities: { Org: 'yes', Fish: false }, readOrg: 'Organization-3', adminOrg: ['Organization-4', 7] });
    expect(rights).toEqual({ admin: false, capabilities: { Core: true, Fish: false }, readOrgs: ['Organization-3'], adminOrgs: ['Organization-4'] });
    expect(userRightsOf({ capabilities: ['Org'] }).capabilities).toEqual({ Core: true });
  });

  it('lets a stored capability withdraw Core, as the spread of the stored map always did', () => {
    expect(userRightsOf({ capabilities: { Core: false } }).capabilities).toEqual({ Core: false });
  });
});

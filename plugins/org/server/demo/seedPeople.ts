import type { Visibility } from '../../../../engine/declarations/systemFields';
import type { DeclaredFields } from '../../../../generated/item-base';
import type { User } from '../../../../generated/types/core';
import type { Contact } from '../../../../generated/types/org';
import { SYSTEM_WRITER } from '../../../../engine/protocol/item';
import type { ItemFields, ItemJson } from '../../../../engine/protocol/item';
import { DEMO_SHARED } from '../../../../engine/plugin/demoSharedKeys';
import { DEMO_ACCOUNTS } from './data/accounts';
import type { DemoAccountSpec } from './data/accounts';
import { FIRST_NAMES, INDEPENDENT_CONTACTS, LAST_NAMES, MIDDLE_NAMES } from './data/people';
import { demoEmail, demoPhone } from './contactDetails';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { organizationByKey } from './seedOrganizations';
import type { DemoOrganization } from './seedOrganizations';

export interface DemoUser {
  spec: DemoAccountSpec;
  userId: string;
  contactId: string;
  adminOrgIds: string[];
  readOrgIds: string[];
}

export interface DemoPeople {
  /** Contact ids per organization id. */
  contactsByOrg: Map<string, string[]>;
  users: DemoUser[];
}

/** Most contacts are for the organization's members only; some are shared, a few private. */
function contactAccess(seed: PluginDemoSeed): Visibility {
  const roll = seed.random.next();
  return roll < 0.7 ? 'PROTECTED' : roll < 0.88 ? 'COMMUNITY' : 'PRIVATE';
}

function uniqueName(seed: PluginDemoSeed, taken: Set<string>): { firstName: string; lastName: string } {
  for (;;) {
    const firstName = seed.random.pick(FIRST_NAMES);
    const lastName = seed.random.pick(LAST_NAMES);
    if (taken.has(`${firstName} ${lastName}`)) continue;
    taken.add(`${firstName} ${lastName}`);
    return { firstName, lastName };
  }
}

function addContact(people: DemoPeople, orgId: string, contactId: string): void {
  const list = people.contactsByOrg.get(orgId) ?? [];
  list.push(contactId);
  people.contactsByOrg.set(orgId, list);
}

function seedOrganizationContacts(seed: PluginDemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): void {
  const taken = new Set(DEMO_ACCOUNTS.map((account) => `${account.firstName} ${account.lastName}`));
  for (const organization of organizations) {
    const { spec } = organization;
    for (let n = 0; n < spec.contacts; n += 1) {
      const { firstName, lastName } = uniqueName(seed, taken);
      const areaCode = seed.random.pick(spec.areaCodes);
      const fields: ItemFields = {
        firstName,
        lastName,
        email: demoEmail(firstName, lastName, spec.domain),
        officePhone: demoPhone(seed.random, areaCode),
        assigned: organization.id,
        userState: 'NONE',
      };
      if (seed.random.chance(0.2)) fields.middleName = seed.random.pick(MIDDLE_NAMES);
      if (seed.random.chance(0.5)) fields.mobilePhone = demoPhone(seed.random, areaCode);
      if (seed.random.chance(0.15)) {
        const other = seed.random.pick(organizations.filter((candidate) => candidate !== organization));
        fields.related = [other.id];
      }
      const item = seed.create('Contact', fields, {
        access: contactAccess(seed),
        created: { offsetDays: -seed.random.int(30, 320) },
      });
      addContact(people, organization.id, item.$id);
    }
  }
  // Land users and elders the communities work with, outside any organization.
  for (const { firstName, lastName, areaCode } of INDEPENDENT_CONTACTS) {
    seed.create(
      'Contact',
      { firstName, lastName, otherPhone: demoPhone(seed.random, areaCode), userState: 'NONE' } satisfies DeclaredFields<Contact>,
      { access: 'COMMUNITY', created: { offsetDays: -seed.random.int(30, 320) } },
    );
  }
}

/**
 * One demo account: its own Contact, the User item naming that contact and its organizations, the
 * contact pointed back at the user, and a confirmed sign-in credential. Skipped when the e-mail
 * already signs in (an administrator configured with a demo address).
 */
function seedAccount(seed: PluginDemoSeed, spec: DemoAccountSpec, organizations: readonly DemoOrganization[], people: DemoPeople): DemoUser | null {
  const adminOrgIds = spec.adminOrgs.map((key) => organizationByKey(organizations, key).id);
  const readOrgIds = spec.readOrgs.map((key) => organizationByKey(organizations, key).id);
  const home = adminOrgIds[0] ?? readOrgIds[0];
  const createUser = (): ItemJson => {
    const registeredDaysAgo = seed.random.int(150, 250);
    const contact = seed.create(
      'Contact',
      {
        firstName: spec.firstName,
        lastName: spec.lastName,
        email: spec.email,
        officePhone: demoPhone(seed.random, spec.areaCode),
        ...(home === undefined ? {} : { assigned: home }),
      } satisfies DeclaredFields<Contact>,
      { access: home === undefined ? 'COMMUNITY' : 'PROTECTED', created: { offsetDays: -registeredDaysAgo } },
    );
    if (home !== undefined) addContact(people, home, contact.$id);
    // Core's demo data says which release notes the demo users have seen (absent: all are new).
    const whatsNewLast = seed.shared.get(DEMO_SHARED.whatsNewSeen);
    const user = seed.create(
      'User',
      {
        name: `${spec.firstName} ${spec.lastName}`,
        email: spec.email,
        contact: contact.$id,
        admin: false,
        capabilities: { ...spec.capabilities },
        ...(adminOrgIds.length === 0 ? {} : { adminOrg: adminOrgIds }),
        ...(readOrgIds.length === 0 ? {} : { readOrg: readOrgIds }),
        ...(whatsNewLast === undefined ? {} : { whatsNewLast }),
      } satisfies DeclaredFields<User>,
      // Accounts are created by the platform, as registration does.
      { created: { offsetDays: -registeredDaysAgo, by: SYSTEM_WRITER.userId } },
    );
    seed.update(contact, { user: user.$id, userState: 'WEEK' } satisfies Partial<DeclaredFields<Contact>>);
    return user;
  };
  const user = seed.account({ email: spec.email, role: spec.role, createUser });
  return user === undefined ? null : { spec, userId: user.$id, contactId: String(user.contact), adminOrgIds, readOrgIds };
}

/** About five contacts per organization, two independent ones, and the demo accounts. */
export function seedPeople(seed: PluginDemoSeed, organizations: readonly DemoOrganization[]): DemoPeople {
  const people: DemoPeople = { contactsByOrg: new Map(), users: [] };
  seedOrganizationContacts(seed, organizations, people);
  for (const spec of DEMO_ACCOUNTS) {
    const user = seedAccount(seed, spec, organizations, people);
    if (user !== null) people.users.push(user);
  }
  const shared = people.users.map(({ spec, userId, contactId, adminOrgIds, readOrgIds }) => ({ email: spec.email, userId, contactId, adminOrgIds, readOrgIds }));
  seed.shared.set(DEMO_SHARED.demoAccounts, shared);
  return people;
}

/** Who appears to have written an organization's records: its administrator, sometimes a member. */
export function creatorFor(seed: PluginDemoSeed, people: DemoPeople, orgId: string): string {
  const admin = people.users.find((user) => user.adminOrgIds.includes(orgId));
  if (admin !== undefined) return admin.userId;
  const member = people.users.find((user) => user.readOrgIds.includes(orgId));
  return member !== undefined && seed.random.chance(0.5) ? member.userId : seed.platformUserId;
}

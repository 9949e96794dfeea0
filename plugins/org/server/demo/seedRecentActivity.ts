import type { ItemFields } from '../../../../engine/protocol/item';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { organizationByKey, type DemoOrganization } from './seedOrganizations';
import type { DemoPeople, DemoUser } from './seedPeople';

function userByEmail(people: DemoPeople, email: string): DemoUser | undefined {
  return people.users.find((user) => user.spec.email === email);
}

/**
 * A meeting a demo user schedules as themselves (not as the platform), so it goes through the same
 * path as a meeting made in the app: an event on its timeline and a notification for everyone
 * invited. Every demo account then opens the product with something unread in the bell.
 */
function scheduleAsUser(seed: PluginDemoSeed, by: DemoUser, owner: DemoOrganization, invited: { orgs: DemoOrganization[]; users: DemoUser[] }, summary: string, inDays: number): void {
  const fields: ItemFields = {
    owner: owner.id,
    summary,
    date: seed.calendar.date(inDays),
    start: '10:00',
    end: '11:30',
    meetingTypes: seed.lovKeys('ORG_MEETING_TYPES').slice(0, 1),
    otherOrgs: invited.orgs.map((org) => org.id),
    otherContacts: invited.users.map((user) => user.contactId),
  };
  // Written as the demo user: their event on the meeting's timeline, their invitees notified.
  seed.create('Meeting', fields, { access: 'PROTECTED', created: { offsetDays: -1, minuteOfDay: 16 * 60, by: by.userId }, asCreator: true });
}

/** The last thing that happened before the demo starts: two meetings scheduled by demo users. */
export function seedRecentActivity(seed: PluginDemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): void {
  const lena = userByEmail(people, 'orgadmin@demo.test');
  const daniel = userByEmail(people, 'member@demo.test');
  const priya = userByEmail(people, 'consultant@demo.test');
  const marie = userByEmail(people, 'community@demo.test');
  if (!lena || !daniel || !priya || !marie) return;
  const stoneyCreek = organizationByKey(organizations, 'stoneyCreek');
  const northernRidge = organizationByKey(organizations, 'northernRidge');
  const tamarack = organizationByKey(organizations, 'tamarack');
  scheduleAsUser(seed, lena, stoneyCreek, { orgs: [northernRidge, tamarack], users: [daniel, priya, marie] }, 'Caribou range survey: findings and next steps', 6);
  scheduleAsUser(seed, priya, tamarack, { orgs: [stoneyCreek], users: [lena] }, 'Baseline water sampling plan review', 9);
}

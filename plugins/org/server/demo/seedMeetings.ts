import type { Visibility } from '../../../../engine/declarations/systemFields';
import type { ItemFields } from '../../../../engine/protocol/item';
import { MEETING_SUMMARIES } from './data/activity';
import type { DemoMeetingSpec } from './data/activity';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import type { DemoOrganization } from './seedOrganizations';
import { creatorFor } from './seedPeople';
import type { DemoPeople } from './seedPeople';

/** Start and end times: most meetings have both, some only a start, some neither (all-day). */
function meetingTimes(seed: PluginDemoSeed, spec: DemoMeetingSpec): { start?: string; end?: string } {
  const roll = seed.random.next();
  if (roll < 0.15) return {};
  const start = spec.evening === true ? seed.random.pick([18 * 60, 18 * 60 + 30, 19 * 60]) : seed.random.int(16, 31) * 30;
  if (roll < 0.3) return { start: seed.calendar.time(start) };
  const end = start + seed.random.int(1, 6) * 30;
  return { start: seed.calendar.time(start), end: seed.calendar.time(end) };
}

/** Community sessions are public; other meetings are for the participants, some private to the owner. */
function meetingAccess(seed: PluginDemoSeed, spec: DemoMeetingSpec): Visibility {
  if (spec.meetingTypes.includes('COMMUNITY_SESSION')) return 'PUBLIC';
  return seed.random.chance(0.8) ? 'PROTECTED' : 'PRIVATE';
}

/**
 * Meetings of the last six months and the coming month, with other organizations and their
 * contacts taking part, some about a disposition.
 */
export function seedMeetings(
  seed: PluginDemoSeed,
  organizations: readonly DemoOrganization[],
  people: DemoPeople,
  dispositions: readonly string[],
): void {
  for (const owner of organizations) {
    for (const spec of seed.random.sample(MEETING_SUMMARIES, owner.spec.meetings)) {
      const offsetDays = seed.random.chance(0.25) ? seed.random.int(1, 30) : -seed.random.int(1, 182);
      const others = seed.random.sample(organizations.filter((candidate) => candidate !== owner), seed.random.int(0, 2));
      const attendees = [owner, ...others].flatMap((organization) => people.contactsByOrg.get(organization.id) ?? []);
      const fields: ItemFields = {
        owner: owner.id,
        summary: spec.summary,
        date: seed.calendar.date(offsetDays),
        meetingTypes: [...spec.meetingTypes],
        ...meetingTimes(seed, spec),
      };
      if (others.length > 0) fields.otherOrgs = others.map((organization) => organization.id);
      const contacts = seed.random.sample(attendees, seed.random.int(1, 3));
      if (contacts.length > 0) fields.otherContacts = contacts;
      if (dispositions.length > 0 && seed.random.chance(0.3)) fields.context = seed.random.pick(dispositions);
      seed.create('Meeting', fields, {
        access: meetingAccess(seed, spec),
        // Scheduled a few days to a few weeks ahead; never in the future.
        created: { offsetDays: Math.min(offsetDays, 0) - seed.random.int(3, 20), by: creatorFor(seed, people, owner.id) },
      });
    }
  }
}

import type { Visibility } from '../../../../engine/declarations/systemFields';
import type { ItemFields } from '../../../../engine/protocol/item';
import { COMM_LOG_SUBJECTS, DISPOSITIONS } from './data/activity';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { organizationByKey } from './seedOrganizations';
import type { DemoOrganization } from './seedOrganizations';
import { creatorFor } from './seedPeople';
import type { DemoPeople } from './seedPeople';

/** How far back communication logs reach: about six months. */
const LOG_HISTORY_DAYS = 182;

/** Licences, permits and leases; some public, the rest for their holder's members. */
export function seedDispositions(seed: PluginDemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): string[] {
  return DISPOSITIONS.map((spec) => {
    const owner = organizationByKey(organizations, spec.owner);
    const fields: ItemFields = { label: spec.label, dispositionType: spec.dispositionType, owner: owner.id };
    if (spec.title !== undefined) fields.title = spec.title;
    if (spec.description !== undefined) fields.description = spec.description;
    if (spec.issuedDaysAgo !== undefined) fields.issued = seed.calendar.date(-spec.issuedDaysAgo);
    const item = seed.create('Disposition', fields, {
      access: spec.public === true ? 'PUBLIC' : 'PROTECTED',
      created: { offsetDays: -seed.random.int(20, 360), by: creatorFor(seed, people, owner.id) },
    });
    return item.$id;
  });
}

/** Logs are mostly for the owner's members; some private to the writer's organization, a few shared. */
function logAccess(seed: PluginDemoSeed): Visibility {
  const roll = seed.random.next();
  return roll < 0.7 ? 'PROTECTED' : roll < 0.85 ? 'PRIVATE' : 'COMMUNITY';
}

/** What a log is about: a disposition, the other party, or nothing in particular. */
function logContext(seed: PluginDemoSeed, organizations: readonly DemoOrganization[], owner: DemoOrganization, dispositions: readonly string[]): string | undefined {
  const roll = seed.random.next();
  if (roll < 0.4 && dispositions.length > 0) return seed.random.pick(dispositions);
  if (roll < 0.7) return seed.random.pick(organizations.filter((candidate) => candidate !== owner)).id;
  return undefined;
}

/** Each organization's communication logs over the last six months, written the day they happened. */
export function seedCommLogs(
  seed: PluginDemoSeed,
  organizations: readonly DemoOrganization[],
  people: DemoPeople,
  dispositions: readonly string[],
): void {
  const types = seed.lovKeys('ORG_COMMLOG_TYPES');
  const directions = seed.lovKeys('ORG_COMMLOG_DIRECTIONS');
  for (const owner of organizations) {
    const subjects = seed.random.sample(COMM_LOG_SUBJECTS, owner.spec.commLogs);
    for (const spec of subjects) {
      const offsetDays = -seed.random.int(1, LOG_HISTORY_DAYS);
      const fields: ItemFields = {
        owner: owner.id,
        subject: spec.subject,
        date: seed.calendar.date(offsetDays),
        type: spec.type ?? seed.random.pick(types),
        direction: spec.direction ?? seed.random.pick(directions),
      };
      const context = logContext(seed, organizations, owner, dispositions);
      if (context !== undefined) fields.context = context;
      if (spec.notes !== undefined) fields.notes = spec.notes;
      seed.create('CommLog', fields, {
        access: logAccess(seed),
        created: { offsetDays, by: creatorFor(seed, people, owner.id) },
      });
    }
  }
}

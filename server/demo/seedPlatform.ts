import type { DeclaredFields } from '../../generated/item-base';
import type { LOVValue, SavedSearch, SystemAlert, WhatsNew } from '../../generated/types/core';
import { ORGANIZATION_LOV_VALUES, SAVED_SEARCHES, SYSTEM_ALERT, WHATS_NEW } from './data/platform';
import type { DemoSeed } from './demoSeed';
import { organizationByKey } from './seedOrganizations';
import type { DemoOrganization } from './seedOrganizations';
import { creatorFor } from './seedPeople';
import type { DemoPeople } from './seedPeople';

/** One non-modal alert, shown since yesterday, announcing maintenance a few days ahead. */
export function seedSystemAlert(seed: DemoSeed): void {
  const { title, message, startsInDays, maintenanceInDays } = SYSTEM_ALERT;
  seed.create(
    'SystemAlert',
    {
      title,
      message: message.replace('{date}', seed.calendar.longDate(maintenanceInDays)),
      modal: false,
      active: true,
      from: seed.calendar.stamp(startsInDays, 8 * 60),
      until: seed.calendar.stamp(maintenanceInDays, 23 * 60 + 30),
    } satisfies DeclaredFields<SystemAlert>,
    { created: { offsetDays: startsInDays, minuteOfDay: 7 * 60 } },
  );
}

/** Release notes, each published on its release day. */
export function seedWhatsNew(seed: DemoSeed): void {
  for (const entry of WHATS_NEW) {
    seed.create(
      'WhatsNew',
      { version: entry.version, locale: 'en', title: entry.title, body: entry.body } satisfies DeclaredFields<WhatsNew>,
      { created: { offsetDays: -entry.daysAgo } },
    );
  }
}

/** One private saved search per demo user, created by that user. */
export function seedSavedSearches(seed: DemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): void {
  for (const spec of SAVED_SEARCHES) {
    const user = people.users.find((candidate) => candidate.spec.email === spec.account);
    if (user === undefined) continue;
    const selectedFacets: Record<string, string[]> = {};
    for (const [field, keys] of Object.entries(spec.selectedFacets ?? {})) selectedFacets[field] = [...keys];
    if (spec.ownerOrg !== undefined) selectedFacets.owner = [organizationByKey(organizations, spec.ownerOrg).id];
    seed.create(
      'SavedSearch',
      {
        name: spec.name,
        itemTypeName: spec.itemTypeName,
        ...(spec.searchString === undefined ? {} : { searchString: spec.searchString }),
        ...(Object.keys(selectedFacets).length === 0 ? {} : { selectedFacets }),
        sortBy: spec.sortBy.map((key) => ({ ...key })),
      } satisfies DeclaredFields<SavedSearch>,
      { access: 'PRIVATE', created: { offsetDays: -seed.random.int(1, 60), by: user.userId } },
    );
  }
}

/** Values organizations added to their own lists, visible to their members. */
export function seedOrganizationLovValues(seed: DemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): void {
  for (const spec of ORGANIZATION_LOV_VALUES) {
    if (!seed.registry.lovs.has(spec.list)) continue;
    const owner = organizationByKey(organizations, spec.owner);
    seed.create(
      'LOVValue',
      { list: spec.list, key: spec.key, t: { ...spec.t }, owner: owner.id, access: 'PROTECTED', state: spec.state } satisfies DeclaredFields<LOVValue>,
      { access: 'PROTECTED', created: { offsetDays: -seed.random.int(30, 300), by: creatorFor(seed, people, owner.id) } },
    );
  }
}

import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import type { DeclaredFields } from '../../../../generated/item-base';
import type { SavedSearch } from '../../../../generated/types/core';
import { SAVED_SEARCHES } from './data/lists';
import { organizationByKey } from './seedOrganizations';
import type { DemoOrganization } from './seedOrganizations';
import type { DemoPeople } from './seedPeople';

/** One private saved search per demo user, created by that user. */
export function seedSavedSearches(seed: PluginDemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): void {
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

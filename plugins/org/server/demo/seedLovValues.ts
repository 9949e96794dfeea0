import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import type { DeclaredFields } from '../../../../generated/item-base';
import type { LOVValue } from '../../../../generated/types/core';
import { ORGANIZATION_LOV_VALUES } from './data/lists';
import { organizationByKey } from './seedOrganizations';
import type { DemoOrganization } from './seedOrganizations';
import { creatorFor } from './seedPeople';
import type { DemoPeople } from './seedPeople';

/** Values organizations added to their own lists, visible to their members. */
export function seedOrganizationLovValues(seed: PluginDemoSeed, organizations: readonly DemoOrganization[], people: DemoPeople): void {
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

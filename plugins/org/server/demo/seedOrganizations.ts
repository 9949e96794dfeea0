import type { DeclaredFields } from '../../../../generated/item-base';
import type { Organization } from '../../../../generated/types/org';
import { DEMO_ORGANIZATIONS } from './data/organizations';
import type { DemoOrganizationSpec } from './data/organizations';
import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';

export interface DemoOrganization {
  id: string;
  spec: DemoOrganizationSpec;
}

/** The organizations everything else hangs off, created 11 to 12 months ago. */
export function seedOrganizations(seed: PluginDemoSeed): DemoOrganization[] {
  return DEMO_ORGANIZATIONS.map((spec) => {
    const fields: DeclaredFields<Organization> = {
      displayName: spec.displayName,
      type: spec.type,
      website: `https://www.${spec.domain}`,
      ...(spec.legalName === undefined ? {} : { legalName: spec.legalName }),
      ...(spec.orgType === undefined ? {} : { orgType: spec.orgType }),
      ...(spec.industry === undefined ? {} : { industry: spec.industry }),
    };
    const item = seed.create('Organization', fields, {
      access: spec.access,
      created: { offsetDays: -seed.random.int(330, 365) },
    });
    return { id: item.$id, spec };
  });
}

/** Looks up a demo organization by its data key; a typo in the data files fails loudly. */
export function organizationByKey(organizations: readonly DemoOrganization[], key: string): DemoOrganization {
  const found = organizations.find((organization) => organization.spec.key === key);
  if (found === undefined) throw new Error(`demo data names an unknown organization "${key}"`);
  return found;
}

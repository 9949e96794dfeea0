import { beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../typedef/builtInBundles.testkit';
import type { Registry } from '../registry/registry';
import { gadgetFiles, registryFromFiles } from './__fixtures__/registries';
import { audienceKey, isFieldShownTo, type Audience } from './audience';
import { deriveForm } from './formSchema';
import { deriveGeneralSearchModel, deriveSearchModel } from './searchModel';
import type { MenuUser } from './showRule';
import { deriveViewModel } from './viewModel';

const member: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true, Org: true }, validToken: true };
const admin: MenuUser = { ...member, admin: true };
const sharedMember: Audience = { user: member, deployment: { dedicated: false } };
const dedicatedMember: Audience = { user: member, deployment: { dedicated: true, capabilityKeys: [] } };
const sharedAdmin: Audience = { user: admin, deployment: { dedicated: false } };

/** The Gadget fixture with a dedicated-only colour and an administrator-only price. */
function showRuleRegistry(): Registry {
  const files = gadgetFiles();
  const gadget = files['demo/types/Gadget.type.json'] as { fields: Record<string, Record<string, unknown>> };
  gadget.fields.colour = { ...gadget.fields.colour, show: { dedicated: true } };
  gadget.fields.price = { ...gadget.fields.price, show: { admin: true } };
  return registryFromFiles(files);
}

const viewFields = (registry: Registry, variant: 'default' | 'card', audience?: Audience): string[] =>
  deriveViewModel(registry, 'Gadget', variant, audience).sections.flatMap((s) => s.fields.map((f) => f.field));

describe('isFieldShownTo and audienceKey', () => {
  it('shows fields without a rule or without an audience, else as the rule says', () => {
    expect(isFieldShownTo(undefined, sharedMember)).toBe(true);
    expect(isFieldShownTo({ show: { dedicated: true } }, undefined)).toBe(true);
    expect(isFieldShownTo({ show: { dedicated: true } }, sharedMember)).toBe(false);
    expect(isFieldShownTo({ show: { dedicated: true } }, dedicatedMember)).toBe(true);
    expect(isFieldShownTo({ show: { not: { admin: true } } }, sharedAdmin)).toBe(false);
  });

  it('gives equal audiences equal keys and different ones different keys', () => {
    const reordered: Audience = { user: { ...member, capabilities: { Org: true, Core: true } }, deployment: { dedicated: false } };
    expect(audienceKey(reordered)).toBe(audienceKey(sharedMember));
    expect(audienceKey(undefined)).toBe('');
    const keys = [sharedMember, dedicatedMember, sharedAdmin].map(audienceKey);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('field show rules in the derivations', () => {
  it('keeps every field without an audience (server-side uses)', () => {
    const registry = showRuleRegistry();
    expect(Object.keys(deriveForm(registry, 'Gadget', 'edit').schema.properties)).toEqual(expect.arrayContaining(['colour', 'price']));
    expect(viewFields(registry, 'default')).toEqual(expect.arrayContaining(['colour', 'price']));
    const search = deriveSearchModel(registry, 'Gadget');
    expect(search.headers.map((h) => h.field)).toContain('price');
    expect(search.facets.map((f) => f.field)).toEqual(expect.arrayContaining(['colour', 'price']));
  });

  it('leaves fields whose rule fails out of forms: properties, order, sections and range rules', () => {
    const registry = showRuleRegistry();
    const form = deriveForm(registry, 'Gadget', 'edit', sharedMember);
    expect(Object.keys(form.schema.properties)).not.toContain('colour');
    expect(Object.keys(form.schema.properties)).not.toContain('price');
    expect(form.uiSchema['ui:order']).not.toContain('colour');
    expect(form.uiSchema.colour).toBeUndefined();
    expect(form.sections.flatMap((s) => s.fields)).not.toContain('price');
    const forAdmin = deriveForm(registry, 'Gadget', 'edit', sharedAdmin);
    expect(Object.keys(forAdmin.schema.properties)).toContain('price');
    expect(Object.keys(forAdmin.schema.properties)).not.toContain('colour');
    expect(Object.keys(deriveForm(registry, 'Gadget', 'edit', dedicatedMember).schema.properties)).toContain('colour');
  });

  it('leaves them out of default views and cards', () => {
    const registry = showRuleRegistry();
    expect(viewFields(registry, 'default', sharedMember)).not.toContain('colour');
    expect(viewFields(registry, 'default', sharedMember)).not.toContain('price');
    expect(viewFields(registry, 'default', dedicatedMember)).toContain('colour');
    // Cards fall back to the headers: the admin-only price gives way to the next header for others.
    expect(viewFields(registry, 'card')).toEqual(['_c.ts', 'price']);
    expect(viewFields(registry, 'card', sharedMember)).toEqual(['_c.ts']);
    expect(viewFields(registry, 'card', sharedAdmin)).toEqual(['_c.ts', 'price']);
  });

  it('leaves them out of search headers and facets but not out of what the store indexes', () => {
    const registry = showRuleRegistry();
    const everything = deriveSearchModel(registry, 'Gadget');
    const model = deriveSearchModel(registry, 'Gadget', sharedMember);
    expect(model.headers.map((h) => h.field)).toEqual(['title', '_c.ts']);
    expect(model.facets.map((f) => f.field)).not.toContain('colour');
    expect(model.facets.map((f) => f.field)).not.toContain('price');
    expect(model.indexedFields).toEqual(everything.indexedFields);
    expect(deriveSearchModel(registry, 'Gadget', dedicatedMember).facets.map((f) => f.field)).toContain('colour');
  });
});

describe('Contact.userState (business spec: dedicated deployments only)', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = await builtInRegistry();
  });

  it('is shown in dedicated deployments only, to administrators and others alike', () => {
    for (const user of [member, admin]) {
      const shared: Audience = { user, deployment: { dedicated: false } };
      const dedicated: Audience = { user, deployment: { dedicated: true } };
      expect(Object.keys(deriveForm(registry, 'Contact', 'edit', shared).schema.properties)).not.toContain('userState');
      expect(Object.keys(deriveForm(registry, 'Contact', 'edit', dedicated).schema.properties)).toContain('userState');
      const viewed = (audience: Audience) => deriveViewModel(registry, 'Contact', 'default', audience).sections.flatMap((s) => s.fields.map((f) => f.field));
      expect(viewed(shared)).not.toContain('userState');
      expect(viewed(dedicated)).toContain('userState');
      const searched = (audience: Audience) => {
        const model = deriveSearchModel(registry, 'Contact', audience);
        return [...model.headers, ...model.facets].map((entry) => entry.field);
      };
      expect(searched(shared)).not.toContain('userState');
      expect(searched(dedicated).filter((f) => f === 'userState')).toHaveLength(2);
    }
  });

  it('stays in the server-side models and in the general search index', () => {
    expect(Object.keys(deriveForm(registry, 'Contact', 'edit').schema.properties)).toContain('userState');
    expect(deriveSearchModel(registry, 'Contact').headers.map((h) => h.field)).toContain('userState');
    expect(deriveGeneralSearchModel(registry, { user: member, deployment: { dedicated: false } }).indexedFields).toContain('userState');
  });
});

import { describe, expect, it } from 'vitest';
import { gadgetFiles, registryFromFiles } from '../../derive/__fixtures__/registries';
import type { Audience } from '../../derive/audience';
import { formModelOf, generalSearchModelOf, searchModelOf, viewModelOf } from './derivedModels';

const member = { signedIn: true, admin: false, capabilities: { Core: true }, validToken: true };
const shared: Audience = { user: member, deployment: { dedicated: false } };
const dedicated: Audience = { user: member, deployment: { dedicated: true } };

function registry() {
  const files = gadgetFiles();
  const gadget = files['demo/types/Gadget.type.json'] as { fields: Record<string, Record<string, unknown>> };
  gadget.fields.colour = { ...gadget.fields.colour, show: { dedicated: true } };
  return registryFromFiles(files);
}

describe('derived model caches', () => {
  it('keep one model per audience: equal audiences share it, different ones do not', () => {
    const r = registry();
    expect(formModelOf(r, 'Gadget', 'edit', shared)).toBe(formModelOf(r, 'Gadget', 'edit', { ...shared, user: { ...member } }));
    expect(Object.keys(formModelOf(r, 'Gadget', 'edit', shared).schema.properties)).not.toContain('colour');
    expect(Object.keys(formModelOf(r, 'Gadget', 'edit', dedicated).schema.properties)).toContain('colour');
    expect(Object.keys(formModelOf(r, 'Gadget', 'edit').schema.properties)).toContain('colour');
    expect(searchModelOf(r, 'Gadget', shared).facets.map((f) => f.field)).not.toContain('colour');
    expect(searchModelOf(r, 'Gadget', dedicated).facets.map((f) => f.field)).toContain('colour');
    expect(viewModelOf(r, 'Gadget', 'default', shared)).not.toBe(viewModelOf(r, 'Gadget', 'default', dedicated));
    expect(generalSearchModelOf(r, shared)).toBe(generalSearchModelOf(r, { ...shared }));
  });
});

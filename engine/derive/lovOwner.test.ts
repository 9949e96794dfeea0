import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../declarations/bundle';
import { buildRegistry } from '../registry/buildRegistry';
import { bundlesFromFiles } from '../registry/bundleFromFiles';
import { sampleFiles } from '../registry/__fixtures__/sampleFiles';
import { ITEM_RIGHTS_WRITE } from '../registry/__fixtures__/writeRules';
import { lovOwnerOf } from './lovOwner';

function registry() {
  const files = sampleFiles();
  files['demo/types/Organization.type.json'] = { key: 'Organization', label: 'o', capability: 'Demo', write: ITEM_RIGHTS_WRITE, schema: { type: 'object', properties: { name: { type: 'string' } } } };
  files['demo/lovs/REGIONS.lov.json'] = { key: 'REGIONS', label: 'r', ownerType: 'Organization', values: [{ key: 'N', t: { en: 'North' } }] };
  const result = buildRegistry(bundlesFromFiles(files).bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

const schema: FieldsSchema = {
  type: 'object',
  properties: { owner: { type: 'string', format: 'item-id', itemTypes: ['Organization'] }, region: { type: 'string', lov: 'REGIONS' } },
};

// One rule for client forms and views and for server validation (server/lovs/lovValueIndex.test.ts checks the server's scopes).
describe('lovOwnerOf', () => {
  it('finds the owner among the fields', () => {
    expect(lovOwnerOf(registry(), 'REGIONS', schema, { owner: 'Organization-3' })).toBe('Organization-3');
    expect(lovOwnerOf(registry(), 'REGIONS', schema, {})).toBeUndefined();
  });
  it('takes the edited item when it is the owner type', () => {
    expect(lovOwnerOf(registry(), 'REGIONS', schema, {}, 'Organization-7')).toBe('Organization-7');
    expect(lovOwnerOf(registry(), 'REGIONS', undefined, {}, 'Organization-7')).toBe('Organization-7');
    expect(lovOwnerOf(registry(), 'REGIONS', schema, { owner: 'Organization-3' }, 'Contact-7')).toBe('Organization-3');
  });
  it('ignores field values that are no id of the owner type', () => {
    expect(lovOwnerOf(registry(), 'REGIONS', schema, { owner: 'Contact-2' })).toBeUndefined();
    expect(lovOwnerOf(registry(), 'REGIONS', schema, { owner: 'Organization' })).toBeUndefined();
    expect(lovOwnerOf(registry(), 'REGIONS', schema, { region: 'Organization-3' })).toBeUndefined();
  });
  it('has no owner for shared lists', () => {
    expect(lovOwnerOf(registry(), 'COLOURS', schema, { owner: 'Organization-3' })).toBeUndefined();
  });
});

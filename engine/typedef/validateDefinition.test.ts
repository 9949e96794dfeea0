import { beforeAll, describe, expect, it } from 'vitest';
import type { PluginBundle } from '../declarations/bundle';
import { builtInBundles } from './builtInBundles.testkit';
import { newTypeDefinition } from './newTypeDefinition';
import { addSimpleField } from './simpleField';
import type { TypeDefinition } from './typeDefinition';
import { checkTypeDefinition } from './validateDefinition';

let bundles: PluginBundle[];
beforeAll(async () => {
  bundles = await builtInBundles();
});

function withField(definition: TypeDefinition, spec: Parameters<typeof addSimpleField>[1]): TypeDefinition {
  const result = addSimpleField(definition, spec);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.definition;
}

const permit = (): TypeDefinition => newTypeDefinition('Permit', 'Permit', { icon: 'document', capability: 'Org', navPath: 'admin-types.permits' });

/** An extension of the built-in Organization type adding one optional field. */
const orgExtension = (): TypeDefinition => ({
  declaration: {
    key: 'Organization',
    extends: 'Organization',
    label: 'types.Organization.label',
    schema: { type: 'object', properties: { licence: { type: 'string', maxLength: 40 } } },
    fields: { licence: { widget: 'text', order: 50 } },
    search: { headers: [{ field: 'licence', sortable: true }] },
  },
  messages: { en: { 'types.Organization.fields.licence': 'Licence' } },
});

describe('checkTypeDefinition', () => {
  it('accepts a new type and an extension made by the editors', () => {
    expect(checkTypeDefinition(permit(), bundles)).toEqual([]);
    expect(checkTypeDefinition(orgExtension(), bundles)).toEqual([]);
  });

  it('checks the shape first and stops there, with pointers into the definition', () => {
    const malformed = { declaration: { key: 'Bad', label: 'types.Bad.label', schema: { type: 'object', properties: { a: { type: 'text' } } } }, extra: 1, messages: { english: {} } };
    const errors = checkTypeDefinition(malformed, bundles);
    expect(errors).toContainEqual({ source: 'runtime:Bad', path: '/extra', message: 'unknown property "extra"' });
    expect(errors).toContainEqual({ source: 'runtime:Bad', path: '/messages/english', message: '"english" is not a valid name here' });
    expect(errors.some((e) => e.path === '/declaration/schema/properties/a/type')).toBe(true);
    // No registry or message checks ran on the malformed shape.
    expect(errors.some((e) => e.message.startsWith('no English text'))).toBe(false);
    expect(checkTypeDefinition('nonsense', bundles)).toEqual([{ source: 'runtime:?', path: '', message: 'must be object' }]);
  });

  it('runs every registry cross-reference check, pointing into the declaration', () => {
    const broken = structuredClone(permit());
    broken.declaration.schema.properties.kind = { type: 'string', lov: 'NO_SUCH_LIST' };
    broken.declaration.search = { ...broken.declaration.search, facets: [{ field: 'missing', kind: 'terms' }] };
    broken.messages = { en: { ...broken.messages?.en, 'types.Permit.fields.kind': 'Kind' } };
    expect(checkTypeDefinition(broken, bundles)).toEqual([
      { source: 'runtime:Permit', path: '/declaration/schema/properties/kind/lov', message: 'list of values "NO_SUCH_LIST" is not declared' },
      { source: 'runtime:Permit', path: '/declaration/search/facets/0/field', message: 'field "missing" is not declared in schema.properties' },
    ]);
    const clash = newTypeDefinition('Organization', 'Org again', { navPath: 'orgs-again' });
    expect(checkTypeDefinition(clash, bundles)).toContainEqual({
      source: 'runtime:Organization',
      path: '/declaration/key',
      message: 'item type "Organization" is already declared by org/types/Organization.type.json',
    });
  });

  it('maps problems of an extension, reported against the merged built-in type, back into the extension', () => {
    const extension = orgExtension();
    extension.declaration.schema.properties.sector = { type: 'string', lov: 'NO_SUCH_LIST' };
    extension.declaration.search = { headers: [{ field: 'licence', sortable: true }, { field: 'nowhere' }] };
    extension.messages = { en: { ...extension.messages?.en, 'types.Organization.fields.sector': 'Sector' } };
    expect(checkTypeDefinition(extension, bundles)).toEqual([
      { source: 'runtime:Organization', path: '/declaration/schema/properties/sector/lov', message: 'list of values "NO_SUCH_LIST" is not declared' },
      { source: 'runtime:Organization', path: '/declaration/search/headers/1/field', message: 'field "nowhere" is not declared in schema.properties' },
    ]);
  });

  it('accepts a new required field on a built-in type: its examples are checked as their plugin wrote them', () => {
    const extension = orgExtension();
    extension.declaration.schema.required = ['licence'];
    extension.defaults = { licence: 'none' };
    expect(checkTypeDefinition(extension, bundles)).toEqual([]);
  });

  it('refuses extending an administrator-defined type, and capabilities no plugin declares', () => {
    const extension: TypeDefinition = { declaration: { key: 'Permit', extends: 'Permit', label: 'types.Permit.label', schema: { type: 'object', properties: {} } } };
    expect(checkTypeDefinition(extension, bundles, [permit()])).toEqual([
      { source: 'runtime:Permit', path: '/declaration/extends', message: '"Permit" is an administrator-defined type: change its own definition instead of extending it' },
    ]);
    const unknownCapability = newTypeDefinition('Licence', 'Licence', { capability: 'Licensing' });
    expect(checkTypeDefinition(unknownCapability, bundles)).toEqual([
      { source: 'runtime:Licence', path: '/declaration/capability', message: 'capability "Licensing" is not declared by any plugin' },
      { source: 'runtime:Licence', path: '/nav/capability', message: 'capability "Licensing" is not declared by any plugin' },
    ]);
  });

  it('checks the nav entry: registry rules, types it lists, and a path nobody else uses', () => {
    const definition = permit();
    definition.nav = { path: 'home', title: 'nav.home', view: { kind: 'search', types: ['Permit', 'Nothing'] } };
    expect(checkTypeDefinition(definition, bundles)).toEqual([
      { source: 'runtime:Permit', path: '/nav/view/types/1', message: 'item type "Nothing" is not declared' },
      { source: 'runtime:Permit', path: '/nav/path', message: 'navigation path "home" is already used by core' },
    ]);
    const other = newTypeDefinition('Licence', 'Licence', { navPath: 'admin-types.permits' });
    expect(checkTypeDefinition(permit(), bundles, [other])).toContainEqual({
      source: 'runtime:Permit',
      path: '/nav/path',
      message: 'navigation path "admin-types.permits" is already used by Licence',
    });
  });

  it('needs an English text for every message id the type names or the engine derives for it', () => {
    const definition = withField(permit(), { name: 'status', label: 'Status', kind: 'lov', lov: 'ORG_TYPES', facet: true });
    delete definition.messages?.en?.['types.Permit.fields.status'];
    definition.declaration.fields = { ...definition.declaration.fields, name: { widget: 'text', help: 'types.Permit.help.name' } };
    expect(checkTypeDefinition(definition, bundles)).toEqual([
      { source: 'runtime:Permit', path: '/messages/en', message: 'no English text for message id "types.Permit.fields.status"' },
      { source: 'runtime:Permit', path: '/messages/en', message: 'no English text for message id "types.Permit.help.name"' },
    ]);
    // Texts the plugins already have (the created facets, their range labels) need no copy.
    expect(checkTypeDefinition(permit(), bundles)).toEqual([]);
  });

  it('checks defaults: a declared field of this definition and a valid value of it', () => {
    const definition = withField(permit(), { name: 'status', label: 'Status', kind: 'lov', lov: 'ORG_TYPES', required: true });
    definition.defaults = { status: 'NOT_A_KEY', ghost: 1, name: 42 };
    expect(checkTypeDefinition(definition, bundles)).toEqual([
      { source: 'runtime:Permit', path: '/defaults/status', message: 'default is not a valid value: errors.lovValue' },
      { source: 'runtime:Permit', path: '/defaults/ghost', message: 'field "ghost" is not declared in this definition\'s schema.properties' },
      { source: 'runtime:Permit', path: '/defaults/name', message: 'default is not a valid value: errors.type' },
    ]);
  });

  it('checks against the other stored definitions, replacing an earlier version of itself', () => {
    const inspection = withField(newTypeDefinition('Inspection', 'Inspection'), { name: 'permit', label: 'Permit', kind: 'itemRef', itemTypes: ['Permit'] });
    expect(checkTypeDefinition(inspection, bundles)).toContainEqual({
      source: 'runtime:Inspection',
      path: '/declaration/schema/properties/permit/itemTypes/0',
      message: 'item type "Permit" is not declared',
    });
    expect(checkTypeDefinition(inspection, bundles, [permit()])).toEqual([]);
    // Editing: the stored version of the same type is replaced, not a duplicate.
    expect(checkTypeDefinition(permit(), bundles, [permit(), inspection])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../declarations/bundle';
import { extensionPointer } from '../registry/extensionPaths';
import { newTypeDefinition } from './newTypeDefinition';
import { compileTransientValidator } from './scratchAjv';
import { definitionsNav, runtimeTypesOf, withDefinitionMessages, type TypeDefinition } from './typeDefinition';

describe('type definitions as the registry and the app take them', () => {
  const permit = newTypeDefinition('Permit', 'Permit');
  const extension: TypeDefinition = {
    declaration: { key: 'User', extends: 'User', label: 'types.User.label', schema: { type: 'object', properties: { badge: { type: 'string' } } } },
    messages: { en: { 'types.User.fields.badge': 'Badge', 'types.User.label': 'Person' }, fr: { 'types.User.fields.badge': 'Badge' } },
  };

  it('gives buildRegistry one runtime type per definition, sourced runtime:{key}', () => {
    expect(runtimeTypesOf([permit, extension])).toEqual([
      { source: 'runtime:Permit', declaration: permit.declaration, nav: permit.nav, messages: permit.messages },
      { source: 'runtime:User', declaration: extension.declaration, messages: extension.messages },
    ]);
  });

  it('lists the nav entries the definitions have', () => {
    expect(definitionsNav([permit, extension]).map((n) => n.path)).toEqual(['permit']);
  });

  it('adds the definitions\u2019 texts to a catalog without overriding a plugin\u2019s', () => {
    const catalog = { en: { 'types.User.label': 'User' } };
    expect(withDefinitionMessages(catalog, [permit, extension])).toEqual({
      en: { 'types.User.label': 'User', 'types.Permit.label': 'Permit', 'types.Permit.fields.name': 'Name', 'nav.permit': 'Permit', 'types.User.fields.badge': 'Badge' },
      fr: { 'types.User.fields.badge': 'Badge' },
    });
    expect(catalog).toEqual({ en: { 'types.User.label': 'User' } });
  });
});

describe('extensionPointer', () => {
  const base: ItemTypeDeclaration = {
    key: 'Org',
    label: 'l',
    schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    fields: { name: { widget: 'text' } },
    search: { headers: [{ field: 'name' }, { field: '_i' }], text: ['name'] },
  };
  const extension: ItemTypeDeclaration = {
    key: 'Org',
    extends: 'Org',
    label: 'l',
    schema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    fields: { code: { widget: 'text' } },
    search: { headers: [{ field: 'code' }] },
  };

  it('maps merged pointers of what the extension added into the extension', () => {
    expect(extensionPointer('/schema/properties/code/lov', base, extension)).toBe('/schema/properties/code/lov');
    expect(extensionPointer('/fields/code/widget', base, extension)).toBe('/fields/code/widget');
    expect(extensionPointer('/search/headers/2/field', base, extension)).toBe('/search/headers/0/field');
    expect(extensionPointer('/schema/required/1', base, extension)).toBe('/schema/required/0');
    expect(extensionPointer('/schema', base, extension)).toBe('/schema');
  });

  it('answers undefined for what belongs to the base', () => {
    expect(extensionPointer('/schema/properties/name/lov', base, extension)).toBeUndefined();
    expect(extensionPointer('/search/headers/1/cell', base, extension)).toBeUndefined();
    expect(extensionPointer('/view/titleField', base, extension)).toBeUndefined();
  });
});

describe('compileTransientValidator', () => {
  it('keeps earlier validators working while forgetting the schemas it compiled', () => {
    const context = { admin: false };
    const first = compileTransientValidator({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] });
    for (let i = 0; i < 20; i++) compileTransientValidator({ type: 'object', properties: { [`f${i}`]: { type: 'string', maxLength: i } } });
    expect(first({ n: 1 }, context)).toEqual([]);
    expect(first({}, context)).toEqual([{ path: '/n', messageId: 'errors.required', values: {} }]);
    const later = compileTransientValidator({ type: 'object', properties: { e: { type: 'string', format: 'email' } } });
    expect(later({ e: 'nope' }, context)).toEqual([{ path: '/e', messageId: 'errors.invalidEmail', values: {} }]);
  });
});

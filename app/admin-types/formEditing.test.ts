import { beforeAll, describe, expect, it } from 'vitest';
import type { PluginBundle } from '../../engine/declarations/bundle';
import { addSimpleField, checkTypeDefinition, newTypeDefinition, SIMPLE_FIELD_KINDS, type SimpleFieldSpec, type TypeDefinition } from '../../engine/typedef';
import { builtInBundles } from '../../engine/typedef/builtInBundles.testkit';
import { kindSchema } from '../../engine/typedef/fieldKinds';
import { newExtension, renameType, setCapability, setIcon, setNavEnabled, setNavPath, setNavTitle, setTypeLabel, typeLabelText } from './definitionForm';
import { fieldKindOf } from './fieldKindOf';
import { deleteField, fieldRows, setFieldFacet, setFieldHeader, setFieldItemTypes, setFieldKind, setFieldLabel, setFieldLov, setFieldRequired } from './fieldRows';

let bundles: PluginBundle[];
beforeAll(async () => {
  bundles = await builtInBundles();
});

function withField(definition: TypeDefinition, spec: SimpleFieldSpec): TypeDefinition {
  const result = addSimpleField(definition, spec);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.definition;
}

/** The example: a Permit with a facetted list field and a date. */
function permit(): TypeDefinition {
  let definition = newTypeDefinition('Permit', 'Permit');
  definition = withField(definition, { name: 'category', label: 'Category', kind: 'lov', lov: 'ORG_TYPES', facet: true, header: true });
  return withField(definition, { name: 'validUntil', label: 'Valid until', kind: 'date', required: true });
}

describe('fieldKindOf', () => {
  it('recognises every kind the form editor makes', () => {
    for (const kind of SIMPLE_FIELD_KINDS) {
      const options = kind === 'lov' || kind === 'lovMulti' ? { lov: 'ORG_TYPES' } : kind === 'itemRef' || kind === 'itemRefs' ? { itemTypes: ['Organization'] } : {};
      expect(fieldKindOf(kindSchema(kind, options))).toBe(kind);
    }
    expect(fieldKindOf({ type: 'string', maxLength: 200, notBlank: true, description: 'x' })).toBe('text');
  });

  it('calls richer schemas custom, so the form never drops their keywords', () => {
    expect(fieldKindOf({ type: 'string', maxLength: 20, pattern: '^[A-Z]+$' })).toBeUndefined();
    expect(fieldKindOf({ type: 'string', enum: ['a', 'b'] })).toBeUndefined();
    expect(fieldKindOf({ type: 'number', minimum: 0 })).toBeUndefined();
    expect(fieldKindOf({ type: 'object', properties: {} })).toBeUndefined();
  });
});

describe('field rows', () => {
  it('lists the fields in form order with label, kind, list, required, header and facet', () => {
    expect(fieldRows(permit(), 'en')).toEqual([
      { name: 'name', label: 'Name', kind: 'text', required: true, header: true, facet: false },
      { name: 'category', label: 'Category', kind: 'lov', lov: 'ORG_TYPES', required: false, header: true, facet: true },
      { name: 'validUntil', label: 'Valid until', kind: 'date', required: true, header: false, facet: false },
    ]);
  });

  it('edits label, requirement, header, facet and list; the result still passes the checks', () => {
    let definition = permit();
    definition = setFieldLabel(definition, 'validUntil', 'Expires', 'en');
    definition = setFieldRequired(definition, 'validUntil', false);
    definition = setFieldRequired(definition, 'category', true);
    definition = setFieldHeader(definition, 'validUntil', true);
    definition = setFieldFacet(definition, 'validUntil', true).definition;
    definition = setFieldFacet(definition, 'category', false).definition;
    definition = setFieldLov(definition, 'category', 'ORG_MEETING_TYPES');
    expect(fieldRows(definition, 'en').slice(1)).toEqual([
      { name: 'category', label: 'Category', kind: 'lov', lov: 'ORG_MEETING_TYPES', required: true, header: true, facet: false },
      { name: 'validUntil', label: 'Expires', kind: 'date', required: false, header: true, facet: true },
    ]);
    expect(definition.declaration.search?.facets).toEqual([{ field: 'validUntil', kind: 'date-ranges' }]);
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });

  it('notes a facet that cannot be made instead of making a bad one', () => {
    const edit = setFieldFacet(permit(), 'name', true);
    expect(edit.note).toContain('too many distinct values');
    expect(edit.definition.declaration.search?.facets).toEqual([{ field: 'category', kind: 'lov' }]);
  });

  it('changes a kind: new schema and widget, place kept, facet redone or dropped with a note', () => {
    const multi = setFieldKind(permit(), 'category', 'lovMulti', { lov: 'ORG_TYPES' });
    expect(multi.note).toBeUndefined();
    expect(multi.definition.declaration.schema.properties.category).toEqual({ type: 'array', items: { type: 'string', lov: 'ORG_TYPES' }, uniqueItems: true });
    expect(multi.definition.declaration.fields?.category).toEqual({ widget: 'lov-multi', order: 2 });
    expect(multi.definition.declaration.search?.headers?.find((h) => h.field === 'category')).toEqual({ field: 'category', sortable: false });
    const text = setFieldKind(permit(), 'category', 'text');
    expect(text.note).toContain('facet of "category" removed');
    expect(text.definition.declaration.search?.facets).toBeUndefined();
    expect(checkTypeDefinition(text.definition, bundles)).toEqual([]);
  });

  it('sets the types of related-item fields and removes fields with everything naming them', () => {
    let definition = withField(permit(), { name: 'holder', label: 'Holder', kind: 'itemRef' });
    definition = setFieldItemTypes(definition, 'holder', ['Organization']);
    expect(definition.declaration.schema.properties.holder).toEqual({ type: 'string', format: 'item-id', itemTypes: ['Organization'] });
    definition = setFieldItemTypes(definition, 'holder', []);
    expect(definition.declaration.schema.properties.holder).toEqual({ type: 'string', format: 'item-id' });
    definition = deleteField(definition, 'category');
    expect(fieldRows(definition, 'en').map((r) => r.name)).toEqual(['name', 'validUntil', 'holder']);
    expect(definition.messages?.en?.['types.Permit.fields.category']).toBeUndefined();
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });
});

describe('general settings', () => {
  it('sets label, icon and capability on the type and its menu entry', () => {
    let definition = setTypeLabel(permit(), 'Licence', 'en');
    definition = setIcon(definition, 'document');
    definition = setCapability(definition, 'Org');
    expect(typeLabelText(definition, 'en')).toBe('Licence');
    expect(definition.declaration.view?.icon).toBe('document');
    expect(definition.nav).toMatchObject({ icon: 'document', capability: 'Org' });
    definition = setCapability(setIcon(definition, ''), 'Core');
    expect(definition.declaration.capability).toBeUndefined();
    expect(definition.nav?.icon).toBeUndefined();
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });

  it('moves, retitles, removes and restores the menu entry with its title text', () => {
    let definition = setNavPath(permit(), 'admin-types.permits');
    expect(definition.nav).toMatchObject({ path: 'admin-types.permits', title: 'nav.admin-types.permits' });
    expect(definition.messages?.en?.['nav.admin-types.permits']).toBe('Permit');
    expect(definition.messages?.en?.['nav.permit']).toBeUndefined();
    definition = setNavTitle(definition, 'Permits', 'en');
    expect(definition.messages?.en?.['nav.admin-types.permits']).toBe('Permits');
    definition = setNavEnabled(definition, false, 'en');
    expect(definition.nav).toBeUndefined();
    expect(definition.messages?.en?.['nav.admin-types.permits']).toBeUndefined();
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
    definition = setNavEnabled(definition, true, 'en');
    expect(definition.nav).toEqual({ path: 'permit', title: 'nav.permit', view: { kind: 'search', types: ['Permit'], create: 'Permit' } });
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });

  it('renames a new type with its message ids and menu entry', () => {
    const renamed = renameType(permit(), 'Licence');
    expect(renamed.declaration.key).toBe('Licence');
    expect(renamed.declaration.label).toBe('types.Licence.label');
    expect(renamed.nav?.view).toEqual({ kind: 'search', types: ['Licence'], create: 'Licence' });
    expect(renamed.messages?.en?.['types.Licence.fields.validUntil']).toBe('Valid until');
    expect(Object.keys(renamed.messages?.en ?? {}).some((id) => id.startsWith('types.Permit.'))).toBe(false);
    expect(checkTypeDefinition(renamed, bundles)).toEqual([]);
  });

  it('starts an extension of a built-in type that passes the checks', () => {
    const extension = withField(newExtension('Organization', 'types.Organization.label'), { name: 'licence', label: 'Licence', kind: 'text', header: true });
    expect(checkTypeDefinition(extension, bundles)).toEqual([]);
    expect(renameType(extension, 'Other').declaration.key).toBe('Organization');
  });
});

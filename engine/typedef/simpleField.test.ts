import { beforeAll, describe, expect, it } from 'vitest';
import type { PluginBundle } from '../declarations/bundle';
import { buildRegistry } from '../registry/buildRegistry';
import { deriveForm } from '../derive/formSchema';
import { deriveSearchModel } from '../derive/searchModel';
import { builtInBundles } from './builtInBundles.testkit';
import { SIMPLE_FIELD_KINDS } from './fieldKinds';
import { kebabCase, newTypeDefinition } from './newTypeDefinition';
import { removeField } from './removeField';
import { addSimpleField, type SimpleFieldSpec } from './simpleField';
import { runtimeTypesOf, type TypeDefinition } from './typeDefinition';
import { checkTypeDefinition } from './validateDefinition';

let bundles: PluginBundle[];
beforeAll(async () => {
  bundles = await builtInBundles();
});

function added(definition: TypeDefinition, spec: SimpleFieldSpec): { definition: TypeDefinition; notes: string[] } {
  const result = addSimpleField(definition, spec);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { definition: result.definition, notes: result.notes.map((n) => n.message) };
}

const site = (): TypeDefinition => newTypeDefinition('SiteVisit', 'Site visit', { icon: 'map-marker', capability: 'Org' });

describe('newTypeDefinition', () => {
  it('makes a minimal valid type: required name, created facets, COMMUNITY, a search menu entry with create', () => {
    const definition = site();
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
    expect(definition.declaration.schema.required).toEqual(['name']);
    expect(definition.declaration.view).toEqual({ titleField: 'name', icon: 'map-marker', defaultAccess: 'COMMUNITY' });
    expect(definition.declaration.search?.facetSets).toEqual(['core.created']);
    expect(definition.nav).toEqual({
      path: 'site-visit',
      title: 'nav.site-visit',
      icon: 'map-marker',
      capability: 'Org',
      view: { kind: 'search', types: ['SiteVisit'], create: 'SiteVisit' },
    });
    expect(definition.messages?.en).toEqual({ 'types.SiteVisit.label': 'Site visit', 'types.SiteVisit.fields.name': 'Name', 'nav.site-visit': 'Site visit' });
  });

  it('writes the labels in the administrator\u2019s language, English falling back to them', () => {
    const definition = newTypeDefinition('Visite', 'Visite de site', { locale: 'fr', nameLabel: 'Nom', navPath: 'terrain.visites' });
    expect(definition.messages?.fr?.['types.Visite.label']).toBe('Visite de site');
    expect(definition.messages?.en?.['nav.terrain.visites']).toBe('Visite de site');
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });

  it('derives nav paths in kebab case', () => {
    expect(['SiteVisit', 'Permit', 'HTMLPage', 'Form2b'].map(kebabCase)).toEqual(['site-visit', 'permit', 'html-page', 'form2b']);
  });
});

describe('addSimpleField', () => {
  it('adds the property, the widget last in the form, the label text, the required entry and a sortable header', () => {
    const { definition } = added(site(), { name: 'visited', label: 'Visited on', kind: 'date', required: true, header: true });
    const declaration = definition.declaration;
    expect(declaration.schema.properties.visited).toEqual({ type: 'string', format: 'date' });
    expect(declaration.fields?.visited).toEqual({ widget: 'date', order: 2 });
    expect(declaration.schema.required).toEqual(['name', 'visited']);
    expect(declaration.search?.headers).toContainEqual({ field: 'visited', sortable: true });
    expect(definition.messages?.en?.['types.SiteVisit.fields.visited']).toBe('Visited on');
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });

  it('picks the facet that suits the kind, and reports kinds that get none', () => {
    let definition = site();
    const facets: Record<string, string | undefined> = {};
    const notes: string[] = [];
    for (const kind of SIMPLE_FIELD_KINDS) {
      const name = `f${kind}`;
      const spec: SimpleFieldSpec = { name, label: kind, kind, facet: true, header: true, ...(kind.startsWith('lov') ? { lov: 'ORG_TYPES' } : {}) };
      const result = added(definition, spec);
      definition = result.definition;
      notes.push(...result.notes);
      facets[kind] = definition.declaration.search?.facets?.find((f) => f.field === name)?.kind;
    }
    expect(facets).toEqual({
      text: undefined,
      longText: undefined,
      number: undefined,
      integer: undefined,
      date: 'date-ranges',
      dateTime: 'time-ranges',
      boolean: 'terms',
      email: undefined,
      phone: undefined,
      url: undefined,
      lov: 'lov',
      lovMulti: 'lov',
      itemRef: 'terms',
      itemRefs: 'terms',
    });
    expect(notes).toContain('no facet for "fnumber": a number field gets a facet only when ranges are given');
    expect(notes).toContain('no facet for "ftext": a text field has too many distinct values to make a useful facet');
    // Every kind yields a definition the registry accepts, with widgets and cells the engine knows.
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
    const result = buildRegistry(bundles, runtimeTypesOf([definition]));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(deriveForm(result.registry, 'SiteVisit', 'create').uiSchema['ui:order']).toEqual(['name', ...SIMPLE_FIELD_KINDS.map((k) => `f${k}`)]);
    const headers = deriveSearchModel(result.registry, 'SiteVisit').headers;
    expect(headers.find((h) => h.field === 'flovMulti')?.sortable).toBe(false);
  });

  it('facets a number by the ranges given, their labels stored as texts', () => {
    const ranges = [
      { key: 'small', label: 'Under 10 ha', to: 10 },
      { key: 'large', label: '10 ha and more', from: 10 },
    ];
    const { definition, notes } = added(site(), { name: 'area', label: 'Area', kind: 'number', facet: true, ranges });
    expect(notes).toEqual([]);
    expect(definition.declaration.search?.facets).toEqual([{ field: 'area', kind: 'number-ranges', ranges: [{ key: 'small', to: 10 }, { key: 'large', from: 10 }] }]);
    expect(definition.messages?.en?.['types.SiteVisit.fields.area.ranges.large']).toBe('10 ha and more');
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
  });

  it('searches text fields by default and related-item fields name their types', () => {
    const { definition } = added(site(), { name: 'notes', label: 'Notes', kind: 'longText' });
    expect(definition.declaration.search?.text).toEqual(['name', 'notes']);
    expect(definition.declaration.fields?.notes?.widget).toBe('textarea');
    const ref = added(definition, { name: 'org', label: 'Organization', kind: 'itemRefs', itemTypes: ['Organization'], textSearch: false });
    expect(ref.definition.declaration.schema.properties.org).toEqual({ type: 'array', items: { type: 'string', format: 'item-id', itemTypes: ['Organization'] }, uniqueItems: true });
  });

  it('refuses a spec it cannot honour, saying which input is wrong, and leaves the definition untouched', () => {
    const definition = site();
    const before = structuredClone(definition);
    const result = addSimpleField(definition, { name: 'name', label: ' ', kind: 'lov', maxLength: 3 });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'the type already has a field "name"' },
        { field: 'label', message: 'enter a label' },
        { field: 'lov', message: 'choose the list of values' },
        { field: 'maxLength', message: 'only text fields have a maximum length' },
      ],
    });
    expect(addSimpleField(definition, { name: '2x', label: 'x', kind: 'number', ranges: [{ key: 'a', label: 'A', from: 5, to: 1 }] })).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'use letters, digits and _ only, starting with a letter' },
        { field: 'ranges', message: 'range "a" must start below its end' },
      ],
    });
    expect(definition).toEqual(before);
  });
});

describe('removeField', () => {
  it('removes the field and everything naming it, and nothing else', () => {
    const base = site();
    let definition = added(base, { name: 'status', label: 'Status', kind: 'lov', lov: 'ORG_TYPES', required: true, header: true, facet: true }).definition;
    definition.declaration.view = { ...definition.declaration.view, cardFields: ['status'] };
    definition.declaration.search = { ...definition.declaration.search, defaultSort: [{ field: 'status', order: 'asc' }] };
    definition.declaration.examples = [{ name: 'North', status: 'INDUSTRY' }];
    definition.defaults = { status: 'INDUSTRY' };
    definition.messages = { ...definition.messages, fr: { 'types.SiteVisit.fields.status': 'Statut', 'types.SiteVisit.enums.status.A': 'A' } };
    definition = removeField(definition, 'status');
    expect(checkTypeDefinition(definition, bundles)).toEqual([]);
    expect(definition.declaration).toEqual({ ...base.declaration, examples: [{ name: 'North' }] });
    expect(definition.messages).toEqual({ ...base.messages, fr: {} });
    expect(definition.defaults).toBeUndefined();
  });

  it('drops the title field from the view when it is removed', () => {
    const definition = removeField(site(), 'name');
    expect(definition.declaration.view).toEqual({ icon: 'map-marker', defaultAccess: 'COMMUNITY' });
    expect(definition.declaration.schema).toEqual({ type: 'object', properties: {} });
    expect(definition.declaration.search).toEqual({ facetSets: ['core.created'] });
  });
});

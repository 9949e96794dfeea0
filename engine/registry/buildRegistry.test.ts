import { describe, expect, it } from 'vitest';
import { buildRegistry } from './buildRegistry';
import { bundlesFromFiles, type PluginFiles } from './bundleFromFiles';
import { sampleFiles } from './__fixtures__/sampleFiles';
import type { DeclarationError, ItemTypeDeclaration } from '../declarations/bundle';

function load(files: PluginFiles, runtime: { source: string; declaration: ItemTypeDeclaration }[] = []): { errors: DeclarationError[]; ok: boolean } {
  const { bundles, errors } = bundlesFromFiles(files);
  if (errors.length > 0) return { ok: false, errors };
  const result = buildRegistry(bundles, runtime);
  return result.ok ? { ok: true, errors: [] } : { ok: false, errors: result.errors };
}

/** Applies a change to a deep copy of the sample so each case breaks exactly one thing. */
function broken(change: (files: Record<string, Record<string, unknown>>) => void): PluginFiles {
  const files = structuredClone(sampleFiles()) as Record<string, Record<string, unknown>>;
  change(files);
  return files;
}

function widget(files: Record<string, Record<string, unknown>>): Record<string, unknown> & { schema: { properties: Record<string, Record<string, unknown>> } } {
  return files['demo/types/Widget.type.json'] as Record<string, unknown> & { schema: { properties: Record<string, Record<string, unknown>> } };
}

describe('buildRegistry', () => {
  it('builds the sample plugin', () => {
    const { bundles, errors } = bundlesFromFiles(sampleFiles());
    expect(errors).toEqual([]);
    const result = buildRegistry(bundles);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect([...result.registry.types.keys()]).toEqual(['Widget']);
    expect(result.registry.types.get('Widget')?.capability).toBe('Demo');
    expect(result.registry.lovs.get('COLOURS')?.values).toHaveLength(2);
    expect(result.registry.messages.en?.['types.Widget.label']).toBe('Widget');
    expect(result.registry.hash).toMatch(/^[0-9a-z]{14,}$/);
  });

  it('refuses a type without write rules, naming its file: nobody may write by default', () => {
    const { ok, errors } = load(broken((f) => delete widget(f).write));
    expect(ok).toBe(false);
    expect(errors).toEqual([expect.objectContaining({ source: 'demo/types/Widget.type.json', path: '/write', message: expect.stringContaining('declares no write rules') })]);
  });

  it('refuses write rules missing an operation or using an unknown atom', () => {
    expect(load(broken((f) => (widget(f).write = { create: { signedIn: true }, update: { itemRights: true } }))).ok).toBe(false);
    expect(load(broken((f) => (widget(f).write = { create: { itemRights: true }, update: { itemRights: true }, delete: { admin: true } }))).ok).toBe(false);
    expect(load(broken((f) => (widget(f).write = { create: { signedIn: true }, update: { anybody: true }, delete: { admin: true } }))).ok).toBe(false);
  });

  it('gives an administrator-defined type without write rules to administrators only', () => {
    const { bundles } = bundlesFromFiles(sampleFiles());
    const result = buildRegistry(bundles, [{ source: 'sys.TypeDef-1', declaration: { key: 'Permit', label: 'types.Permit.label', schema: { type: 'object', properties: {} } } }]);
    expect(result.ok).toBe(true);
  });

  it('hashes equal declarations equally and different ones differently', () => {
    const a = bundlesFromFiles(sampleFiles()).bundles;
    const b = bundlesFromFiles(broken((f) => (widget(f).label = 'types.Widget.other'))).bundles;
    const hash = (bundles: typeof a): string => {
      const r = buildRegistry(bundles);
      return r.ok ? r.registry.hash : 'failed';
    };
    expect(hash(a)).toBe(hash(bundlesFromFiles(sampleFiles()).bundles));
    expect(hash(a)).not.toBe(hash(b));
  });

  const cases: { name: string; files: PluginFiles; expected: DeclarationError }[] = [
    {
      name: 'a typo in a field keyword',
      files: broken((f) => (widget(f).schema.properties.name = { type: 'string', maxLenght: 80 })),
      expected: { source: 'demo/types/Widget.type.json', path: '/schema/properties/name/maxLenght', message: 'unknown property "maxLenght"' },
    },
    {
      name: 'a typo at the top of a type',
      files: broken((f) => (widget(f).serach = {})),
      expected: { source: 'demo/types/Widget.type.json', path: '/serach', message: 'unknown property "serach"' },
    },
    {
      name: 'a type key with a dash',
      files: broken((f) => (widget(f).key = 'Wid-get')),
      expected: { source: 'demo/types/Widget.type.json', path: '/key', message: 'must match pattern "^(sys\\.)?[A-Za-z][A-Za-z0-9]*$"' },
    },
    {
      name: 'an unknown facet kind',
      files: broken((f) => ((widget(f).search as { facets: unknown[] }).facets = [{ field: 'colour', kind: 'histogram' }])),
      expected: { source: 'demo/types/Widget.type.json', path: '/search/facets/0/kind', message: 'must be one of ["terms","lov","time-ranges","date-ranges","number-ranges","size-ranges"]' },
    },
    {
      name: 'a field referring to an undeclared list of values',
      files: broken((f) => (widget(f).schema.properties.colour = { type: 'string', lov: 'COLORS' })),
      expected: { source: 'demo/types/Widget.type.json', path: '/schema/properties/colour/lov', message: 'list of values "COLORS" is not declared' },
    },
    {
      name: 'an unknown widget',
      files: broken((f) => ((widget(f).fields as Record<string, unknown>).name = { widget: 'slider' })),
      expected: { source: 'demo/types/Widget.type.json', path: '/fields/name/widget', message: 'unknown widget "slider"' },
    },
    {
      name: 'a header on an undeclared field',
      files: broken((f) => ((widget(f).search as { headers: unknown[] }).headers = [{ field: 'nmae' }])),
      expected: { source: 'demo/types/Widget.type.json', path: '/search/headers/0/field', message: 'field "nmae" is not declared in schema.properties' },
    },
    {
      name: 'a required field that does not exist',
      files: broken((f) => ((widget(f).schema as unknown as { required: string[] }).required = ['title'])),
      expected: { source: 'demo/types/Widget.type.json', path: '/schema/required/0', message: 'field "title" is not declared in schema.properties' },
    },
    {
      name: 'a catastrophically backtracking pattern',
      files: broken((f) => (widget(f).schema.properties.code = { type: 'string', pattern: '^(a+)+$' })),
      expected: { source: 'demo/types/Widget.type.json', path: '/schema/properties/code/pattern', message: 'pattern may backtrack catastrophically (nested quantifiers); simplify it' },
    },
    {
      name: 'a facet set that does not exist',
      files: broken((f) => ((widget(f).search as { facetSets: string[] }).facetSets = ['demo.updated'])),
      expected: { source: 'demo/types/Widget.type.json', path: '/search/facetSets/0', message: 'facet set "demo.updated" is not declared' },
    },
    {
      name: 'a navigation path with a slash on a column view',
      files: broken((f) => (f['demo/nav.json'] = { items: [{ path: 'demo/widgets', title: 'nav.demo.widgets' }] })),
      expected: { source: 'demo/nav.json', path: '/items/0/path', message: 'navigation path "demo/widgets" contains a slash but is neither routeOnly nor noColumns' },
    },
    {
      name: 'a search view offering to create an undeclared type',
      files: broken((f) => (f['demo/nav.json'] = { items: [{ path: 'demo.widgets', title: 'nav.demo.widgets', view: { kind: 'search', types: ['Widget'], create: 'Widget', alsoCreate: ['Gadget'] } }] })),
      expected: { source: 'demo/nav.json', path: '/items/0/view/alsoCreate/0', message: 'item type "Gadget" is not declared' },
    },
    {
      name: 'a navigation item without a title',
      files: broken((f) => (f['demo/nav.json'] = { items: [{ path: 'demo.widgets' }] })),
      expected: { source: 'demo/nav.json', path: '/items/0', message: 'missing required property "title"' },
    },
    {
      name: 'a list value without an English translation',
      files: broken((f) => ((f['demo/lovs/COLOURS.lov.json'] as { values: unknown[] }).values = [{ key: 'RED', t: { fr: 'Rouge' } }])),
      expected: { source: 'demo/lovs/COLOURS.lov.json', path: '/values/0/t', message: 'missing required property "en"' },
    },
    {
      name: 'a list value declared twice',
      files: broken((f) => ((f['demo/lovs/COLOURS.lov.json'] as { values: unknown[] }).values = [{ key: 'RED', t: { en: 'Red' } }, { key: 'RED', t: { en: 'Red again' } }])),
      expected: { source: 'demo/lovs/COLOURS.lov.json', path: '/values/1/key', message: 'value "RED" appears twice in list COLOURS' },
    },
    {
      name: 'a workflow step whose properties name an undeclared list',
      files: broken((f) => ((f['demo/steps/DEMO_STEP.step.json'] as { properties: unknown }).properties = { type: 'object', properties: { outcome: { type: 'string', lov: 'OUTCOMES' } } })),
      expected: { source: 'demo/steps/DEMO_STEP.step.json', path: '/properties/properties/outcome/lov', message: 'list of values "OUTCOMES" is not declared' },
    },
    {
      name: 'a workflow step requiring a property it does not declare',
      files: broken((f) => ((f['demo/steps/DEMO_STEP.step.json'] as { properties: unknown }).properties = { type: 'object', properties: {}, required: ['amount'] })),
      expected: { source: 'demo/steps/DEMO_STEP.step.json', path: '/properties/required/0', message: 'field "amount" is not declared in properties.properties' },
    },
    {
      name: 'a workflow step naming an undeclared capability',
      files: broken((f) => ((f['demo/steps/DEMO_STEP.step.json'] as { capability: string }).capability = 'Nobody')),
      expected: { source: 'demo/steps/DEMO_STEP.step.json', path: '/capability', message: 'capability "Nobody" is not declared by any plugin' },
    },
    {
      name: 'a workflow step with an unknown state',
      files: broken((f) => ((f['demo/steps/DEMO_STEP.step.json'] as { states: string[] }).states = ['BLANK', 'DONE'])),
      expected: { source: 'demo/steps/DEMO_STEP.step.json', path: '/states/1', message: 'must be one of ["BLANK","PENDING","ACTIVE","COMPLETE","SKIP"]' },
    },
    {
      name: 'a type declared twice',
      files: broken((f) => (f['demo/types/Widget2.type.json'] = structuredClone(widget(f)))),
      expected: { source: 'demo/types/Widget.type.json', path: '/key', message: 'item type "Widget" is already declared by demo/types/Widget.type.json' },
    },
    {
      name: 'a file in an unknown place',
      files: broken((f) => (f['demo/widgets/Widget.json'] = {})),
      expected: { source: 'demo/widgets/Widget.json', path: '', message: 'not a declaration file: expected plugin.json, nav.json, types/*.type.json, lovs/*.lov.json, facets/*.facets.json, steps/*.step.json or messages/{locale}.json' },
    },
    {
      name: 'a plugin whose key differs from its folder',
      files: broken((f) => ((f['demo/plugin.json'] as { key: string }).key = 'other')),
      expected: { source: 'demo/plugin.json', path: '/key', message: 'plugin key "other" must equal its folder name "demo"' },
    },
    {
      name: 'a hint for a field the schema does not declare',
      files: broken((f) => ((widget(f).fields as Record<string, unknown>).colour2 = { widget: 'text' })),
      expected: { source: 'demo/types/Widget.type.json', path: '/fields/colour2', message: 'hints given for undeclared field "colour2"' },
    },
    {
      name: 'an lov facet on a field without a list',
      files: broken((f) => ((widget(f).search as { facets: unknown[] }).facets = [{ field: 'name', kind: 'lov' }])),
      expected: { source: 'demo/types/Widget.type.json', path: '/search/facets/0', message: 'facet of kind lov on "name" needs a lov (on the facet or the field)' },
    },
    {
      name: 'an example that fails its own schema',
      files: broken((f) => (widget(f).examples = [{ name: 'Sprocket', colour: 'GREEN' }])),
      expected: { source: 'demo/types/Widget.type.json', path: '/examples/0/colour', message: 'example fails its own schema: errors.lovValue' },
    },
    {
      name: 'a format used without a type (strict schema)',
      files: broken((f) => (widget(f).schema.properties.start = { format: 'time' })),
      expected: { source: 'demo/types/Widget.type.json', path: '/schema', message: expect.stringContaining('schema does not compile') as unknown as string },
    },
    {
      name: 'a related list naming a field its type lacks',
      files: broken((f) => (widget(f).view = { titleField: 'name', related: [{ key: 'parts', title: 'x.parts', type: 'Widget', field: 'parent' }] })),
      expected: { source: 'demo/types/Widget.type.json', path: '/view/related/0/field', message: 'field "parent" is not declared by type Widget' },
    },
    {
      name: 'a computed field over an undeclared date field',
      files: broken((f) => (widget(f).computed = { state: { kind: 'timeWindow', label: 'x.state', date: 'day', start: 'start', end: 'end' } })),
      expected: { source: 'demo/types/Widget.type.json', path: '/computed/state/date', message: 'field "day" is not declared in schema.properties' },
    },
  ];

  it.each(cases)('refuses $name with its path and reason', ({ files, expected }) => {
    const { ok, errors } = load(files);
    expect(ok).toBe(false);
    expect(errors).toContainEqual(expected);
  });

  it('accepts an administrator-defined type and refuses a bad one without building anything', () => {
    const permit: ItemTypeDeclaration = {
      key: 'Permit',
      label: 'types.Permit.label',
      schema: { type: 'object', properties: { number: { type: 'string' }, colour: { type: 'string', lov: 'COLOURS' } } },
      search: { facets: [{ field: 'colour', kind: 'lov' }] },
    };
    const { bundles } = bundlesFromFiles(sampleFiles());
    const good = buildRegistry(bundles, [{ source: 'runtime:Permit', declaration: permit }]);
    expect(good.ok && good.registry.types.get('Permit')?.plugin).toBe('runtime');
    const bad = buildRegistry(bundles, [{ source: 'runtime:Permit', declaration: { ...permit, search: { facets: [{ field: 'colour', kind: 'lov', lov: 'NOPE' }] } } }]);
    expect(bad).toEqual({ ok: false, errors: [{ source: 'runtime:Permit', path: '/search/facets/0/lov', message: 'list of values "NOPE" is not declared' }] });
  });

  it('merges an extension of a built-in type and refuses one that redeclares a field', () => {
    const { bundles } = bundlesFromFiles(sampleFiles());
    const extension: ItemTypeDeclaration = {
      key: 'Widget',
      extends: 'Widget',
      label: 'types.Widget.label',
      schema: { type: 'object', properties: { weight: { type: 'number', numberKind: 'FLOAT' } } },
      search: { headers: [{ field: 'weight', sortable: true }] },
    };
    const merged = buildRegistry(bundles, [{ source: 'runtime:Widget+', declaration: extension }]);
    if (!merged.ok) throw new Error(JSON.stringify(merged.errors));
    const type = merged.registry.types.get('Widget')?.declared;
    expect(Object.keys(type?.schema.properties ?? {})).toContain('weight');
    expect(type?.search?.headers?.map((h) => h.field)).toEqual(['name', 'weight']);
    const clash = buildRegistry(bundles, [{ source: 'runtime:Widget+', declaration: { ...extension, schema: { type: 'object', properties: { name: { type: 'string' } } } } }]);
    expect(clash.ok).toBe(false);
  });
});

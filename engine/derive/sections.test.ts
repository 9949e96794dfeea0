import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../declarations/bundle';
import { fieldsRepeatingTheirSection, groupBySection } from './sections';

const type = (extra: Partial<ItemTypeDeclaration>): ItemTypeDeclaration => ({
  key: 'T',
  label: 'types.T.label',
  schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } } },
  ...extra,
});

describe('groupBySection', () => {
  it('puts everything in one untitled group when the type declares no sections', () => {
    expect(groupBySection(type({}), ['c', 'a', 'b'])).toEqual([{ key: 'default', fields: ['a', 'b', 'c'] }]);
  });

  it('lets a declared "default" section collect the unsectioned fields', () => {
    const t = type({ sections: [{ key: 'default', title: 'types.T.sections.default' }, { key: 'x', title: 'types.T.sections.x' }], fields: { c: { section: 'x' } } });
    expect(groupBySection(t, ['a', 'b', 'c'])).toEqual([
      { key: 'default', title: 'types.T.sections.default', fields: ['a', 'b'] },
      { key: 'x', title: 'types.T.sections.x', fields: ['c'] },
    ]);
  });

  it('ranks ordered fields first, then declaration order, then undeclared names alphabetically', () => {
    const t = type({ fields: { c: { order: 1 } } });
    expect(groupBySection(t, ['_i', 'b', '_c.ts', 'a', 'c'])[0]?.fields).toEqual(['c', 'a', 'b', '_c.ts', '_i']);
  });
});

describe('fieldsRepeatingTheirSection', () => {
  const texts: Record<string, string> = { 's.answers': 'Answers', 'f.formData': 'Answers ', 's.place': 'Place', 'f.site': 'Site', 'f.geometry': 'Place', 'f.notes': 'Answers' };
  const translate = (id: string) => texts[id] ?? id;
  const labelOf = (field: string) => `f.${field}`;

  it('names the sole field of a section whose translated label is the section title', () => {
    expect([...fieldsRepeatingTheirSection([{ title: 's.answers', fields: ['formData'] }], labelOf, translate)]).toEqual(['formData']);
  });

  it('keeps the label of a field that shares its section, has another title, or sits in an untitled group', () => {
    const sections = [
      { title: 's.place', fields: ['site', 'geometry'] },
      { title: 's.place', fields: ['site'] },
      { fields: ['notes'] },
    ];
    expect(fieldsRepeatingTheirSection(sections, labelOf, translate).size).toBe(0);
  });
});

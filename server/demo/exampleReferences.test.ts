import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../../engine/declarations/bundle';
import { DemoRandom } from './demoRandom';
import { remapExampleReferences } from './exampleReferences';

const DEMO_IDS: Record<string, string[]> = {
  Organization: ['Organization-1', 'Organization-2'],
  Contact: ['Contact-5'],
};
const ids = (type: string): readonly string[] => DEMO_IDS[type] ?? [];

const schema: FieldsSchema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string' },
    owner: { type: 'string', format: 'item-id', itemTypes: ['Organization'] },
    person: { type: 'string', format: 'item-id', itemTypes: ['User', 'Contact'] },
    context: { type: 'string', format: 'item-id' },
    related: { type: 'array', uniqueItems: true, items: { type: 'string', format: 'item-id' } },
    pairs: {
      type: 'array',
      items: {
        type: 'object',
        required: ['n', 'c'],
        properties: { n: { type: 'integer' }, c: { type: 'string', format: 'item-id' } },
      },
    },
  },
};

describe('remapExampleReferences', () => {
  it('points references at demo items of the named or allowed type and keeps other values', () => {
    const remapped = remapExampleReferences(
      schema,
      { title: 'Kept as is', owner: 'Organization-7', person: 'User-15', context: 'Contact-99' },
      ids,
      new DemoRandom(1),
    );
    expect(remapped).toMatchObject({ title: 'Kept as is', person: 'Contact-5', context: 'Contact-5' });
    expect(DEMO_IDS.Organization).toContain(remapped?.owner);
  });

  it('leaves out references to types without demo items, in fields, lists and nested objects', () => {
    const remapped = remapExampleReferences(
      schema,
      {
        title: 'T',
        context: 'Consultation-21',
        related: ['Consultation-21', 'Contact-3', 'Contact-4'],
        pairs: [
          { n: 1, c: 'Consultation-21' },
          { n: 2, c: 'Organization-3' },
        ],
      },
      ids,
      new DemoRandom(1),
    );
    expect(remapped).not.toHaveProperty('context');
    // Both contacts land on the one demo contact: the list stays unique.
    expect(remapped?.related).toEqual(['Contact-5']);
    expect(remapped?.pairs).toEqual([{ n: 2, c: expect.stringMatching(/^Organization-[12]$/) }]);
  });

  it('drops a list whose every reference is unresolved', () => {
    const remapped = remapExampleReferences(schema, { title: 'T', related: ['Consultation-1'] }, ids, new DemoRandom(1));
    expect(remapped).toEqual({ title: 'T' });
  });

  it('answers null when a required field cannot be resolved', () => {
    const required: FieldsSchema = { ...schema, required: ['context'] };
    expect(remapExampleReferences(required, { context: 'Consultation-21' }, ids, new DemoRandom(1))).toBeNull();
  });

  it('picks the same demo items for the same seed', () => {
    const example = { title: 'T', owner: 'Organization-7', related: ['Organization-1', 'Organization-9'] };
    const first = remapExampleReferences(schema, example, ids, new DemoRandom(42));
    const second = remapExampleReferences(schema, example, ids, new DemoRandom(42));
    expect(second).toEqual(first);
  });
});

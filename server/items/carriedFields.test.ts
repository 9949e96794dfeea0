import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../../engine/declarations/bundle';
import { fieldsToValidate } from './carriedFields';

const schema: FieldsSchema = { type: 'object', properties: { name: { type: 'string' } } };
/** Stored before "reference" was removed from the declaration. */
const previous = { name: 'Harbour works', reference: 'A-17' };

describe('fieldsToValidate', () => {
  it('leaves out values of removed fields that the update carries over untouched', () => {
    expect(fieldsToValidate(schema, { ...previous, name: 'Phase 2' }, { name: 'Phase 2' }, previous)).toEqual({ name: 'Phase 2' });
  });

  it('treats a removed field sent back with its stored value as untouched', () => {
    expect(fieldsToValidate(schema, previous, { ...previous }, previous)).toEqual({ name: 'Harbour works' });
  });

  it('validates an undeclared field the update sets to a new value, so it is refused', () => {
    expect(fieldsToValidate(schema, { ...previous, reference: 'B-2' }, { reference: 'B-2' }, previous)).toEqual({ name: 'Harbour works', reference: 'B-2' });
    expect(fieldsToValidate(schema, { ...previous, colour: 'red' }, { colour: 'red' }, previous)).toEqual({ name: 'Harbour works', colour: 'red' });
  });
});

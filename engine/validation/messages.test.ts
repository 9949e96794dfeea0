import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FORM_FORMATS } from './formats';
import { NUMBER_KIND_MESSAGES } from './keywords';
import { VALIDATION_MESSAGES_EN } from './messages';

const intl = createIntl({
  locale: 'en',
  messages: VALIDATION_MESSAGES_EN,
  onError: (error) => {
    throw error;
  },
});
const text = (id: string, values?: Record<string, string | number>): string => intl.formatMessage({ id }, values);

/** Every id the validation can report (formats, keywords, standard keywords, fallbacks). */
const REPORTED_IDS = [
  ...Object.values(FORM_FORMATS).map((format) => format.messageId),
  ...Object.values(NUMBER_KIND_MESSAGES),
  'errors.required',
  'errors.maxLength',
  'errors.minLength',
  'errors.array.max',
  'errors.array.min',
  'errors.array.exactly',
  'errors.type',
  'errors.enum',
  'errors.minimum',
  'errors.maximum',
  'errors.multipleOf',
  'errors.pattern',
  'errors.uniqueItems',
  'errors.unknownField',
  'errors.invalid',
  'errors.lovValue',
  'errors.relatedItem',
  'errors.lowercase',
  'errors.notBlank',
  'errors.endBeforeStart',
  'errors.geojson.notGeometry',
  'errors.geojson.invalid',
  'errors.geojson.empty',
  'errors.geojson.outOfRange',
];

describe('VALIDATION_MESSAGES_EN', () => {
  it('has a text for every id the validation reports, and nothing else', () => {
    expect(Object.keys(VALIDATION_MESSAGES_EN).sort()).toEqual([...new Set(REPORTED_IDS)].sort());
  });

  it('only holds errors.* ids', () => {
    expect(Object.keys(VALIDATION_MESSAGES_EN).every((id) => id.startsWith('errors.'))).toBe(true);
  });

  it('array messages use the translated singular and plural labels', () => {
    const labels = { one: 'tag', other: 'tags' };
    expect(text('errors.array.max', { count: 1, ...labels })).toBe('Choose at most 1 tag');
    expect(text('errors.array.min', { count: 2, ...labels })).toBe('Choose at least 2 tags');
    expect(text('errors.array.exactly', { count: 3, ...labels })).toBe('Choose exactly 3 tags');
  });

  it('limits say whether the bound itself is allowed', () => {
    expect(text('errors.minimum', { limit: 1, exclusive: 'no' })).toBe('Must be at least 1');
    expect(text('errors.minimum', { limit: 1, exclusive: 'yes' })).toBe('Must be greater than 1');
    expect(text('errors.maximum', { limit: 9, exclusive: 'yes' })).toBe('Must be less than 9');
  });

  it('lengths are pluralised', () => {
    expect(text('errors.maxLength', { max: 1 })).toBe('Use at most 1 character');
    expect(text('errors.minLength', { min: 3 })).toBe('Use at least 3 characters');
  });
});

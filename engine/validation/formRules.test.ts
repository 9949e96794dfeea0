import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../declarations/bundle';
import type { ValidationContext } from './context';
import { createFormAjv } from './createFormAjv';
import type { FieldError } from './fieldErrors';
import { compileFieldsValidator } from './itemValidator';

/**
 * Every rule of the shared form rules (spec section 5), through the item validator as the server
 * and the forms run it: each rule with a passing value (no error) and failing values (exact message
 * id, path and values).
 */
const SCHEMA: FieldsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 5 },
    name: { type: 'string' },
    reference: { type: 'string' },
    organization: { type: 'string', format: 'item-id', itemTypes: ['Organization'] },
    members: { type: 'array', items: { type: 'string', format: 'item-id', itemTypes: ['Contact', 'User'] } },
    ratio: { type: 'number', numberKind: 'FLOAT' },
    count: { type: 'number', numberKind: 'INTEGER' },
    seats: { type: 'number', numberKind: 'NATURAL' },
    slug: { type: 'string', lowercase: true },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string', format: 'phone' },
    website: { type: 'string', format: 'url' },
    colour: { type: 'string', format: 'hex-color' },
    comment: { type: 'string', notBlank: true },
    tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2, itemLabel: { one: 'app.tag.one', other: 'app.tag.other' } },
    reviewers: { type: 'array', items: { type: 'string' }, maxItems: 1 },
    pair: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, itemLabel: { one: 'app.shoe.one', other: 'app.shoe.other' } },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    day: { type: 'string', format: 'date' },
    startTime: { type: 'string', format: 'time' },
    endTime: { type: 'string', format: 'time' },
    founded: { type: 'string', format: 'partial-date' },
  },
  required: ['name', 'members'],
  requiredExceptAdmin: ['reference'],
  endNotBeforeStart: [
    { start: 'startDate', end: 'endDate' },
    { start: 'startTime', end: 'endTime', sameDay: 'day' },
  ],
};

const USER: ValidationContext = { admin: false };
const ADMIN: ValidationContext = { admin: true };
/** Satisfies the required fields so each test sees only the rule it exercises. */
const BASE = { name: 'Ann', reference: 'R-1', members: ['Contact-1'] };

const validateFields = compileFieldsValidator(createFormAjv(), SCHEMA);
const check = (fields: Record<string, unknown>, context = USER): FieldError[] =>
  validateFields({ ...BASE, ...fields }, context);
const error = (path: string, messageId: string, values: FieldError['values'] = {}): FieldError => ({ path, messageId, values });

describe('shared form rules', () => {
  it('passes a complete, valid item', () => {
    expect(check({})).toEqual([]);
  });

  it('max length', () => {
    expect(check({ title: 'Hello' })).toEqual([]);
    expect(check({ title: 'Hello!' })).toEqual([error('/title', 'errors.maxLength', { max: 5 })]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['null', null],
  ])('required: %s fails', (_case, name) => {
    expect(check({ name })).toEqual([error('/name', 'errors.required')]);
  });

  it('required: white space is a value (not blank is a separate rule)', () => {
    expect(check({ name: ' ' })).toEqual([]);
  });

  it('required except administrators', () => {
    expect(check({ reference: '' }, ADMIN)).toEqual([]);
    expect(check({ reference: undefined }, ADMIN)).toEqual([]);
    expect(check({ reference: '' })).toEqual([error('/reference', 'errors.required')]);
    expect(check({ reference: null })).toEqual([error('/reference', 'errors.required')]);
    expect(check({ reference: undefined })).toEqual([error('/reference', 'errors.required')]);
  });

  it('administrators still need the plainly required fields', () => {
    expect(check({ name: '' }, ADMIN)).toEqual([error('/name', 'errors.required')]);
  });

  it('related item: needs an id of an allowed type', () => {
    expect(check({ organization: 'Organization-3' })).toEqual([]);
    expect(check({ organization: 'Contact-3' })).toEqual([error('/organization', 'errors.relatedItem')]);
    expect(check({ organization: 'Acme Ltd' })).toEqual([
      error('/organization', 'errors.invalidId'),
      error('/organization', 'errors.relatedItem'),
    ]);
  });

  it('related items in a list: each entry checked at its index', () => {
    expect(check({ members: ['Contact-1', 'User-2'] })).toEqual([]);
    expect(check({ members: ['Contact-1', 'Organization-2'] })).toEqual([error('/members/1', 'errors.relatedItem')]);
  });

  it('required list: needs length above 0', () => {
    expect(check({ members: [] })).toEqual([error('/members', 'errors.required')]);
    expect(check({ members: ['User-1'] })).toEqual([]);
  });

  it('number FLOAT', () => {
    expect(check({ ratio: 1.5 })).toEqual([]);
    expect(check({ ratio: -2 })).toEqual([]);
    expect(check({ ratio: 'abc' })).toEqual([error('/ratio', 'errors.number.float')]);
    expect(check({ ratio: Number.NaN })).toEqual([error('/ratio', 'errors.number.float')]);
  });

  it('number INTEGER', () => {
    expect(check({ count: 0 })).toEqual([]);
    expect(check({ count: -3 })).toEqual([]);
    expect(check({ count: 1.5 })).toEqual([error('/count', 'errors.number.integer')]);
    expect(check({ count: '3' })).toEqual([error('/count', 'errors.number.integer')]);
  });

  it('number NATURAL (integer greater than 0)', () => {
    expect(check({ seats: 1 })).toEqual([]);
    expect(check({ seats: 42 })).toEqual([]);
    for (const seats of [0, -1, 1.5, 'two']) {
      expect(check({ seats })).toEqual([error('/seats', 'errors.number.natural')]);
    }
  });

  it('lowercase', () => {
    expect(check({ slug: 'my-project 2' })).toEqual([]);
    expect(check({ slug: 'My-project' })).toEqual([error('/slug', 'errors.lowercase')]);
  });

  it('e-mail', () => {
    expect(check({ email: 'ann@example.com' })).toEqual([]);
    expect(check({ email: 'ann@example' })).toEqual([error('/email', 'errors.invalidEmail')]);
  });

  it('phone: at least 7 digits, spaces or dashes, optional extension', () => {
    for (const phone of ['555-1234', '(403) 555-1234', '403 555 1234 ext 12']) expect(check({ phone })).toEqual([]);
    for (const phone of ['12345', 'abc']) expect(check({ phone })).toEqual([error('/phone', 'errors.invalidPhone')]);
  });

  it('URL (http or https)', () => {
    for (const website of ['http://example.com', 'https://example.com/a?b=c']) expect(check({ website })).toEqual([]);
    for (const website of ['ftp://example.com', 'example.com', 'javascript:alert(1)']) {
      expect(check({ website })).toEqual([error('/website', 'errors.invalidURL')]);
    }
  });

  it('hex colour #RGB or #RRGGBB', () => {
    for (const colour of ['#fff', '#A0B1C2']) expect(check({ colour })).toEqual([]);
    for (const colour of ['#ffff', 'fff']) expect(check({ colour })).toEqual([error('/colour', 'errors.invalidHex')]);
  });

  it('not blank', () => {
    expect(check({ comment: ' a ' })).toEqual([]);
    expect(check({ comment: '   ' })).toEqual([error('/comment', 'errors.notBlank')]);
    expect(check({ comment: '\t\n' })).toEqual([error('/comment', 'errors.notBlank')]);
  });

  it('array max with singular and plural labels', () => {
    expect(check({ tags: ['a', 'b'] })).toEqual([]);
    expect(check({ tags: ['a', 'b', 'c'] })).toEqual([
      error('/tags', 'errors.array.max', { count: 2, one: 'app.tag.one', other: 'app.tag.other' }),
    ]);
  });

  it('array min with singular and plural labels (an empty optional list is not given)', () => {
    expect(check({ tags: [] })).toEqual([]);
    expect(check({ tags: [], pair: ['left'] })).toEqual([
      error('/pair', 'errors.array.exactly', { count: 2, one: 'app.shoe.one', other: 'app.shoe.other' }),
    ]);
  });

  it('array min counts below the minimum', () => {
    const minOnly = compileFieldsValidator(createFormAjv(), {
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string' }, minItems: 3, itemLabel: { one: 'app.tag.one', other: 'app.tag.other' } } },
    });
    expect(minOnly({ tags: ['a', 'b', 'c'] }, USER)).toEqual([]);
    expect(minOnly({ tags: ['a'] }, USER)).toEqual([
      error('/tags', 'errors.array.min', { count: 3, one: 'app.tag.one', other: 'app.tag.other' }),
    ]);
  });

  it('array exactly when minimum and maximum agree', () => {
    expect(check({ pair: ['left', 'right'] })).toEqual([]);
    expect(check({ pair: ['left', 'right', 'spare'] })).toEqual([
      error('/pair', 'errors.array.exactly', { count: 2, one: 'app.shoe.one', other: 'app.shoe.other' }),
    ]);
  });

  it('array labels default to app.item.one / app.item.other', () => {
    expect(check({ reviewers: ['a', 'b'] })).toEqual([
      error('/reviewers', 'errors.array.max', { count: 1, one: 'app.item.one', other: 'app.item.other' }),
    ]);
  });

  it('end not before start (dates)', () => {
    expect(check({ startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual([]);
    expect(check({ startDate: '2024-03-01', endDate: '2024-03-02' })).toEqual([]);
    expect(check({ startDate: '2024-03-01', endDate: '2024-02-29' })).toEqual([error('/endDate', 'errors.endBeforeStart')]);
    // Only when both are set.
    expect(check({ endDate: '2024-02-29' })).toEqual([]);
    expect(check({ startDate: '2024-03-01', endDate: '' })).toEqual([]);
  });

  it('end not before start (times on the same day)', () => {
    expect(check({ day: '2024-03-01', startTime: '09:00', endTime: '09:30' })).toEqual([]);
    expect(check({ day: '2024-03-01', startTime: '09:30', endTime: '09:30:00' })).toEqual([]);
    expect(check({ day: '2024-03-01', startTime: '10:00', endTime: '09:30' })).toEqual([error('/endTime', 'errors.endBeforeStart')]);
    // Without the day the times are not yet placed: the rule waits.
    expect(check({ startTime: '10:00', endTime: '09:30' })).toEqual([]);
  });

  it('dates: pattern YYYY[-M[-D]]', () => {
    for (const founded of ['2024', '2024-3', '2024-03-05', '2024-2-29']) expect(check({ founded })).toEqual([]);
    for (const founded of ['2024-13', '2024-2-30', '24']) {
      expect(check({ founded })).toEqual([error('/founded', 'errors.invalidDate')]);
    }
  });
});

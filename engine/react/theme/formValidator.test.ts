import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/translate';
import { fieldErrorsOf, fieldErrorsToErrorSchema, fieldErrorText } from './errorTranslation';
import { createFormValidator } from './formValidator';

/** Marks translation visibly: "«id|values»", item labels "<id>". */
const translate: Translate = (id, values) => {
  if (id?.startsWith('labels.')) return `<${id}>`;
  return values && Object.keys(values).length > 0 ? `«${id}|${JSON.stringify(values)}»` : `«${id}»`;
};

const schema = {
  type: 'object',
  required: ['name'],
  requiredExceptAdmin: ['owner'],
  properties: {
    name: { type: 'string', maxLength: 5 },
    email: { type: 'string', format: 'email' },
    owner: { type: 'string', format: 'item-id', itemTypes: ['Organization'] },
    count: { type: 'number', numberKind: 'NATURAL' },
    tags: { type: 'array', items: { type: 'string' }, minItems: 2, itemLabel: { one: 'labels.tag', other: 'labels.tags' } },
  },
} as RJSFSchema;

describe('createFormValidator', () => {
  it('reports the platform message ids, translated, at the bad fields', () => {
    const validator = createFormValidator(translate, () => ({ admin: false }));
    const { errorSchema } = validator.validateFormData({ name: 'too long', email: 'nope', count: 0, tags: ['a'] }, schema);
    expect(errorSchema.name?.__errors).toEqual(['«errors.maxLength|{"max":5}»']);
    expect(errorSchema.email?.__errors).toEqual(['«errors.invalidEmail»']);
    expect(errorSchema.count?.__errors).toEqual(['«errors.number.natural»']);
    expect(errorSchema.owner?.__errors).toEqual(['«errors.required»']);
    expect(errorSchema.tags?.__errors).toEqual(['«errors.array.min|{"count":2,"one":"<labels.tag>","other":"<labels.tags>"}»']);
  });

  it('lets administrators leave requiredExceptAdmin fields empty', () => {
    const validator = createFormValidator(translate, () => ({ admin: true }));
    const { errors } = validator.validateFormData({ name: 'ok' }, schema);
    expect(errors).toEqual([]);
  });

  it('reports a missing required field as errors.required', () => {
    const validator = createFormValidator(translate, () => ({ admin: true }));
    const { errorSchema } = validator.validateFormData({}, schema);
    expect(errorSchema.name?.__errors).toEqual(['«errors.required»']);
  });
});

describe('server field errors', () => {
  it('become a nested error schema', () => {
    const errors = fieldErrorsOf({
      userMessage: 'validationFailed',
      errors: [
        { path: '/email', messageId: 'errors.invalidEmail', values: {} },
        { path: '/contacts/2', messageId: 'errors.relatedItem', values: {} },
        { path: '', messageId: 'errors.invalid', values: {} },
        { nonsense: true },
      ],
    });
    expect(errors).toHaveLength(3);
    expect(fieldErrorsToErrorSchema(errors, translate)).toEqual({
      email: { __errors: ['«errors.invalidEmail»'] },
      contacts: { 2: { __errors: ['«errors.relatedItem»'] } },
      __errors: ['«errors.invalid»'],
    });
  });

  it('translate array item labels before the array message', () => {
    expect(fieldErrorText({ path: '/x', messageId: 'errors.array.max', values: { count: 1, one: 'labels.a', other: 'labels.b' } }, translate)).toBe(
      '«errors.array.max|{"count":1,"one":"<labels.a>","other":"<labels.b>"}»',
    );
  });
});

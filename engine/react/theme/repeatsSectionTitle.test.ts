import { describe, expect, it } from 'vitest';
import { repeatsSectionTitle } from './engineUi';

describe('repeatsSectionTitle', () => {
  const formContext = { unlabelled: new Set(['formData']) };

  it('holds for a root field the form named as repeating its section title', () => {
    expect(repeatsSectionTitle(formContext, ['formData'])).toBe(true);
  });

  it('does not hold for other root fields, nested fields of the same name, or a form without the set', () => {
    expect(repeatsSectionTitle(formContext, ['label'])).toBe(false);
    expect(repeatsSectionTitle(formContext, ['site', 'formData'])).toBe(false);
    expect(repeatsSectionTitle({}, ['formData'])).toBe(false);
    expect(repeatsSectionTitle(undefined, ['formData'])).toBe(false);
  });
});

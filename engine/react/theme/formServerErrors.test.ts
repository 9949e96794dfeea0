import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../validation/fieldErrors';
import { errorsUnder } from './formServerErrors';

const error = (path: string): FieldError => ({ path, messageId: 'errors.maximum', values: { limit: 500, exclusive: 'no' } });

describe('errorsUnder', () => {
  it("re-roots the errors of one field's inside for a form nested in its widget, and leaves out the others", () => {
    const errors = [error('/formData/count'), error('/formData'), error('/formDataExtra/x'), error('/label')];
    expect(errorsUnder(errors, '/formData').map((e) => e.path)).toEqual(['/count', '']);
    expect(errorsUnder(errors, '/formData')[0]?.values).toEqual({ limit: 500, exclusive: 'no' });
    expect(errorsUnder([], '/formData')).toEqual([]);
  });
});

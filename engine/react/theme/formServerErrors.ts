import { createContext, useContext } from 'react';
import type { FieldError } from '../../validation/fieldErrors';

/**
 * The field errors of the last refused write of the generated form a widget is in (EngineForm's
 * serverErrors, pointers from the form's root). rjsf hands a widget only the errors of its own
 * field, so a widget that edits an object as a form of its own (a record's answers, say) reads the
 * errors under its field here and shows each at its question; outside a form it reads none.
 */
export const FormServerErrorsContext = createContext<readonly FieldError[]>([]);

export function useFormServerErrors(): readonly FieldError[] {
  return useContext(FormServerErrorsContext);
}

/** The errors under a pointer prefix, re-rooted there ("/formData/count" under "/formData" is "/count"). */
export function errorsUnder(errors: readonly FieldError[], prefix: string): FieldError[] {
  return errors.flatMap((error) => (error.path.startsWith(`${prefix}/`) ? [{ ...error, path: error.path.slice(prefix.length) }] : error.path === prefix ? [{ ...error, path: '' }] : []));
}

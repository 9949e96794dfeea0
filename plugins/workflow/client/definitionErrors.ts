import { createContext, useContext } from 'react';
import type { FieldError } from '../../../engine/validation/fieldErrors';

/**
 * The refusal of the last publish (checkDefinition's field errors, pointers from the Workflow
 * item's root). The steps widget shows the ones under /steps at the step and field they name:
 * rjsf hands a custom widget only the errors of its own field.
 */
export const DefinitionErrorsContext = createContext<readonly FieldError[]>([]);

export function useDefinitionErrors(): readonly FieldError[] {
  return useContext(DefinitionErrorsContext);
}

/** The errors under a pointer prefix, re-rooted there ("/steps/1/settings/x" under "/steps/1/settings" is "/x"). */
export function errorsUnder(errors: readonly FieldError[], prefix: string): FieldError[] {
  return errors.flatMap((error) => (error.path.startsWith(`${prefix}/`) ? [{ ...error, path: error.path.slice(prefix.length) }] : error.path === prefix ? [{ ...error, path: '' }] : []));
}

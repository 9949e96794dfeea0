import { createContext, useContext } from 'react';
import type { FieldValues } from './formData';

/**
 * The current values of the generated form a widget is in. rjsf memoises fields, so a widget whose
 * choices depend on a sibling field (a workflow step's states on the chosen state list) reads them
 * here and re-renders when they change; outside a form it reads an empty object.
 */
export const FormValuesContext = createContext<FieldValues>({});

export function useFormValues(): FieldValues {
  return useContext(FormValuesContext);
}

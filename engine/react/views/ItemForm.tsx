import type { FormContext } from '../../derive/formSchema';
import type { FieldError } from '../../validation/fieldErrors';
import type { ReactNode } from 'react';
import { useEngine } from '../services/EngineContext';
import { EngineForm } from '../theme/EngineForm';
import type { FieldValues } from '../theme/formData';
import { formModelOf } from './derivedModels';

export interface ItemFormProps {
  type: string;
  /** create: the create view (ACTIVE list values only); edit: the edit form of a stored item. */
  context: FormContext;
  formData: FieldValues;
  onChange?: (formData: FieldValues) => void;
  onSubmit: (formData: FieldValues) => void;
  serverErrors?: readonly FieldError[];
  itemId?: string;
  disabled?: boolean;
  /** Buttons replacing the default submit button. */
  children?: ReactNode;
}

/** The generated create view / edit form of any item type (deriveForm + the Blueprint rjsf theme). */
export function ItemForm({ type, context, ...rest }: ItemFormProps) {
  const { registry, audience } = useEngine();
  const model = formModelOf(registry, type, context, audience);
  return <EngineForm model={model} submitText={context === 'create' ? 'views.form.create' : 'views.form.save'} idPrefix={`${type}-${context}`} {...rest} />;
}

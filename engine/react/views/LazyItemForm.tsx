import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { ItemFormProps } from './ItemForm';

// @rjsf and ajv stay out of the first bundle: the form module loads when a form is first shown.
const ItemFormModule = lazy(() => import('./ItemForm').then((module) => ({ default: module.ItemForm })));

/** ItemForm, loaded on first use (a spinner meanwhile). */
export function LazyItemForm(props: ItemFormProps) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <ItemFormModule {...props} />
    </Suspense>
  );
}

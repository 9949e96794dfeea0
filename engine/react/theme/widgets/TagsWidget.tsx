import { TagInput } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { FieldSchema } from '../../../declarations/bundle';
import { hasType } from '../../../derive/schemaTypes';
import { useControlProps } from './widgetSupport';

/** The entries a tag input produced, typed as the array's items (numbers stay numbers). */
export function tagValues(values: readonly ReactNode[], itemSchema: FieldSchema | undefined): (string | number)[] {
  const texts = values.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '')).filter((v) => v !== '');
  const numeric = itemSchema !== undefined && (hasType(itemSchema, 'number') || hasType(itemSchema, 'integer'));
  if (!numeric) return [...new Set(texts)];
  return [...new Set(texts.map(Number).filter((n) => Number.isFinite(n)))];
}

/** Free-form short values (keywords): type and press Enter or comma. */
export function TagsWidget(props: WidgetProps) {
  const control = useControlProps(props);
  const schema = props.schema as FieldSchema;
  const values = Array.isArray(props.value) ? props.value.map((v) => String(v)) : [];
  return (
    <TagInput
      values={values}
      onChange={(next) => {
        const tags = tagValues(next, schema.items);
        props.onChange(tags.length === 0 ? undefined : tags);
      }}
      addOnBlur
      disabled={control.disabled || control.readOnly}
      intent={control.intent}
      placeholder={control.placeholder}
      inputProps={{ id: control.id }}
      fill
    />
  );
}

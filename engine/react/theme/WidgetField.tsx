import type { FieldProps, UiSchema } from '@rjsf/utils';
import { getUiOptions, getWidget } from '@rjsf/utils';
import { useCallback } from 'react';
import type { FieldsSchema } from '../../declarations/bundle';
import { hasType } from '../../derive/schemaTypes';
import { widgetName } from './engineUi';

/** Name of the field that lets an object-valued field be edited by one widget (json, ...). */
export const WIDGET_FIELD = 'vgnWidget';

/**
 * rjsf renders objects property by property and ignores ui:widget on them; a declaration that asks
 * for one widget over a whole object (json for a map of labels, say) is routed through this field.
 */
export function WidgetField(props: FieldProps) {
  const { schema, uiSchema, registry, fieldPathId, formData, onChange, onBlur, onFocus, name, disabled, readonly, required, rawErrors, autofocus, hideError } = props;
  const { widget = 'json', placeholder = '', title, ...options } = getUiOptions(uiSchema);
  const Widget = getWidget(schema, typeof widget === 'string' ? widget : 'json', registry.widgets);
  const onWidgetChange = useCallback((value: unknown) => onChange(value, fieldPathId.path), [onChange, fieldPathId]);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      options={options}
      label={typeof title === 'string' ? title : name}
      value={formData}
      onChange={onWidgetChange}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled ?? false}
      readonly={readonly ?? false}
      required={required ?? false}
      autofocus={autofocus ?? false}
      placeholder={typeof placeholder === 'string' ? placeholder : ''}
      rawErrors={rawErrors ?? []}
      hideError={hideError ?? false}
    />
  );
}

/** Routes every object-typed top-level field that names a widget through WidgetField. */
export function withWidgetFields<U extends UiSchema>(schema: FieldsSchema, uiSchema: U): U {
  const result: Record<string, unknown> = { ...uiSchema };
  for (const [name, field] of Object.entries(schema.properties)) {
    const entry = uiSchema[name] as UiSchema | undefined;
    if (!field || !hasType(field, 'object') || widgetName(entry) === undefined) continue;
    result[name] = { ...entry, 'ui:field': WIDGET_FIELD };
  }
  return result as U;
}

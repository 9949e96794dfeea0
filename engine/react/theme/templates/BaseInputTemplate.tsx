import { InputGroup } from '@blueprintjs/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { focusHandlers, stringValue, useControlProps } from '../widgets/widgetSupport';

/**
 * The input rjsf's own widgets build on (reached only for schemas whose widget the engine does not
 * name itself, such as rjsf's "updown" or "password"): a Blueprint input of the type rjsf asks for.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const control = useControlProps(props);
  const { type, step, min, max } = getInputProps(props.schema, props.type, props.options);
  const emptyValue: unknown = props.options.emptyValue;
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type={type}
      step={step}
      min={min}
      max={max}
      value={stringValue(props.value)}
      onChange={
        props.onChangeOverride ??
        ((event) => {
          const text = event.target.value;
          if (text === '') props.onChange(emptyValue);
          else props.onChange(type === 'number' || type === 'range' ? Number(text) : text);
        })
      }
      fill
    />
  );
}

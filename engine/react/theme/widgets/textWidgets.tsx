import { InputGroup, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { formatPhoneOnBlur } from '../../../validation/phone';
import { hasType } from '../../../derive/schemaTypes';
import type { FieldSchema } from '../../../declarations/bundle';
import { NumberWidget } from './NumberWidget';
import { focusHandlers, stringValue, textOrUndefined, useControlProps } from './widgetSupport';

function SingleLine({ type, icon, ...props }: WidgetProps & { type: string; icon?: 'envelope' | 'link' | 'phone' }) {
  const control = useControlProps(props);
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type={type}
      leftIcon={icon}
      value={stringValue(props.value)}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
      fill
    />
  );
}

/** Plain text; a number schema reached without a widget (nested fields) gets the number input. */
export function TextWidget(props: WidgetProps) {
  const schema = props.schema as FieldSchema;
  if (hasType(schema, 'number') || hasType(schema, 'integer')) return <NumberWidget {...props} />;
  return <SingleLine {...props} type="text" />;
}

export function EmailWidget(props: WidgetProps) {
  return <SingleLine {...props} type="email" icon="envelope" />;
}

export function UrlWidget(props: WidgetProps) {
  return <SingleLine {...props} type="url" icon="link" />;
}

/** A phone number, formatted as (xxx) xxx-xxxx [ext: n] when the input loses focus (spec §5). */
export function PhoneWidget(props: WidgetProps) {
  const control = useControlProps(props);
  return (
    <InputGroup
      {...control}
      type="tel"
      leftIcon="phone"
      value={stringValue(props.value)}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
      onBlur={(event) => {
        const formatted = formatPhoneOnBlur(event.target.value);
        if (formatted !== event.target.value) props.onChange(textOrUndefined(formatted));
        props.onBlur(props.id, formatted);
      }}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
      fill
    />
  );
}

export function TextareaWidget(props: WidgetProps) {
  const control = useControlProps(props);
  return (
    <TextArea
      {...control}
      {...focusHandlers(props)}
      value={stringValue(props.value)}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
      autoResize
      fill
    />
  );
}

/** Keeps a value in the form without showing it. */
export function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} value={typeof value === 'string' || typeof value === 'number' ? value : ''} />;
}

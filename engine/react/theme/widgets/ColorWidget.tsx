import { InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { focusHandlers, stringValue, textOrUndefined, useControlProps } from './widgetSupport';

/** "#abc" to "#aabbcc": the browser's colour picker only takes six digits. */
export function sixDigitHex(value: string): string | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : undefined;
}

/** A hex colour typed as text or picked with the browser's colour picker. */
export function ColorWidget(props: WidgetProps) {
  const control = useControlProps(props);
  const text = stringValue(props.value);
  const off = control.disabled || control.readOnly;
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      value={text}
      placeholder={control.placeholder ?? '#RRGGBB'}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value.trim()))}
      leftElement={
        <input
          type="color"
          className="vgn-color-picker"
          aria-label={props.label}
          disabled={off}
          value={sixDigitHex(text) ?? '#000000'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      }
    />
  );
}

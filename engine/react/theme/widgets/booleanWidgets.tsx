import { Checkbox, Switch } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from '../../i18n/useTranslate';
import { engineUiOptions } from '../engineUi';

function useInlineLabel(props: WidgetProps): string {
  const t = useTranslate();
  return t(engineUiOptions(props.uiSchema).label ?? props.label);
}

/** A yes/no value with its label beside the box (the field template leaves the label to it). */
export function CheckboxWidget(props: WidgetProps) {
  const label = useInlineLabel(props);
  return (
    <Checkbox
      id={props.id}
      checked={props.value === true}
      disabled={Boolean(props.disabled || props.readonly)}
      label={label}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

export function SwitchWidget(props: WidgetProps) {
  const label = useInlineLabel(props);
  return (
    <Switch
      id={props.id}
      checked={props.value === true}
      disabled={Boolean(props.disabled || props.readonly)}
      label={label}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

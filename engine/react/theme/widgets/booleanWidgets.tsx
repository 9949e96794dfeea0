import { Checkbox, Switch } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { engineUiOptions } from '../engineUi';

/** What a checkbox and a switch share: the value, the inline label and rjsf's callbacks. */
function useToggleProps(props: WidgetProps) {
  const t = useTranslate();
  return {
    id: props.id,
    checked: props.value === true,
    disabled: Boolean(props.disabled || props.readonly),
    label: t(engineUiOptions(props.uiSchema).label ?? props.label),
    onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(event.currentTarget.checked),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}

/** A yes/no value with its label beside the box (the field template leaves the label to it). */
export function CheckboxWidget(props: WidgetProps) {
  return <Checkbox {...useToggleProps(props)} />;
}

export function SwitchWidget(props: WidgetProps) {
  return <Switch {...useToggleProps(props)} />;
}

import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useControlProps } from './widgetSupport';

export interface KeyChoice {
  value: string;
  label: string;
}

/**
 * A select over string keys for widgets whose choices come from elsewhere (registered kinds, lists,
 * states): an empty first entry clears the field, and a stored key no longer offered stays listed
 * under `unknownLabel`, so a saved value is never lost or shown as a raw key.
 */
export function KeySelect(props: { widget: WidgetProps; emptyLabel: string; choices: readonly KeyChoice[]; unknownLabel?: string }) {
  const { widget } = props;
  const control = useControlProps(widget);
  const value = typeof widget.value === 'string' ? widget.value : '';
  const stale = value !== '' && props.unknownLabel !== undefined && !props.choices.some((choice) => choice.value === value);
  const options = [{ value: '', label: props.emptyLabel }, ...props.choices, ...(stale ? [{ value, label: props.unknownLabel ?? value }] : [])];
  return (
    <HTMLSelect
      id={control.id}
      name={control.name}
      disabled={control.disabled || control.readOnly}
      value={value}
      options={options}
      onChange={(event) => widget.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      fill
    />
  );
}

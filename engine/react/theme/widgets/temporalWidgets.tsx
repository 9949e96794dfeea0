import { InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from '../../i18n/useTranslate';
import { dateToInput, isoToLocalInput, localInputToIso, timeToInput } from './temporalInputs';
import { focusHandlers, stringValue, textOrUndefined, useControlProps } from './widgetSupport';

export function DateWidget(props: WidgetProps) {
  const control = useControlProps(props);
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type="date"
      value={dateToInput(props.value)}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
    />
  );
}

/** YYYY, YYYY-MM or YYYY-MM-DD typed as text (browsers have no input for partial dates). */
export function PartialDateWidget(props: WidgetProps) {
  const control = useControlProps(props);
  const t = useTranslate();
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type="text"
      inputMode="numeric"
      placeholder={control.placeholder ?? t('views.form.partialDatePlaceholder')}
      value={stringValue(props.value)}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value.trim()))}
    />
  );
}

/** A moment, edited in local time and stored as an ISO instant. */
export function DateTimeWidget(props: WidgetProps) {
  const control = useControlProps(props);
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type="datetime-local"
      value={isoToLocalInput(props.value)}
      onChange={(event) => props.onChange(localInputToIso(event.target.value))}
    />
  );
}

export function TimeWidget(props: WidgetProps) {
  const control = useControlProps(props);
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type="time"
      value={timeToInput(props.value)}
      onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
    />
  );
}

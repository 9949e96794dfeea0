import { Button, Classes, InputGroup, PopoverNext } from '@blueprintjs/core';
import { DatePicker, TimePicker, TimePrecision } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import type { WidgetProps } from '@rjsf/utils';
import type { Locale } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../i18n/useTranslate';
import { isReadable, pickerDateToValue, textToValue, valueToPickerDate, valueToText, type TemporalKind } from './temporalInputs';
import { useControlProps } from './widgetSupport';

/** The calendar's month and weekday names follow the UI language (English otherwise). */
const PICKER_LOCALES: Readonly<Record<string, Locale>> = { en: enUS, fr };
/** Wide enough for birthdays and long-running agreements (the picker's default is -20y..+6m). */
const MIN_DATE = new Date(1900, 0, 1);
const MAX_DATE = new Date(2100, 11, 31);

const PLACEHOLDERS: Readonly<Record<TemporalKind, string>> = {
  date: 'dateInputs.placeholder.date',
  'date-time': 'dateInputs.placeholder.dateTime',
  time: 'dateInputs.placeholder.time',
  'partial-date': 'dateInputs.placeholder.partialDate',
};
const INVALID: Readonly<Record<TemporalKind, string>> = {
  date: 'dateInputs.invalid.date',
  'date-time': 'dateInputs.invalid.dateTime',
  time: 'dateInputs.invalid.time',
  'partial-date': 'dateInputs.invalid.partialDate',
};

/**
 * A text input for dates and times in the platform's own format (DD-MMM-YYYY, 24-hour HH:mm),
 * whatever the browser's locale, with a calendar (or clock) in a popover. Typed text is read as
 * soon as it names a value; text that names none is kept and shown as wrong when the input loses
 * focus, and stored as typed so the form refuses it with its translated format error.
 */
export function TemporalTextInput({ kind, widget }: { kind: TemporalKind; widget: WidgetProps }) {
  const { locale } = useIntl();
  const t = useTranslate();
  const control = useControlProps(widget);
  const [text, setText] = useState(() => valueToText(kind, widget.value, locale));
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  // The value this input last stored: any other value (reset, picker, language) is shown afresh.
  const shown = useRef<{ value: unknown; locale: string }>({ value: widget.value, locale });

  useEffect(() => {
    if (shown.current.value === widget.value && shown.current.locale === locale) return;
    shown.current = { value: widget.value, locale };
    setText(valueToText(kind, widget.value, locale));
  }, [kind, widget.value, locale]);

  const store = (value: string | undefined) => {
    shown.current = { value, locale };
    widget.onChange(value);
  };
  const type = (next: string) => {
    setText(next);
    store(textToValue(kind, next, locale));
  };
  const pick = (date: Date | null) => {
    const value = date ? pickerDateToValue(kind, date) : undefined;
    store(value);
    setText(valueToText(kind, value, locale));
    setTouched(false);
    if (kind !== 'date-time' && kind !== 'time') setOpen(false);
  };

  const unreadable = touched && !isReadable(kind, text, locale);
  const hasFormErrors = (widget.rawErrors ?? []).length > 0;
  const pickerValue = valueToPickerDate(kind, widget.value);
  const locked = control.disabled || control.readOnly;
  const pickerLabel = t(kind === 'time' ? 'dateInputs.openClock' : 'dateInputs.openCalendar');

  const picker =
    kind === 'time' ? (
      <TimePicker className="vgn-time-picker" value={pickerValue} onChange={pick} precision={TimePrecision.MINUTE} useAmPm={false} showArrowButtons selectAllOnFocus />
    ) : (
      <DatePicker
        className="vgn-date-picker"
        value={pickerValue}
        onChange={(date, isUserChange) => {
          if (isUserChange) pick(date);
        }}
        locale={PICKER_LOCALES[locale.slice(0, 2)] ?? enUS}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        highlightCurrentDay
        showActionsBar
        todayButtonText={t('dateInputs.today')}
        clearButtonText={t('dateInputs.clear')}
        {...(kind === 'date-time' ? { timePrecision: TimePrecision.MINUTE, timePickerProps: { useAmPm: false, showArrowButtons: true } } : {})}
      />
    );

  return (
    <div className={`vgn-temporal-input vgn-temporal-${kind}`}>
      <PopoverNext
        isOpen={open && !locked}
        onInteraction={(next) => {
          if (!next) setOpen(false);
        }}
        placement="bottom-start"
        autoFocus={false}
        enforceFocus={false}
        fill
        content={picker}
      >
        <InputGroup
          {...control}
          intent={unreadable && !hasFormErrors ? 'danger' : control.intent}
          type="text"
          autoComplete="off"
          placeholder={control.placeholder ?? t(PLACEHOLDERS[kind])}
          value={text}
          aria-invalid={unreadable || hasFormErrors}
          onChange={(event) => type(event.target.value)}
          onFocus={(event) => widget.onFocus(widget.id, event.target.value)}
          onBlur={(event) => {
            setTouched(true);
            if (isReadable(kind, text, locale)) setText(valueToText(kind, textToValue(kind, text, locale), locale));
            widget.onBlur(widget.id, event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
          }}
          rightElement={
            <Button
              icon={kind === 'time' ? 'time' : 'calendar'}
              variant="minimal"
              disabled={locked}
              aria-label={pickerLabel}
              title={pickerLabel}
              aria-expanded={open}
              onClick={(event) => {
                // The popover's own target click would toggle it again.
                event.stopPropagation();
                setOpen((was) => !was);
              }}
            />
          }
        />
      </PopoverNext>
      {unreadable && !hasFormErrors ? (
        <div className={`${Classes.FORM_HELPER_TEXT} vgn-field-error-text`} role="alert">
          {t(INVALID[kind])}
        </div>
      ) : null}
    </div>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { TemporalTextInput } from './TemporalTextInput';

/** A calendar day, typed as DD-MMM-YYYY or picked; stored as YYYY-MM-DD. */
export function DateWidget(props: WidgetProps) {
  return <TemporalTextInput kind="date" widget={props} />;
}

/** YYYY, MMM-YYYY or DD-MMM-YYYY (stored YYYY, YYYY-MM or YYYY-MM-DD); the calendar picks a whole day. */
export function PartialDateWidget(props: WidgetProps) {
  return <TemporalTextInput kind="partial-date" widget={props} />;
}

/** A moment, typed as DD-MMM-YYYY HH:mm in local time and stored as an ISO instant. */
export function DateTimeWidget(props: WidgetProps) {
  return <TemporalTextInput kind="date-time" widget={props} />;
}

/** A time of day on a 24-hour clock, stored as HH:mm. */
export function TimeWidget(props: WidgetProps) {
  return <TemporalTextInput kind="time" widget={props} />;
}

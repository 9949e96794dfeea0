import type { WidgetProps } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { engineUiOptions } from '../engineUi';

/** The props every Blueprint control of a widget shares: id, name, state, translated placeholder. */
export function useControlProps(props: WidgetProps) {
  const t = useTranslate();
  const { id, htmlName, name, disabled, readonly, autofocus, rawErrors, placeholder, uiSchema } = props;
  const placeholderId = placeholder || engineUiOptions(uiSchema).placeholder;
  return {
    id,
    name: typeof htmlName === 'string' ? htmlName : (name ?? id),
    disabled: Boolean(disabled),
    readOnly: Boolean(readonly),
    autoFocus: Boolean(autofocus),
    placeholder: placeholderId ? t(placeholderId) : undefined,
    intent: rawErrors && rawErrors.length > 0 ? ('danger' as const) : ('none' as const),
  };
}

/** Blur/focus handlers in rjsf's (id, value) shape. */
export function focusHandlers(props: WidgetProps) {
  return {
    onBlur: (event: FocusEvent<HTMLElement & { value?: string }>) => props.onBlur(props.id, event.target.value),
    onFocus: (event: FocusEvent<HTMLElement & { value?: string }>) => props.onFocus(props.id, event.target.value),
  };
}

/** Text inputs give "" for nothing; forms store nothing as undefined (so required reports it). */
export function textOrUndefined(text: string): string | undefined {
  return text === '' ? undefined : text;
}

export function stringValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

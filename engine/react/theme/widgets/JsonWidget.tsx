import { TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { useControlProps } from './widgetSupport';

export type JsonParse = { ok: true; value: unknown } | { ok: false };

/** Text of the JSON editor to a value: empty text is no value, bad JSON is reported. */
export function parseJsonInput(text: string): JsonParse {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/**
 * Structured values edited as JSON. Text that does not parse stays in the editor with a notice and
 * leaves the stored value as it was, so a half-typed edit is never lost nor saved.
 */
export function JsonWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const [text, setText] = useState(() => jsonText(props.value));
  const [bad, setBad] = useState(false);
  const stored = jsonText(props.value);
  useEffect(() => {
    setText((current) => {
      const parsed = parseJsonInput(current);
      return parsed.ok && jsonText(parsed.value) === stored ? current : stored;
    });
  }, [stored]);
  return (
    <div className="vgn-json-widget">
      <TextArea
        {...control}
        className="vgn-json-input"
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseJsonInput(event.target.value);
          setBad(!parsed.ok);
          if (parsed.ok) props.onChange(parsed.value);
        }}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
        intent={bad ? 'danger' : control.intent}
        autoResize
        fill
      />
      {bad ? <div className="vgn-field-error-text">{t('views.form.invalidJson')}</div> : null}
    </div>
  );
}

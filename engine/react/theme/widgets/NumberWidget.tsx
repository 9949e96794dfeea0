import { InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { FieldSchema } from '../../../declarations/bundle';
import { hasType } from '../../../derive/schemaTypes';
import { focusHandlers, useControlProps } from './widgetSupport';

/** Text of a number input to the stored value: nothing for an empty input, NaN never stored. */
export function parseNumberInput(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A number. The typed text is kept while it is not yet a number ("-", "1.") so typing is not
 * interrupted; whole-number schemas step by 1. Integer/natural rules are reported by validation.
 */
export function NumberWidget(props: WidgetProps) {
  const control = useControlProps(props);
  const schema = props.schema as FieldSchema;
  const stored = typeof props.value === 'number' ? String(props.value) : '';
  const [text, setText] = useState(stored);
  // An outside change of the value (reset, server update) replaces the text; the user's own typing does not.
  useEffect(() => {
    setText((current) => (parseNumberInput(current) === props.value ? current : stored));
  }, [stored, props.value]);
  return (
    <InputGroup
      {...control}
      {...focusHandlers(props)}
      type="number"
      inputMode={hasType(schema, 'integer') ? 'numeric' : 'decimal'}
      step={hasType(schema, 'integer') || schema.numberKind === 'INTEGER' || schema.numberKind === 'NATURAL' ? 1 : 'any'}
      min={schema.minimum}
      max={schema.maximum}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(parseNumberInput(event.target.value));
      }}
      fill
    />
  );
}

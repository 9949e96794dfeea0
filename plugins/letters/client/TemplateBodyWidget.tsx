import { Callout, Tag, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useRef } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { focusHandlers, stringValue, textOrUndefined, useControlProps } from '../../../engine/react/theme/widgets/widgetSupport';
import { MERGE_FIELDS, SAMPLE_VALUES, mergeTemplate, templateSyntaxError } from '../mergeFields';
import './letters.css';

/**
 * A letter template's text: the text itself, the merge fields it may use (a click inserts
 * `{{field}}` at the cursor) and a live preview merged with sample values, so the writer sees the
 * letter as the proponent will, and an unclosed field before saving.
 */
export function TemplateBodyWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const area = useRef<HTMLTextAreaElement>(null);
  const text = stringValue(props.value);
  const syntax = templateSyntaxError(text);
  const editable = !control.disabled && !control.readOnly;

  const insert = (field: string): void => {
    const element = area.current;
    const at = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? at;
    const token = `{{${field}}}`;
    props.onChange(`${text.slice(0, at)}${token}${text.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  return (
    <div className="ltr-template-editor">
      <TextArea
        {...control}
        {...focusHandlers(props)}
        inputRef={area}
        value={text}
        onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
        autoResize
        fill
        className="ltr-template-text"
      />
      <div className="ltr-template-side">
        <div className="ltr-template-fields" role="group" aria-label={t('letters.editor.fields')}>
          <div className="ltr-template-heading">{t('letters.editor.fields')}</div>
          <div className="ltr-template-help">{t('letters.editor.fieldsHelp')}</div>
          {MERGE_FIELDS.map((field) => (
            <Tag key={field} minimal interactive={editable} onClick={editable ? () => insert(field) : undefined} title={`{{${field}}}`} data-field={field}>
              {t(`letters.fields.${field}`)}
            </Tag>
          ))}
        </div>
        <div className="ltr-template-heading">{t('letters.editor.preview')}</div>
        {syntax === undefined ? (
          <div className="ltr-letter-preview" data-testid="letter-template-preview">
            {mergeTemplate(text, SAMPLE_VALUES)}
          </div>
        ) : (
          <Callout intent="warning" compact>
            {t('letters.errors.templateSyntax', { detail: syntax })}
          </Callout>
        )}
      </div>
    </div>
  );
}

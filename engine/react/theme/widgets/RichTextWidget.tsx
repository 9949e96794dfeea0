import { Button, ButtonGroup, ControlGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { htmlToReact } from '../../cells/htmlToReact';
import { useTranslate } from '../../i18n/useTranslate';
import { applyRichTextCommand, type RichTextCommand } from './richTextEdit';
import { stringValue, textOrUndefined, useControlProps } from './widgetSupport';

const COMMANDS: { command: Exclude<RichTextCommand, 'link'>; icon: 'bold' | 'italic' | 'underline' | 'properties'; title: string }[] = [
  { command: 'bold', icon: 'bold', title: 'views.richtext.bold' },
  { command: 'italic', icon: 'italic', title: 'views.richtext.italic' },
  { command: 'underline', icon: 'underline', title: 'views.richtext.underline' },
  { command: 'list', icon: 'properties', title: 'views.richtext.list' },
];

/**
 * Rich text stored as a small subset of HTML: a text area with a formatting toolbar (bold,
 * italic, underline, bulleted list, link) and a preview rendered through the same allowlist the
 * html cell uses.
 */
export function RichTextWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  const [linkDraft, setLinkDraft] = useState<string | undefined>(undefined);
  const text = stringValue(props.value);
  const previewContent = useMemo(() => (preview ? htmlToReact(text) : null), [preview, text]);
  const off = control.disabled || control.readOnly;

  const apply = (command: RichTextCommand, href?: string) => {
    const element = area.current;
    const selection = { text, start: element?.selectionStart ?? text.length, end: element?.selectionEnd ?? text.length };
    const next = applyRichTextCommand(selection, command, href);
    if (next === selection) return;
    props.onChange(textOrUndefined(next.text));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <div className="vgn-richtext">
      <ButtonGroup variant="minimal" className="vgn-richtext-toolbar">
        {COMMANDS.map(({ command, icon, title }) => (
          <Button key={command} icon={icon} title={t(title)} aria-label={t(title)} disabled={off || preview} onClick={() => apply(command)} />
        ))}
        <Button icon="link" title={t('views.richtext.link')} aria-label={t('views.richtext.link')} disabled={off || preview} onClick={() => setLinkDraft('https://')} />
        <Button icon={preview ? 'edit' : 'eye-open'} text={t(preview ? 'views.richtext.edit' : 'views.richtext.preview')} onClick={() => setPreview(!preview)} />
      </ButtonGroup>
      {linkDraft !== undefined ? (
        <ControlGroup className="vgn-richtext-link">
          <InputGroup value={linkDraft} onChange={(event) => setLinkDraft(event.target.value)} placeholder="https://" autoFocus />
          <Button
            icon="tick"
            aria-label={t('views.richtext.insertLink')}
            onClick={() => {
              apply('link', linkDraft);
              setLinkDraft(undefined);
            }}
          />
          <Button icon="cross" aria-label={t('views.form.clear')} onClick={() => setLinkDraft(undefined)} />
        </ControlGroup>
      ) : null}
      {preview ? (
        <div className="vgn-cell-html vgn-richtext-preview">{previewContent}</div>
      ) : (
        <TextArea
          {...control}
          inputRef={area}
          value={text}
          onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
          onBlur={(event) => props.onBlur(props.id, event.target.value)}
          onFocus={(event) => props.onFocus(props.id, event.target.value)}
          autoResize
          fill
        />
      )}
    </div>
  );
}

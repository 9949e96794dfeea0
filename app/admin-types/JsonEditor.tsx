import { TextArea } from '@blueprintjs/core';
import { useTranslate } from '../../engine/react/i18n/useTranslate';

/**
 * The JSON editor: the whole definition as text (monospace, no wrapping), validated live by the
 * panel below it. A parse error keeps the last parsed value in the shared state.
 */
export function JsonEditor({ text, onText, invalid }: { text: string; onText: (text: string) => void; invalid: boolean }) {
  const t = useTranslate();
  return (
    <TextArea
      id="vgn-typedef-json"
      className="vgn-typedef-json"
      aria-label={t('admin-types.editor.jsonLabel')}
      value={text}
      onChange={(event) => onText(event.currentTarget.value)}
      intent={invalid ? 'danger' : 'none'}
      spellCheck={false}
      autoComplete="off"
      wrap="off"
      fill
    />
  );
}

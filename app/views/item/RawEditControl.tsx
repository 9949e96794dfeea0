import { Button, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseJsonInput } from '../../../engine/react/theme/widgets/JsonWidget';
import { updateItem } from '../../data/itemWrites';
import { api } from '../../net/api';
import type { CachedItem } from '../../net/itemCache';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import { showAlert } from '../../overlays/alerts';

/** Keys the server adds to a read item; they are no part of what an update may send. */
const READ_ONLY_KEYS = ['$labels', '$notify', '$hideNotify', '$version'];

/** The item as the raw editor shows it: everything the server keeps, without read decorations. */
export function rawEditable(item: CachedItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !READ_ONLY_KEYS.includes(key)));
}

/**
 * Toolbar control for administrators and masquerading users: the item as JSON. Only
 * administrators may submit it (platform spec §5); the id cannot change.
 */
export function RawEditControl({ item, canSubmit }: { item: CachedItem; canSubmit: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const parsed = parseJsonInput(text);
  const value = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value) ? (parsed.value as Record<string, unknown>) : undefined;
  const valid = value !== undefined && value.$id === item.$id;
  const title = intl.formatMessage({ id: 'views.raw.title' });

  const openEditor = () => {
    setText(JSON.stringify(rawEditable(item), null, 2));
    setFailure(undefined);
    setOpen(true);
  };
  const submit = async () => {
    if (!value || !canSubmit) return;
    setSaving(true);
    try {
      await updateItem(api, { ...value, $id: item.$id });
      showAlert({ type: 'SUCCESS', message: 'app.applied' });
      setOpen(false);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon="code" variant="minimal" aria-label={title} title={title} onClick={openEditor} />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={title} icon="code" style={{ width: 800, maxWidth: '95vw' }}>
        <DialogBody>
          {failure !== undefined ? <ErrorMessage error={failure} /> : null}
          <TextArea className="vgn-json-input" value={text} onChange={(event) => setText(event.target.value)} intent={valid ? 'none' : 'danger'} rows={20} spellCheck={false} fill />
          {!valid ? (
            <p className="vgn-field-error-text">
              <FormattedMessage id={parsed.ok ? 'views.raw.idChanged' : 'views.form.invalidJson'} />
            </p>
          ) : null}
          {!canSubmit ? (
            <p className="vgn-raw-admin-only">
              <FormattedMessage id="views.raw.adminOnly" />
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => setOpen(false)}>
                <FormattedMessage id="app.cancel" />
              </Button>
              <Button intent="primary" disabled={!canSubmit || !valid} loading={saving} onClick={() => void submit()}>
                <FormattedMessage id="app.apply" />
              </Button>
            </>
          }
        />
      </Dialog>
    </>
  );
}

import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { formModelOf } from '../../../engine/react/views/derivedModels';
import { LazyItemForm } from '../../../engine/react/views/LazyItemForm';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { updateItem } from '../../data/itemWrites';
import { cellChromeStore } from '../../layout/cellChromeStore';
import { useCellChrome } from '../../layout/useCellChrome';
import { useCellGate } from '../../layout/useCellGate';
import { api } from '../../net/api';
import type { CachedItem } from '../../net/itemCache';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import { showAlert } from '../../overlays/alerts';
import { useConfirm } from './confirmGate';
import { ConfirmDialog } from './ConfirmDialog';
import { discardDraft, isDirty, receiveServerVersion, startEdit, updateToSend, withDraft, type EditSession } from './editSession';
import { serverFieldErrors } from './serverFieldErrors';

export interface ItemEditorProps {
  cellKey: string;
  item: CachedItem;
  type: string;
  onDone: () => void;
}

/**
 * The generated edit form of an item inside its page. Pushed updates flow in while the user has no
 * local changes; with local changes a newer server version is announced (app.serverUpdated) and
 * the user saves the draft over it (app.saveNow) or takes the server's version (app.discard).
 * Closing the cell with local changes asks first (gate CLOSE).
 */
export function ItemEditor({ cellKey, item, type, onDone }: ItemEditorProps) {
  const { registry, audience } = useEngine();
  // The same schema the form shows: fields hidden from this audience stay out of the draft and the update.
  const schema = useMemo(() => formModelOf(registry, type, 'edit', audience).schema, [registry, type, audience]);
  const [session, setSession] = useState<EditSession>(() => startEdit(item, schema));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const { question, ask } = useConfirm();
  const dirty = isDirty(session, schema);

  useEffect(() => setSession((current) => receiveServerVersion(current, item, schema)), [item, schema]);

  useCellChrome(cellKey, { dirtyState: saving ? 'SAVING' : failure !== undefined ? 'ERROR' : undefined });
  // Leaving the form (cancel after a failed save) must not leave the cell marked ERROR.
  useEffect(() => () => cellChromeStore.set(cellKey, { dirtyState: undefined }), [cellKey]);
  useCellGate(cellKey, async (action) => {
    if (action !== 'CLOSE' || !dirty) return true;
    return ask('app.localChanges');
  });

  const save = async (current: EditSession, announce: boolean) => {
    setSaving(true);
    setFailure(undefined);
    setFieldErrors([]);
    try {
      await updateItem(api, updateToSend(current, schema));
      if (announce) showAlert({ type: 'SUCCESS', message: 'app.applied' });
      onDone();
    } catch (error) {
      setFailure(error);
      setFieldErrors(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const cancel = async () => {
    if (!dirty || (await ask('app.localChanges'))) onDone();
  };

  return (
    <div className="vgn-item-editor">
      {session.serverNewer ? (
        <Callout intent="primary" icon="refresh" className="vgn-server-updated">
          <p>
            <FormattedMessage id="app.serverUpdated" />
          </p>
          <Button intent="primary" loading={saving} onClick={() => void save(session, true)}>
            <FormattedMessage id="app.saveNow" />
          </Button>{' '}
          <Button onClick={() => setSession(discardDraft(session, schema))}>
            <FormattedMessage id="app.discard" />
          </Button>
        </Callout>
      ) : null}
      {failure !== undefined && fieldErrors.length === 0 ? <ErrorMessage error={failure} /> : null}
      <LazyItemForm
        type={type}
        context="edit"
        itemId={item.$id}
        formData={session.draft}
        onChange={(draft) => setSession((current) => withDraft(current, draft))}
        onSubmit={(draft) => void save(withDraft(session, draft), false)}
        serverErrors={fieldErrors}
        disabled={saving}
      >
        <div className="vgn-form-actions">
          <Button onClick={() => void cancel()} disabled={saving}>
            <FormattedMessage id="app.cancel" />
          </Button>
          <Button type="submit" intent="primary" icon="floppy-disk" loading={saving}>
            <FormattedMessage id="views.form.save" />
          </Button>
        </div>
      </LazyItemForm>
      <ConfirmDialog question={question} />
    </div>
  );
}

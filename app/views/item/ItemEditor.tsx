import { Button } from '@blueprintjs/core';
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
import { changedByUser, discardDraft, isDirty, openConflicts, receiveServerVersion, resolveMerge, startEdit, updateToSend, withDraft, type EditSession } from './editSession';
import { MergeDialog } from './merge/MergeDialog';
import { ServerMergeNotice } from './merge/ServerMergeNotice';
import { isStaleUpdate, latestStoredVersion } from './merge/staleSave';
import { serverFieldErrors } from './serverFieldErrors';

export interface ItemEditorProps {
  cellKey: string;
  item: CachedItem;
  type: string;
  onDone: () => void;
}

/**
 * The generated edit form of an item inside its page. Pushed updates flow in while the user has no
 * local changes; with local changes a newer server version is merged into the draft (fields only the
 * server changed are taken and named in the app.serverUpdated notice), and fields both changed are
 * decided in the merge dialog before the next save. A save refused as stale (staleUpdate) reads the
 * stored version and merges the same way: a change made elsewhere is never overwritten silently.
 * Closing the cell with local changes asks first (gate CLOSE).
 */
export function ItemEditor({ cellKey, item, type, onDone }: ItemEditorProps) {
  const { registry, audience } = useEngine();
  // The same schema the form shows: fields hidden from this audience stay out of the draft and the update.
  const form = useMemo(() => formModelOf(registry, type, 'edit', audience), [registry, type, audience]);
  const { schema } = form;
  const [session, setSession] = useState<EditSession>(() => startEdit(item, schema));
  const [saving, setSaving] = useState(false);
  const [merging, setMerging] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const { question, ask } = useConfirm();
  const dirty = isDirty(session, schema);
  const conflicts = openConflicts(session, schema);
  const differing = useMemo(() => {
    const changed = new Set(changedByUser(session, schema));
    return form.uiSchema['ui:order'].filter((field) => changed.has(field));
  }, [session, schema, form]);

  useEffect(() => setSession((current) => receiveServerVersion(current, item, schema)), [item, schema]);

  useCellChrome(cellKey, { dirtyState: saving ? 'SAVING' : failure !== undefined ? 'ERROR' : undefined });
  // Leaving the form (cancel after a failed save) must not leave the cell marked ERROR.
  useEffect(() => () => cellChromeStore.set(cellKey, { dirtyState: undefined }), [cellKey]);
  useCellGate(cellKey, async (action) => {
    if (action !== 'CLOSE' || !dirty) return true;
    return ask('app.localChanges');
  });

  /** The save was overtaken: merge the stored version in, and ask about fields both changed. */
  const mergeLatest = async (current: EditSession) => {
    const next = receiveServerVersion(current, await latestStoredVersion(current.base.$id), schema);
    setSession(next);
    if (openConflicts(next, schema).length > 0) setMerging(true);
  };

  const save = async (current: EditSession) => {
    if (openConflicts(current, schema).length > 0) {
      setSession(current);
      setMerging(true);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    setFieldErrors([]);
    try {
      await updateItem(api, updateToSend(current, schema));
      if (current.merge) showAlert({ type: 'SUCCESS', message: 'app.applied' });
      onDone();
    } catch (error) {
      if (isStaleUpdate(error)) {
        await mergeLatest(current).catch((readError: unknown) => setFailure(readError));
      } else {
        setFailure(error);
        setFieldErrors(serverFieldErrors(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const cancel = async () => {
    if (!dirty || (await ask('app.localChanges'))) onDone();
  };

  return (
    <div className="vgn-item-editor">
      {session.merge ? (
        <ServerMergeNotice
          type={type}
          taken={session.merge.taken}
          openConflicts={conflicts}
          differs={differing.length > 0}
          resolved={session.merge.resolved === true}
          disabled={saving}
          onReview={() => setMerging(true)}
          onTakeTheirs={() => setSession(discardDraft(session, schema))}
        />
      ) : null}
      {failure !== undefined && fieldErrors.length === 0 ? <ErrorMessage error={failure} /> : null}
      <LazyItemForm
        type={type}
        context="edit"
        itemId={item.$id}
        formData={session.draft}
        onChange={(draft) => setSession((current) => withDraft(current, draft))}
        onSubmit={(draft) => void save(withDraft(session, draft))}
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
      <MergeDialog
        isOpen={merging}
        type={type}
        stored={session.base}
        draft={session.draft}
        fields={differing}
        conflicts={conflicts}
        onApply={(choices) => {
          setSession((current) => resolveMerge(current, schema, choices));
          setMerging(false);
        }}
        onClose={() => setMerging(false)}
      />
      <ConfirmDialog question={question} />
    </div>
  );
}

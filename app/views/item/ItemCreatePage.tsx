import { Button, Spinner } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { FieldValues } from '../../../engine/react/theme/formData';
import { viewModelOf } from '../../../engine/react/views/derivedModels';
import { LazyItemForm } from '../../../engine/react/views/LazyItemForm';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { createItem } from '../../data/itemWrites';
import { useCellChrome } from '../../layout/useCellChrome';
import { useCellGate } from '../../layout/useCellGate';
import { api } from '../../net/api';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import { useColumnNavigation } from '../../routing/useColumnNavigation';
import type { ItemViewProps } from '../viewRegistry';
import { useConfirm } from './confirmGate';
import { useCreateAccess } from './useCreateAccess';
import { ConfirmDialog } from './ConfirmDialog';
import { hasOwnInput, parseCreatePrefill } from './createPrefill';
import { serverFieldErrors } from './serverFieldErrors';

/**
 * The generated create view of a type in a create cell ("i-{type}-0-{marker}"): the create form,
 * starting from the values the cell's route parameter carries (createPrefill.ts); once the server
 * stored the item, its page replaces this cell. Leaving a started form asks first.
 */
export function ItemCreatePage({ cellKey, columnIndex, type, routeParam }: ItemViewProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const { open } = useColumnNavigation();
  const declaration = registry.types.get(type)?.declaration;
  // Initial values may travel in the cell's route parameter (a related list pre-fills its field).
  const [prefill] = useState<FieldValues>(() => parseCreatePrefill(routeParam, declaration?.schema));
  const [draft, setDraft] = useState<FieldValues>(prefill);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const created = useRef(false);
  const { question, ask } = useConfirm();
  const started = hasOwnInput(draft, prefill);

  useCellChrome(cellKey, {
    title: t('views.create.title', { type: t(declaration?.label ?? type) }),
    icon: declaration ? viewModelOf(registry, type, 'default').icon : 'add',
    dirtyState: saving ? 'SAVING' : failure !== undefined ? 'ERROR' : undefined,
  });
  const access = useCreateAccess(type);
  useCellGate(cellKey, async (action) => {
    if (action !== 'CLOSE' || !started || created.current) return true;
    return ask('app.localChanges');
  });

  if (!declaration) return <ErrorMessage error={{ userMessage: 'unknownType', sysMessage: `Item type ${type} is not declared` }} />;
  // Creating needs a signed-in user the type's create rule allows (the server refuses the rest too).
  if (access === 'signIn') return <Spinner size={32} className="vgn-item-loading" />;
  if (access === 'notAllowed') return <ErrorMessage error={{ userMessage: 'notAllowed', sysMessage: `may not create ${type}` }} />;

  const submit = async (fields: FieldValues) => {
    setSaving(true);
    setFailure(undefined);
    setFieldErrors([]);
    try {
      const item = await createItem(api, type, fields);
      created.current = true;
      await open(columnIndex - 1, { key: `i-${item.$id}` });
    } catch (error) {
      setFailure(error);
      setFieldErrors(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="vgn-item-create">
      {failure !== undefined && fieldErrors.length === 0 ? <ErrorMessage error={failure} /> : null}
      <LazyItemForm type={type} context="create" formData={draft} onChange={setDraft} onSubmit={(fields) => void submit(fields)} serverErrors={fieldErrors} disabled={saving}>
        <div className="vgn-form-actions">
          <Button type="submit" intent="primary" icon="add" loading={saving}>
            <FormattedMessage id="views.form.create" />
          </Button>
        </div>
      </LazyItemForm>
      <ConfirmDialog question={question} />
    </div>
  );
}

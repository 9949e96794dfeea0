import { Alert, Button, ButtonGroup, Callout, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DeclarationError } from '../../engine/declarations/bundle';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { Registry } from '../../engine/registry/registry';
import type { TypeDefinition } from '../../engine/typedef';
import { api } from '../net/api';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { showAlert, showError } from '../overlays/alerts';
import { useSession } from '../session/useSession';
import { BreakingSummary, DeclarationErrorList } from './CheckPanel';
import { isExtension, typeLabelText } from './definitionForm';
import { downloadExport, readJsonFile } from './exportFile';
import { ExtendTypeDialog, NewTypeDialog } from './StartDialogs';
import { archiveTypeDef, importTypeDefs, refusalOf, type Refusal, type StoredDefinition } from './typeDefCalls';

export interface TypeDefListProps {
  definitions: readonly StoredDefinition[];
  registry: Registry;
  onEdit: (entry: StoredDefinition) => void;
  onStart: (definition: TypeDefinition) => void;
  onChanged: () => void;
}

function KindCell({ entry }: { entry: StoredDefinition }) {
  const t = useTranslate();
  const base = entry.definition.declaration.extends;
  return <>{base === undefined ? t('admin-types.list.newType') : t('admin-types.list.extension', { base })}</>;
}

function StateCell({ entry }: { entry: StoredDefinition }) {
  const t = useTranslate();
  return (
    <>
      <Tag minimal intent={entry.state === 'ACTIVE' ? 'success' : 'none'}>
        {t(`admin-types.list.state.${entry.state}`)}
      </Tag>
      {entry.state === 'ACTIVE' && !entry.live ? (
        <Tag minimal intent="danger" title={entry.errors.map((e) => `${e.path}: ${e.message}`).join('\n')} className="vgn-typedef-notlive">
          {t('admin-types.list.notLive', { count: entry.errors.length })}
        </Tag>
      ) : null}
    </>
  );
}

/**
 * The stored definitions (type, label, new or extension, state) with edit and archive, and the
 * screen's actions: new type, extend a built-in type, import a file, export every definition.
 */
export function TypeDefList({ definitions, registry, onEdit, onStart, onChanged }: TypeDefListProps) {
  const t = useTranslate();
  const { locale } = useIntl();
  const { token } = useSession();
  const [dialog, setDialog] = useState<'new' | 'extend' | undefined>(undefined);
  const [archiving, setArchiving] = useState<string | undefined>(undefined);
  const [importRefusal, setImportRefusal] = useState<Refusal | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const definedKeys = new Set(definitions.map((d) => d.key));

  const start = (definition: TypeDefinition) => {
    setDialog(undefined);
    onStart(definition);
  };

  const importChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    setImportRefusal(undefined);
    try {
      const taskKeys = await importTypeDefs(api, await readJsonFile(file));
      showAlert({ type: 'SUCCESS', message: 'admin-types.imported', values: { count: taskKeys.length } });
      onChanged();
    } catch (error) {
      setImportRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const archive = async (key: string) => {
    setArchiving(undefined);
    try {
      await archiveTypeDef(api, key);
      showAlert({ type: 'SUCCESS', message: 'admin-types.archived', values: { key } });
      onChanged();
    } catch (error) {
      showError(error);
    }
  };

  const importErrors: DeclarationError[] = importRefusal?.kind === 'invalid' ? importRefusal.errors : [];
  return (
    <div className="vgn-typedef-list">
      <ButtonGroup className="vgn-typedef-actions">
        <Button id="vgn-typedef-new" icon="cube-add" intent="primary" onClick={() => setDialog('new')}>
          {t('admin-types.action.new')}
        </Button>
        <Button id="vgn-typedef-extend" icon="add-column-right" onClick={() => setDialog('extend')}>
          {t('admin-types.action.extend')}
        </Button>
        <Button id="vgn-typedef-import" icon="import" loading={busy} onClick={() => fileInput.current?.click()}>
          {t('admin-types.action.import')}
        </Button>
        <Button id="vgn-typedef-export" icon="export" disabled={definitions.length === 0} onClick={() => downloadExport(token).catch(showError)}>
          {t('admin-types.action.export')}
        </Button>
      </ButtonGroup>
      <input ref={fileInput} id="vgn-typedef-import-file" type="file" accept="application/json,.json" hidden onChange={(e) => void importChosen(e)} />
      {importRefusal ? (
        <Callout intent="danger" icon="error" title={t('admin-types.importErrors')} className="vgn-typedef-import-errors">
          {importErrors.length > 0 ? <DeclarationErrorList errors={importErrors} /> : null}
          {importRefusal.kind === 'breaking' ? <BreakingSummary report={importRefusal.report} /> : null}
          {importRefusal.kind === 'other' ? <ErrorMessage error={importRefusal.error} /> : null}
        </Callout>
      ) : null}
      {definitions.length === 0 ? (
        <NonIdealState icon="cube" description={t('admin-types.list.empty')} />
      ) : (
        <HTMLTable interactive compact striped className="vgn-typedef-table">
          <thead>
            <tr>
              <th>{t('admin-types.list.key')}</th>
              <th>{t('admin-types.list.label')}</th>
              <th>{t('admin-types.list.kind')}</th>
              <th>{t('admin-types.list.state')}</th>
              <th>{t('admin-types.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {definitions.map((entry) => (
              <tr key={entry.id} data-type={entry.key} onDoubleClick={() => onEdit(entry)}>
                <td>
                  <code>{entry.key}</code>
                </td>
                <td>{isExtension(entry.definition) ? t(entry.definition.declaration.label) : typeLabelText(entry.definition, locale)}</td>
                <td>
                  <KindCell entry={entry} />
                </td>
                <td>
                  <StateCell entry={entry} />
                </td>
                <td>
                  <Button size="small" icon="edit" onClick={() => onEdit(entry)}>
                    {t('admin-types.list.edit')}
                  </Button>{' '}
                  {entry.state === 'ACTIVE' ? (
                    <Button size="small" icon="archive" intent="danger" variant="minimal" onClick={() => setArchiving(entry.key)}>
                      {t('admin-types.list.archive')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <NewTypeDialog isOpen={dialog === 'new'} registry={registry} definedKeys={definedKeys} onClose={() => setDialog(undefined)} onStart={start} />
      <ExtendTypeDialog isOpen={dialog === 'extend'} registry={registry} definedKeys={definedKeys} onClose={() => setDialog(undefined)} onStart={start} />
      <Alert
        isOpen={archiving !== undefined}
        intent="danger"
        icon="archive"
        confirmButtonText={t('admin-types.list.archive')}
        cancelButtonText={t('admin-types.list.cancel')}
        onConfirm={() => void (archiving === undefined ? undefined : archive(archiving))}
        onCancel={() => setArchiving(undefined)}
      >
        {t('admin-types.list.archiveConfirm', { key: archiving ?? '' })}
      </Alert>
    </div>
  );
}

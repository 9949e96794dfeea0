import { Button, Callout, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { PluginBundle } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import type { TypeDefinition } from '../../engine/typedef';
import { useCellGate } from '../layout/useCellGate';
import { api } from '../net/api';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { showAlert } from '../overlays/alerts';
import { useConfirm } from '../views/item/confirmGate';
import { ConfirmDialog } from '../views/item/ConfirmDialog';
import { CheckPanel } from './CheckPanel';
import { isExtension, typeLabelText } from './definitionForm';
import { isDirty, isStored, markSaved, withDefinition, withText, type EditorState } from './editorState';
import { FieldsTable } from './FieldsTable';
import { GeneralForm } from './GeneralForm';
import { JsonEditor } from './JsonEditor';
import { SaveProgress, type SavedType } from './SaveProgress';
import { refusalOf, saveTypeDef, type Refusal } from './typeDefCalls';
import { useDefinitionChecks } from './useDefinitionChecks';

export interface TypeDefEditorProps {
  cellKey: string;
  initial: EditorState;
  registry: Registry;
  /** The plugins as written (GET /api/registry/declarations), which the definition is checked against. */
  bundles: readonly PluginBundle[];
  /** The other live definitions, which this one is checked beside. */
  others: readonly TypeDefinition[];
  onBack: () => void;
  /** A save went through: the list is out of date. */
  onSaved: () => void;
}

type EditorTab = 'form' | 'json';

/**
 * One definition in two editors sharing one state: a form for the common cases and the JSON of
 * the whole definition, both checked live (locally, and by the server for the items a change
 * would break). Saving sends act/saveTypeDef; a refusal is shown in place, a success follows the
 * reindex task. Leaving with unsaved changes asks first (back button and the cell's CLOSE gate).
 */
export function TypeDefEditor({ cellKey, initial, registry, bundles, others, onBack, onSaved }: TypeDefEditorProps) {
  const t = useTranslate();
  const { locale } = useIntl();
  const [editor, setEditor] = useState<EditorState>(initial);
  const [tab, setTab] = useState<EditorTab>('form');
  const [saving, setSaving] = useState(false);
  // A refusal concerns the value that was sent: edits made since then hide it.
  const [refused, setRefused] = useState<{ refusal: Refusal; value: unknown } | undefined>(undefined);
  const [saved, setSaved] = useState<SavedType | undefined>(undefined);
  const [candidates, setCandidates] = useState<string[]>([]);
  const { question, ask } = useConfirm();
  const checks = useDefinitionChecks(editor.value, editor.parseError === undefined, bundles, others);
  const dirty = isDirty(editor);
  const definition = editor.definition;
  const refusal = refused !== undefined && refused.value === editor.value ? refused.refusal : undefined;

  // A field that broke items once keeps its default input while the administrator edits.
  const breakingFields = refusal?.kind === 'breaking' ? refusal.report.fields : checks.breaking && checks.breaking.count > 0 ? checks.breaking.fields : [];
  const breakingKey = breakingFields.join('\n');
  useEffect(() => {
    if (breakingKey !== '') setCandidates((list) => [...new Set([...list, ...breakingKey.split('\n')])]);
  }, [breakingKey]);

  useCellGate(cellKey, async (action) => {
    if (action !== 'CLOSE' || !dirty) return true;
    return ask('app.localChanges');
  });

  const change = (next: EditorState) => setEditor(next);
  const onDefinition = (next: TypeDefinition) => change(withDefinition(editor, next));

  const save = async () => {
    const sent = editor.value;
    setSaving(true);
    setRefused(undefined);
    try {
      const reply = await saveTypeDef(api, sent, editor.storedU);
      setEditor((current) => markSaved(current, reply.u, sent));
      const key = definition?.declaration.key ?? '';
      setSaved({ key, taskKey: reply.taskKey, navPath: definition?.nav?.path });
      showAlert({ type: 'SUCCESS', message: 'admin-types.save.saved', values: { key } });
      onSaved();
    } catch (error) {
      setRefused({ refusal: refusalOf(error), value: sent });
    } finally {
      setSaving(false);
    }
  };

  const back = async () => {
    if (!dirty || (await ask('app.localChanges'))) onBack();
  };

  const base = definition?.declaration.extends;
  const title = definition ? (isExtension(definition) ? t(registry.types.get(base ?? '')?.declaration.label ?? base) : typeLabelText(definition, locale) || definition.declaration.key) : '';
  const formPanel = definition ? (
    <div className="vgn-typedef-form">
      {isExtension(definition) ? null : <GeneralForm definition={definition} registry={registry} keyFixed={isStored(editor)} locale={locale} onChange={onDefinition} />}
      <FieldsTable definition={definition} registry={registry} locale={locale} onChange={onDefinition} />
    </div>
  ) : (
    <Callout intent="warning" icon="code">
      {t('admin-types.editor.jsonNeeded')}
    </Callout>
  );

  return (
    <div className="vgn-typedef-editor">
      <div className="vgn-typedef-editor-head">
        <Button variant="minimal" icon="arrow-left" onClick={() => void back()}>
          {t('admin-types.editor.back')}
        </Button>
        <h3 className="vgn-typedef-editor-title">{title}</h3>
        {base !== undefined ? <Tag minimal>{t('admin-types.editor.extends', { base })}</Tag> : null}
        {!isStored(editor) ? <Tag minimal intent="primary">{t('admin-types.editor.newType')}</Tag> : null}
        {dirty ? (
          <Tag intent="warning" icon="edit" className="vgn-typedef-dirty">
            {t('admin-types.editor.unsaved')}
          </Tag>
        ) : null}
        <span className="vgn-typedef-spacer" />
        <Button id="vgn-typedef-save" intent="primary" icon="floppy-disk" loading={saving} disabled={editor.parseError !== undefined || (!dirty && isStored(editor))} onClick={() => void save()}>
          {t('admin-types.editor.save')}
        </Button>
      </div>
      {refusal?.kind === 'other' ? <ErrorMessage error={refusal.error} /> : null}
      {saved && !dirty ? <SaveProgress saved={saved} registry={registry} /> : null}
      <Tabs id="vgn-typedef-tabs" selectedTabId={tab} onChange={(id) => setTab(id === 'json' ? 'json' : 'form')} renderActiveTabPanelOnly>
        <Tab id="form" title={t('admin-types.editor.tab.form')} panel={formPanel} />
        <Tab id="json" title={t('admin-types.editor.tab.json')} panel={<JsonEditor text={editor.text} invalid={editor.parseError !== undefined} onText={(text) => change(withText(editor, text))} />} />
      </Tabs>
      <CheckPanel
        definition={definition}
        parseError={editor.parseError}
        errors={refusal?.kind === 'invalid' ? refusal.errors : checks.errors}
        breaking={refusal?.kind === 'breaking' ? refusal.report : checks.breaking}
        checking={checks.checking}
        serverError={checks.serverError}
        defaultCandidates={candidates}
        locale={locale}
        onChange={onDefinition}
      />
      <ConfirmDialog question={question} />
    </div>
  );
}

import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../../engine/format/dateFormat';
import { Guidance } from '../../../engine/react/guidance/Guidance';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { EngineForm } from '../../../engine/react/theme/EngineForm';
import type { FieldValues } from '../../../engine/react/theme/formData';
import { formModelOf } from '../../../engine/react/views/derivedModels';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { DefinitionErrorsContext } from './definitionErrors';
import { changedSincePublish, publishDates, versionsOf, type TimelineEntry } from './workflowSummary';
import { refusalMessageId, refusalOf, updateBody, type Item, type Refusal } from './workflowWrites';

export interface WorkflowEditorProps {
  /** The stored Workflow item; undefined for a new one. */
  item: Item | undefined;
  /** Called with the stored item after every save or publish (a new one: its first version). */
  onSaved(item: Item): void;
}

function valuesOf(item: Item | undefined, fields: readonly string[]): FieldValues {
  const values: FieldValues = {};
  if (item) for (const name of fields) if (item[name] !== undefined) values[name] = item[name];
  return values;
}

/**
 * One workflow type: the generated Workflow form (its steps through the `workflow-steps` widget),
 * Save, Publish (act/workflow.publish: refusals shown at their fields) and the published versions.
 */
export function WorkflowEditor({ item, onSaved }: WorkflowEditorProps) {
  const t = useTranslate();
  const engine = useEngine();
  const id = typeof item?.$id === 'string' ? item.$id : undefined;
  // The key is kept by every version, so it is fixed once published; before that it may still change.
  const published = typeof item?.published === 'number' ? item.published : 0;
  const model = formModelOf(engine.registry, 'Workflow', published > 0 ? 'edit' : 'create', engine.audience);
  const fields = useMemo(() => Object.keys(model.schema.properties), [model]);
  const [values, setValues] = useState<FieldValues>(() => valuesOf(item, fields));
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [dates, setDates] = useState<Map<number, string | number>>(new Map());
  const publishNext = useRef(false);
  const versions = item ? versionsOf(item) : [];

  useEffect(() => {
    if (!id) return;
    let live = true;
    engine
      .send('act/timeline', { id })
      .then((reply) => {
        const entries = (reply as { entries?: TimelineEntry[] }).entries ?? [];
        if (live) setDates(publishDates(entries));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [engine, id, published]);

  const save = async (data: FieldValues): Promise<Item> => {
    const body = item ? updateBody(item, data, fields) : data;
    return (await engine.send(item ? 'update' : 'create/Workflow', body)) as Item;
  };

  const submit = async (data: FieldValues) => {
    const publish = publishNext.current;
    publishNext.current = false;
    setBusy(true);
    setRefusal(undefined);
    setNotice(undefined);
    try {
      let stored = await save(data);
      if (publish && typeof stored.$id === 'string') {
        try {
          stored = (await engine.send(`act/workflow.publish/${stored.$id}`)) as Item;
          setNotice(t('workflow.admin.published', { version: typeof stored.published === 'number' ? stored.published : 0 }));
        } catch (error) {
          onSaved(stored);
          setRefusal(refusalOf(error));
          return;
        }
      } else setNotice(t('workflow.admin.saved'));
      onSaved(stored);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const fieldErrors: FieldError[] = refusal?.fieldErrors ?? [];
  const outerErrors = fieldErrors.filter((error) => !/^\/steps\/\d+\//.test(error.path));
  const changed = item ? changedSincePublish({ ...item, ...values }) : true;

  return (
    <div className="vgn-workflow-editor" data-workflow={id ?? 'new'}>
      <Guidance>{t('workflow.admin.editorGuidance')}</Guidance>
      {refusal ? (
        <Callout intent="danger" icon="error" className="vgn-workflow-refusal" role="alert">
          {refusal.fieldErrors.length > 0 ? t('workflow.admin.refused', { count: refusal.fieldErrors.length }) : t(refusalMessageId(refusal), refusal.values)}
        </Callout>
      ) : null}
      {notice && !refusal ? (
        <Callout intent="success" icon="tick" className="vgn-workflow-notice" role="status">
          {notice}
        </Callout>
      ) : null}
      <DefinitionErrorsContext value={fieldErrors}>
        <EngineForm
          model={model}
          formData={values}
          onChange={setValues}
          onSubmit={(data) => void submit(data)}
          serverErrors={outerErrors}
          {...(id ? { itemId: id } : {})}
          idPrefix="workflow-admin"
          disabled={busy}
        >
          <div className="vgn-workflow-buttons">
            <Button type="submit" intent="primary" icon="floppy-disk" text={t(id ? 'views.form.save' : 'views.form.create')} loading={busy && !publishNext.current} onClick={() => (publishNext.current = false)} />
            <Button type="submit" icon="export" text={t('workflow.admin.publish')} disabled={busy} onClick={() => (publishNext.current = true)} />
            {item ? <Tag intent={changed ? 'warning' : 'success'} minimal>{changed ? t('workflow.admin.changedSincePublish') : t('workflow.admin.upToDate')}</Tag> : null}
          </div>
        </EngineForm>
      </DefinitionErrorsContext>
      <h4 className="vgn-workflow-versions-title">{t('workflow.admin.versions')}</h4>
      <Guidance>{t('workflow.admin.versionsGuidance')}</Guidance>
      {versions.length === 0 ? (
        <div className="vgn-workflow-hint">{t('workflow.admin.noVersions')}</div>
      ) : (
        <HTMLTable compact className="vgn-workflow-versions">
          <thead>
            <tr>
              <th>{t('workflow.admin.version')}</th>
              <th>{t('workflow.admin.publishedAt')}</th>
              <th>{t('workflow.admin.stepCount')}</th>
            </tr>
          </thead>
          <tbody>
            {[...versions].reverse().map((version) => {
              const number = typeof version.version === 'number' ? version.version : 0;
              const date = dates.get(number);
              return (
                <tr key={number} data-version={number}>
                  <td>{t('workflow.admin.versionNumber', { version: number })}</td>
                  <td>{date === undefined ? '' : formatDateTime(date, engine.locale)}</td>
                  <td>{Array.isArray(version.steps) ? version.steps.length : 0}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}

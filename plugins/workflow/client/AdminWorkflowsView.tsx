import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { Guidance } from '../../../engine/react/guidance/Guidance';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ViewProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { InstanceCounts } from './InstanceCounts';
import { WorkflowEditor } from './WorkflowEditor';
import { changedSincePublish } from './workflowSummary';
import { refusalMessageId, refusalOf, type Item } from './workflowWrites';
import './workflowAdmin.css';

const LIST_REQUEST = { must: [{ kind: 'type', value: 'Workflow' }], sort: [{ field: 'label', order: 'asc' }], max: 500 };

/** What is being edited: an item id or a new type; `session` remounts the editor on every new choice. */
interface Editing {
  session: number;
  id: string | undefined;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * admin.workflows: the workflow types (Workflow items) with their item types, state list, latest
 * published version, unpublished changes and running instances by state; one opens below in the
 * editor (generated form, steps widget, publish, versions).
 */
export function AdminWorkflowsView({ openSearch }: ViewProps) {
  const t = useTranslate();
  const engine = useEngine();
  const { registry } = engine;
  const [items, setItems] = useState<Item[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | undefined>();
  const [revision, setRevision] = useState(0);

  const load = useCallback(async () => {
    try {
      const reply = (await engine.send('search/ids', LIST_REQUEST)) as { ids?: string[] };
      const ids = reply.ids ?? [];
      const read = ids.length === 0 ? [] : ((await engine.send('readMany/object', ids)) as Item[]);
      setItems(read.filter((item) => typeof item._t === 'string'));
      setError(undefined);
    } catch (failure) {
      setError(refusalMessageId(refusalOf(failure)));
    }
  }, [engine]);
  useEffect(() => {
    void load();
  }, [load, revision]);

  const open = (id: string | undefined) => setEditing((current) => ({ session: (current?.session ?? 0) + 1, id }));
  const selected = editing?.id === undefined ? undefined : items?.find((item) => item.$id === editing.id);
  const saved = (item: Item) => {
    const id = typeof item.$id === 'string' ? item.$id : undefined;
    setItems((current) => (current ? [...current.filter((other) => other.$id !== id), item].sort((a, b) => String(a.label).localeCompare(String(b.label))) : [item]));
    setEditing((current) => (current ? { ...current, id } : current));
    setRevision((n) => n + 1);
  };

  return (
    <div className="vgn-workflow-admin">
      <div className="vgn-workflow-admin-head">
        <h3>{t('workflow.admin.title')}</h3>
        <Button icon="add" intent="primary" text={t('workflow.admin.new')} onClick={() => open(undefined)} />
      </div>
      <Guidance>{t('workflow.admin.guidance')}</Guidance>
      {error ? <Callout intent="warning">{t(error)}</Callout> : null}
      {items === undefined && !error ? <Spinner size={24} /> : null}
      {items !== undefined && items.length === 0 ? <NonIdealState icon="flows" title={t('workflow.admin.empty')} /> : null}
      {items !== undefined && items.length > 0 ? (
        <div className="vgn-workflow-table-box">
          <HTMLTable interactive compact className="vgn-workflow-table">
            <thead>
              <tr>
                <th>{t('types.Workflow.fields.label')}</th>
                <th>{t('types.Workflow.fields.key')}</th>
                <th>{t('types.Workflow.fields.itemTypes')}</th>
                <th>{t('types.Workflow.fields.stateList')}</th>
                <th>{t('workflow.admin.latest')}</th>
                <th>{t('workflow.admin.instances')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const id = String(item.$id);
                const published = typeof item.published === 'number' ? item.published : 0;
                const stateList = typeof item.stateList === 'string' ? item.stateList : undefined;
                const key = typeof item.key === 'string' ? item.key : '';
                return (
                  <tr key={id} data-workflow={id} className={editing?.id === id ? 'vgn-workflow-row-selected' : undefined} onClick={() => open(id)}>
                    <td>
                      <a href="#" onClick={(event) => event.preventDefault()} className="vgn-workflow-open">
                        {String(item.label ?? key)}
                      </a>
                    </td>
                    <td className="vgn-workflow-key">{key}</td>
                    <td>{strings(item.itemTypes).map((type) => t(registry.types.get(type)?.declaration.label ?? 'workflow.admin.unknownType')).join(', ')}</td>
                    <td>{stateList ? t(registry.lovs.get(stateList)?.label ?? 'workflow.admin.unknownList') : ''}</td>
                    <td>
                      {published > 0 ? t('workflow.admin.versionNumber', { version: published }) : t('workflow.admin.notPublished')}{' '}
                      {published > 0 && changedSincePublish(item) ? (
                        <Tag minimal intent="warning">
                          {t('workflow.admin.changedSincePublish')}
                        </Tag>
                      ) : null}
                    </td>
                    <td>{key !== '' ? <InstanceCounts workflowKey={key} itemTypes={strings(item.itemTypes)} stateList={stateList} revision={revision} workflowLabel={String(item.label ?? key)} openSearch={openSearch} /> : null}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {editing ? (
        <section className="vgn-workflow-admin-editor" aria-label={t('workflow.admin.editorTitle')}>
          <h4>{selected ? t('workflow.admin.editing', { label: String(selected.label ?? selected.key ?? '') }) : t('workflow.admin.new')}</h4>
          <WorkflowEditor key={editing.session} item={selected} onSaved={saved} />
        </section>
      ) : null}
    </div>
  );
}

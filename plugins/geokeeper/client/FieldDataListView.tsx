import { Button, Callout, H5, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { useLocalEdits } from '../../../engine/react/localEdits/useLocalEdits';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ViewProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { ItemChoice } from '../../../engine/react/services/engineServices';
import { useLovEntries } from '../../../engine/react/services/hooks';
import { AnswersRow } from './AnswersRow';
import { ExportButtons } from './ExportButtons';
import { FieldDataMapPanel } from './FieldDataMapPanel';
import { FieldDataRow } from './FieldDataRow';
import { messageOf, type ListReply, type SaveReply } from './fieldDataReplies';
import { UnsavedEditsBar } from './UnsavedEditsBar';
import { useFormDefs } from './useFormDefs';
import './fieldDataList.css';

const TYPE = 'GeoKeeperFieldData';
/** Columns of the table (the answers row spans them). */
const COLUMNS = 8;

/**
 * A program's field data as one numbered list (trips followed by their records, orphans flagged
 * unparented; business spec §3) with local edits of label, state and each answer (§2, §4): every change is
 * kept in the browser until "save all" sends them in one applyGeoKeeperFieldDataEdits call; items
 * someone else saved meanwhile keep their edits, marked, for the user to resolve. Exports as KML
 * or ZIP from the toolbar. The column parameter is the program's id.
 */
export function FieldDataListView({ cellKey, routeParam, setRouteParam, openItem }: ViewProps) {
  const t = useTranslate();
  const engine = useEngine();
  const states = useLovEntries('GKD_STATES') ?? [];
  const [programs, setPrograms] = useState<readonly ItemChoice[] | undefined>(undefined);
  const [list, setList] = useState<ListReply | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ intent: 'warning' | 'danger' | 'success'; message: string } | undefined>(undefined);
  const { store, edits, unsaved } = useLocalEdits(TYPE, cellKey, () => setNotice({ intent: 'warning', message: 'types.GeoKeeperFieldData.edit.unsaved' }));
  const program = routeParam && programs?.some((choice) => choice.id === routeParam) ? routeParam : programs?.[0]?.id;
  const conflicts = Object.values(edits).filter((entry) => entry.conflict).length;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const forms = useFormDefs((list?.rows ?? []).filter((row) => open.has(row.item.$id)).flatMap((row) => (typeof row.item.formDef === 'string' ? [row.item.formDef] : [])));
  const toggle = (id: string): void =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  useEffect(() => {
    void engine.findItems(['GeoKeeperProgram'], '', 200).then(setPrograms, () => setPrograms([]));
  }, [engine]);

  const load = useCallback(async () => {
    if (!program) return;
    try {
      setList((await engine.send('act/listGeoKeeperFieldData', { program })) as ListReply);
    } catch (error) {
      setNotice({ intent: 'danger', message: messageOf(error) });
    }
  }, [engine, program]);

  useEffect(() => {
    setList(undefined);
    void load();
  }, [load]);

  const saveAll = async (): Promise<void> => {
    setSaving(true);
    setNotice(undefined);
    try {
      const reply = (await engine.send('act/applyGeoKeeperFieldDataEdits', { edits: store.payload() })) as SaveReply;
      store.discard(Object.keys(reply.applied));
      store.markConflicts(Object.fromEntries(Object.entries(reply.conflicts).map(([id, conflict]) => [id, { reason: conflict.reason, ...(conflict.item ? { serverU: conflict.item._u } : {}) }])));
      const kept = Object.keys(reply.conflicts).length;
      setNotice(kept > 0 ? { intent: 'warning', message: 'geokeeper.edits.savedWithConflicts' } : { intent: 'success', message: 'geokeeper.edits.saved' });
      await load();
    } catch (error) {
      // The save was refused as a whole: nothing was written and every edit is still here.
      setNotice({ intent: 'danger', message: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  if (!programs) return <Spinner className="gk-list-loading" />;
  if (!program) return <NonIdealState icon="geolocation" title={t('geokeeper.list.noPrograms')} />;
  return (
    <div className="gk-list" data-testid="gk-field-data-list">
      <div className="gk-list-toolbar">
        <H5 className="gk-list-title">{t('geokeeper.list.title')}</H5>
        <HTMLSelect value={program} aria-label={t('types.GeoKeeperFieldData.fields.program')} options={programs.map((choice) => ({ value: choice.id, label: choice.label }))} onChange={(event) => setRouteParam?.(event.target.value)} data-testid="gk-program" />
        <UnsavedEditsBar unsaved={unsaved} conflicts={conflicts} saving={saving} onSave={() => void saveAll()} onDiscard={() => store.discard()} />
        <span className="gk-list-spacer" />
        <Button variant="minimal" icon="refresh" aria-label={t('geokeeper.list.reload')} onClick={() => void load()} />
        <ExportButtons program={program} onFailure={(message) => setNotice({ intent: 'danger', message })} />
      </div>
      {notice && (
        <Callout intent={notice.intent} className="gk-notice" data-testid="gk-notice" data-message={notice.message}>
          {t(notice.message)}
        </Callout>
      )}
      <FieldDataMapPanel program={program} version={list} onOpen={(id) => openItem?.(id)} />
      {!list ? (
        <Spinner className="gk-list-loading" />
      ) : list.rows.length === 0 ? (
        <NonIdealState icon="search" title={t('geokeeper.list.empty')} />
      ) : (
        <div className="gk-table-scroll">
          <HTMLTable compact striped className="gk-table">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('types.GeoKeeperFieldData.fields.label')}</th>
                <th>{t('types.GeoKeeperFieldData.fields.formType')}</th>
                <th>{t('types.GeoKeeperFieldData.fields.state')}</th>
                <th>{t('types.GeoKeeperFieldData.fields.collected')}</th>
                <th>{t('types.GeoKeeperFieldData.fields.location')}</th>
                <th>{t('types.GeoKeeperFieldData.fields.media')}</th>
                <th aria-label={t('geokeeper.list.open')} />
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => {
                const id = row.item.$id;
                const formDef = typeof row.item.formDef === 'string' ? row.item.formDef : undefined;
                return (
                  <Fragment key={id}>
                    <FieldDataRow
                      row={row}
                      edits={edits[id]}
                      states={states}
                      onEdit={(property, value) => store.set(id, row.item._u, property, value, row.item[property])}
                      onOpen={() => openItem?.(id)}
                      answersOpen={open.has(id)}
                      onToggleAnswers={() => toggle(id)}
                      onKeepMine={() => store.rebase(id, edits[id]?.conflict?.serverU ?? row.item._u)}
                      onTakeTheirs={() => store.discard([id])}
                    />
                    {open.has(id) && (
                      <AnswersRow item={row.item} edits={edits[id]} form={formDef ? forms.get(formDef) : null} columns={COLUMNS} onEdit={(path, value, original) => store.set(id, row.item._u, path, value, original)} />
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </HTMLTable>
          {list.total > list.rows.length && <p className="gk-more">{t('geokeeper.list.more', { shown: list.rows.length, total: list.total })}</p>}
        </div>
      )}
    </div>
  );
}

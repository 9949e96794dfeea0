import { Button, Card, FormGroup, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Icons, IconSize, type IconName } from '@blueprintjs/icons';
import { useEffect } from 'react';
import type { ViewProps } from '../../../engine/react/plugin/viewContracts';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { CollectForm } from './collectTypes';
import { EntryForm, type EntryDraft } from './EntryForm';
import { newEntry } from './newEntry';
import { QueueList } from './QueueList';
import { RelatedPicker } from './RelatedPicker';
import { trackEntry } from './trackEntry';
import { useTrackRecorder } from './trackRecorder';
import { useCollect } from './useCollect';
import './collect.css';

/**
 * Icons load on demand (app/theme/iconLoader.ts), and offline only what was loaded before is there:
 * every icon the page may show (also those it shows first offline) loads while it is online, for the
 * service worker to keep.
 */
const PAGE_ICONS: IconName[] = ['offline', 'globe-network', 'play', 'stop', 'map-marker', 'camera', 'video', 'path', 'cross', 'refresh', 'add', 'search', 'lock', 'geolocation', 'warning-sign', 'small-cross', 'double-caret-vertical', 'caret-down', 'error'];

/**
 * The field collection page (/geokeeper.collect): pick a program and its forms, start a trip, record
 * its records with the device position, photos and videos; the trip's track (device positions while
 * it is open) is saved with the trip when it ends. Everything is queued on the device first and
 * sent whenever the browser is online, so the page works the same without a connection (its shell
 * is kept by the service worker, its choices and queue in IndexedDB).
 */
export function CollectView(_props: ViewProps) {
  const t = useTranslate();
  const { userId, session, entries, online, update, appendTrack, enqueue, retry } = useCollect();
  useEffect(() => {
    if (navigator.onLine) Icons.load(PAGE_ICONS, IconSize.STANDARD).catch(() => undefined);
  }, []);
  // The trip's track: device positions while it is open (hooks run before any early return).
  useTrackRecorder(session?.tripUuid !== undefined, appendTrack);
  if (userId === undefined) return <NonIdealState icon="lock" title={t('geokeeper.collect.signIn')} />;
  if (!session) return <Spinner className="vgn-cell-spinner" />;
  const programs = session.choices?.programs ?? [];
  if (programs.length === 0) {
    return <NonIdealState icon="geolocation" title={t(session.choices ? 'geokeeper.collect.noPrograms' : 'geokeeper.collect.noChoices')} />;
  }
  const program = programs.find((candidate) => candidate.id === session.programId) ?? programs[0];
  if (!program) return null;
  const formsOf = (formType: CollectForm['formType']) => program.forms.filter((form) => form.formType === formType);
  const tripForm = formsOf('trip').find((form) => form.id === session.tripFormId) ?? formsOf('trip')[0];
  const recordForm = formsOf('record').find((form) => form.id === session.recordFormId) ?? formsOf('record')[0];
  const trip = entries.find((entry) => entry.uuid === session.tripUuid);
  const waiting = entries.filter((entry) => entry.status !== 'sent').length;
  const related = (trip?.fields.related as string[] | undefined) ?? session.related ?? [];

  const save = async (form: CollectForm, draft: EntryDraft) => {
    const entry = newEntry({ userId, programId: program.id, form, ...draft, related, ...(form.formType === 'record' && trip ? { tripUuid: trip.uuid } : {}) });
    await enqueue(entry);
    // Where a record was taken is on the trip's way too.
    if (form.formType === 'record' && trip && draft.position) appendTrack(draft.position.location.coordinates);
    // The track starts where the trip was started.
    if (form.formType === 'trip') update({ tripUuid: entry.uuid, track: draft.position ? [draft.position.location.coordinates] : [] });
  };
  const endTrip = async () => {
    if (trip) await enqueue(trackEntry(trip, session.track ?? []));
    update({ tripUuid: undefined, track: undefined });
  };
  const recordsOnTrip = trip ? entries.filter((entry) => entry.tripUuid === trip.uuid && entry.formType === 'record').length : 0;
  const trackPoints = session.track?.length ?? 0;

  return (
    <div className="gk-collect" data-testid="gk-collect">
      <div className="gk-collect-bar">
        <Tag intent={online ? 'success' : 'warning'} icon={online ? 'globe-network' : 'offline'} data-testid="gk-collect-online">
          {t(online ? 'geokeeper.collect.online' : 'geokeeper.collect.offline')}
        </Tag>
        <span className="gk-collect-muted" data-testid="gk-collect-waiting">
          {t('geokeeper.collect.waiting', { count: waiting })}
        </span>
      </div>
      <Card className="gk-collect-card">
        <FormGroup label={t('geokeeper.collect.program')} labelFor="gk-collect-program">
          <HTMLSelect id="gk-collect-program" fill value={program.id} disabled={trip !== undefined} onChange={(event) => update({ programId: event.target.value })}>
            {programs.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="gk-collect-forms">
          <FormChoice label="geokeeper.collect.tripForm" id="gk-collect-trip-form" forms={formsOf('trip')} value={tripForm} disabled={trip !== undefined} onChange={(id) => update({ tripFormId: id })} />
          <FormChoice label="geokeeper.collect.recordForm" id="gk-collect-record-form" forms={formsOf('record')} value={recordForm} onChange={(id) => update({ recordFormId: id })} />
        </div>
        <RelatedPicker value={related} disabled={trip !== undefined} online={online} onChange={(next) => update({ related: next })} />
      </Card>
      {trip ? (
        <Card className="gk-collect-card" data-testid="gk-collect-trip">
          <div className="gk-collect-trip-head">
            <div>
              <h3 className="gk-collect-title">{String(trip.fields.label)}</h3>
              <span className="gk-collect-muted">{t('geokeeper.collect.recordsOnTrip', { count: recordsOnTrip })}</span>
              <span className="gk-collect-muted gk-collect-track" data-testid="gk-collect-track" data-points={trackPoints}>
                {t('geokeeper.collect.trackPoints', { count: trackPoints })}
              </span>
            </div>
            <Button icon="stop" text={t('geokeeper.collect.endTrip')} onClick={() => void endTrip()} />
          </div>
          {recordForm ? (
            <EntryForm key={recordForm.id} form={recordForm} defaultLabel={t('geokeeper.collect.recordLabel', { form: recordForm.label, n: recordsOnTrip + 1 })} submitText="geokeeper.collect.saveRecord" testId="gk-collect-record" onSave={(draft) => save(recordForm, draft)} />
          ) : (
            <p className="gk-collect-muted">{t('geokeeper.collect.noRecordForm')}</p>
          )}
        </Card>
      ) : (
        <Card className="gk-collect-card">
          <h3 className="gk-collect-title">{t(tripForm || !recordForm ? 'geokeeper.collect.newTrip' : 'geokeeper.collect.newRecord')}</h3>
          {tripForm ? (
            <EntryForm key={tripForm.id} form={tripForm} defaultLabel={t('geokeeper.collect.tripLabel', { date: Date.now() })} submitText="geokeeper.collect.startTrip" testId="gk-collect-start" onSave={(draft) => save(tripForm, draft)} />
          ) : recordForm ? (
            // Programs without trips take records on their own.
            <EntryForm key={recordForm.id} form={recordForm} defaultLabel={t('geokeeper.collect.recordLabel', { form: recordForm.label, n: entries.length + 1 })} submitText="geokeeper.collect.saveRecord" testId="gk-collect-record" onSave={(draft) => save(recordForm, draft)} />
          ) : (
            <p className="gk-collect-muted">{t('geokeeper.collect.noForms')}</p>
          )}
        </Card>
      )}
      <Card className="gk-collect-card">
        <h3 className="gk-collect-title">{t('geokeeper.collect.queue.title')}</h3>
        <QueueList entries={entries} onRetry={(entry) => void retry(entry)} />
      </Card>
    </div>
  );
}

interface FormChoiceProps {
  label: string;
  id: string;
  forms: readonly CollectForm[];
  value: CollectForm | undefined;
  disabled?: boolean;
  onChange(id: string): void;
}

function FormChoice({ label, id, forms, value, disabled, onChange }: FormChoiceProps) {
  const t = useTranslate();
  return (
    <FormGroup label={t(label)} labelFor={id}>
      <HTMLSelect id={id} fill value={value?.id ?? ''} disabled={disabled === true || forms.length === 0} onChange={(event) => onChange(event.target.value)}>
        {forms.length === 0 ? <option value="">{t('geokeeper.collect.noForm')}</option> : null}
        {forms.map((form) => (
          <option key={form.id} value={form.id}>
            {form.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

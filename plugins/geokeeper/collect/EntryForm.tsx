import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { QueuedPhoto } from './collectStore';
import type { CollectForm } from './collectTypes';
import { devicePosition, type DevicePosition } from './devicePosition';
import { PhotoPicker } from './PhotoPicker';
import { QuestionsForm } from './QuestionsForm';

export interface EntryDraft {
  label: string;
  answers: Record<string, unknown>;
  photos: QueuedPhoto[];
  position: DevicePosition | undefined;
}

interface EntryFormProps {
  form: CollectForm;
  defaultLabel: string;
  submitText: string;
  testId: string;
  onSave(draft: EntryDraft): Promise<void>;
}

/**
 * A trip or record being recorded: its label, the answers to the form's questions, photos and videos (records),
 * and, on saving, the device's position with its accuracy. Without a position it is saved anyway and
 * the page says why (a denied permission, no fix in time).
 */
export function EntryForm({ form, defaultLabel, submitText, testId, onSave }: EntryFormProps) {
  const t = useTranslate();
  const [label, setLabel] = useState('');
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [videos, setVideos] = useState<QueuedPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string>();

  const save = async (given: Record<string, unknown>) => {
    setBusy(true);
    setWarning(undefined);
    let position: DevicePosition | undefined;
    try {
      position = await devicePosition();
    } catch (error) {
      setWarning(error instanceof Error ? error.message : 'geokeeper.collect.position.unavailable');
    }
    try {
      // Photos and videos travel alike (resumable uploads, the record's media).
      await onSave({ label: label.trim() || defaultLabel, answers: given, photos: [...photos, ...videos], position });
      setLabel('');
      setAnswers({});
      setPhotos([]);
      setVideos([]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="gk-collect-entry-form" data-testid={testId}>
      <FormGroup label={t('geokeeper.collect.label')} labelFor={`${testId}-label`}>
        <InputGroup id={`${testId}-label`} value={label} placeholder={defaultLabel} onValueChange={setLabel} maxLength={200} />
      </FormGroup>
      <QuestionsForm form={form} answers={answers} onChange={setAnswers} onSubmit={(given) => void save(given)} idPrefix={testId}>
        {form.formType === 'record' ? <PhotoPicker photos={photos} max={form.maxPhotos} onChange={setPhotos} /> : null}
        {form.formType === 'record' ? <PhotoPicker kind="video" photos={videos} max={form.maxVideos} onChange={setVideos} /> : null}
        {warning ? (
          <Callout intent="warning" compact>
            {t(warning)}
          </Callout>
        ) : null}
        <Button type="submit" intent="primary" icon={form.formType === 'trip' ? 'play' : 'map-marker'} loading={busy} text={t(submitText)} fill />
      </QuestionsForm>
    </div>
  );
}

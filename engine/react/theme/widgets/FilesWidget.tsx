import { Button, FileInput, ProgressBar } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FieldSchema } from '../../../declarations/bundle';
import { hasType } from '../../../derive/schemaTypes';
import { useTranslate } from '../../i18n/useTranslate';
import { useEngine } from '../../services/EngineContext';
import { useItemLabel } from '../../services/hooks';
import { useControlProps } from './widgetSupport';

function AttachmentRow({ id, onRemove, disabled }: { id: string; onRemove: () => void; disabled: boolean }) {
  const t = useTranslate();
  const { ItemLink, attachmentHref } = useEngine();
  const label = useItemLabel(id);
  return (
    <li className="vgn-file-row">
      <ItemLink id={id}>{label}</ItemLink>
      <Button icon="download" variant="minimal" size="small" aria-label={t('views.files.download')} title={t('views.files.download')} onClick={() => window.open(attachmentHref(id), '_blank', 'noopener')} />
      <Button icon="trash" variant="minimal" size="small" intent="danger" aria-label={t('views.form.remove')} disabled={disabled} onClick={onRemove} />
    </li>
  );
}

/**
 * Attachments: files chosen here are uploaded at once (with progress) and the field stores the
 * ids of the Attachment items the server created, one id or a list as the schema says.
 */
export function FilesWidget(props: WidgetProps) {
  const t = useTranslate();
  const engine = useEngine();
  const control = useControlProps(props);
  const multiple = hasType(props.schema as FieldSchema, 'array');
  const ids = (Array.isArray(props.value) ? props.value : [props.value]).filter((v): v is string => typeof v === 'string' && v !== '');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const off = control.disabled || control.readOnly;

  const store = (next: string[]) => props.onChange(multiple ? (next.length === 0 ? undefined : next) : next.at(-1));

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setError(undefined);
    const chosen = multiple ? Array.from(files) : Array.from(files).slice(0, 1);
    const added: string[] = [];
    try {
      for (const [i, file] of chosen.entries()) {
        setProgress(i / chosen.length);
        const uploaded = await engine.uploadFile(file, (fraction) => setProgress((i + fraction) / chosen.length));
        added.push(uploaded.id);
      }
    } catch (failure: unknown) {
      setError(failure instanceof Error ? failure.message : 'errors.generalFailure');
    } finally {
      setProgress(undefined);
      if (added.length > 0) store(multiple ? [...ids, ...added] : added);
    }
  };

  return (
    <div className="vgn-files">
      {ids.length > 0 ? (
        <ul className="vgn-file-list">
          {ids.map((id) => (
            <AttachmentRow key={id} id={id} disabled={off} onRemove={() => store(ids.filter((other) => other !== id))} />
          ))}
        </ul>
      ) : null}
      {progress !== undefined ? <ProgressBar value={progress} intent="primary" /> : null}
      {!off ? (
        <FileInput
          text={t(multiple ? 'views.files.chooseMany' : 'views.files.chooseOne')}
          buttonText={t('views.files.browse')}
          disabled={progress !== undefined}
          inputProps={{ id: control.id, multiple, onChange: (event) => void upload(event.currentTarget.files) }}
          fill
        />
      ) : null}
      {error ? (
        <div className="vgn-field-error-text" role="alert">
          {t(error.startsWith('errors.') ? error : 'errors.generalFailure')}
        </div>
      ) : null}
    </div>
  );
}

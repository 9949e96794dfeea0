import { Button, FileInput, ProgressBar } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { Avatar } from '../../people/Avatar';
import { useEngine } from '../../services/EngineContext';
import type { EngineFormContext } from '../engineUi';
import { useControlProps } from './widgetSupport';

const PREVIEW_SIZE = 72;

/**
 * A picture (an avatar): the current one, a button to upload a new image (stored as an Attachment
 * whose id the field keeps) and one to remove it. The new picture shows at once from the file.
 */
export function AvatarWidget(props: WidgetProps) {
  const t = useTranslate();
  const engine = useEngine();
  const control = useControlProps(props);
  const itemId = (props.registry.formContext as EngineFormContext | undefined)?.itemId;
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const [preview, setPreview] = useState<{ url: string; for: string } | undefined>(undefined);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [error, setError] = useState(false);
  const off = control.disabled || control.readOnly;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(false);
    setProgress(0);
    try {
      const uploaded = await engine.uploadFile(file, setProgress);
      setPreview({ url: URL.createObjectURL(file), for: uploaded.id });
      props.onChange(uploaded.id);
    } catch {
      setError(true);
    } finally {
      setProgress(undefined);
    }
  };

  const name = t(props.label);
  const picture =
    preview !== undefined && preview.for === value ? (
      <img className="vgn-avatar" src={preview.url} alt={name} width={PREVIEW_SIZE} height={PREVIEW_SIZE} style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }} />
    ) : itemId !== undefined ? (
      <Avatar id={itemId} name={name} avatar={value ?? null} size={PREVIEW_SIZE} />
    ) : null;
  return (
    <div className="vgn-avatar-widget">
      {picture}
      <div className="vgn-avatar-widget-actions">
        {!off ? (
          <FileInput
            text={t('views.avatar.choose')}
            buttonText={t('views.files.browse')}
            disabled={progress !== undefined}
            inputProps={{ id: control.id, accept: 'image/jpeg,image/png,image/webp,image/gif', onChange: (event) => void upload(event.currentTarget.files?.[0]) }}
          />
        ) : null}
        {value !== undefined && !off ? <Button icon="trash" variant="minimal" intent="danger" text={t('views.avatar.remove')} onClick={() => props.onChange(undefined)} /> : null}
        {progress !== undefined ? <ProgressBar value={progress} intent="primary" /> : null}
        {error ? (
          <div className="vgn-field-error-text" role="alert">
            {t('views.avatar.failed')}
          </div>
        ) : null}
      </div>
    </div>
  );
}

import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { QueuedPhoto } from './collectStore';

interface PhotoPickerProps {
  photos: readonly QueuedPhoto[];
  max: number;
  onChange(photos: QueuedPhoto[]): void;
}

/** Photos for a record: the camera on a phone (capture), any image file elsewhere; at most the form's maxPhotos. */
export function PhotoPicker({ photos, max, onChange }: PhotoPickerProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  if (max === 0) return null;
  const add = (files: FileList | null) => {
    const taken = [...(files ?? [])].map(
      (file): QueuedPhoto => ({ key: crypto.randomUUID(), name: file.name || 'photo.jpg', type: file.type || 'image/jpeg', blob: file, taken: file.lastModified || Date.now() }),
    );
    onChange([...photos, ...taken].slice(0, max));
    if (input.current) input.current.value = '';
  };
  return (
    <div className="gk-collect-photos">
      <input ref={input} type="file" accept="image/*" capture="environment" multiple hidden data-testid="gk-collect-photo-input" onChange={(event) => add(event.target.files)} />
      <Button icon="camera" text={t('geokeeper.collect.addPhoto')} disabled={photos.length >= max} onClick={() => input.current?.click()} />
      <span className="gk-collect-muted">{t('geokeeper.collect.photoCount', { count: photos.length, max })}</span>
      {photos.map((photo) => (
        <Button
          key={photo.key}
          size="small"
          variant="minimal"
          icon="cross"
          text={photo.name}
          aria-label={t('geokeeper.collect.removePhoto', { name: photo.name })}
          onClick={() => onChange(photos.filter((kept) => kept.key !== photo.key))}
        />
      ))}
    </div>
  );
}

import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { QueuedPhoto } from './collectStore';

/** Photos or videos: what the file input accepts and the texts of its button and count. */
export type MediaKind = 'photo' | 'video';

const ACCEPT: Record<MediaKind, string> = { photo: 'image/*', video: 'video/*' };
const FALLBACK: Record<MediaKind, { name: string; type: string }> = { photo: { name: 'photo.jpg', type: 'image/jpeg' }, video: { name: 'video.mp4', type: 'video/mp4' } };

interface PhotoPickerProps {
  kind?: MediaKind;
  photos: readonly QueuedPhoto[];
  max: number;
  onChange(photos: QueuedPhoto[]): void;
}

/**
 * Photos (or videos) for a record: the phone's camera records them (capture), any image or video
 * file elsewhere; at most the form's maxPhotos (maxVideos). Both are queued and uploaded alike.
 */
export function PhotoPicker({ kind = 'photo', photos, max, onChange }: PhotoPickerProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  if (max === 0) return null;
  const add = (files: FileList | null) => {
    const taken = [...(files ?? [])].map(
      (file): QueuedPhoto => ({ key: crypto.randomUUID(), name: file.name || FALLBACK[kind].name, type: file.type || FALLBACK[kind].type, blob: file, taken: file.lastModified || Date.now() }),
    );
    onChange([...photos, ...taken].slice(0, max));
    if (input.current) input.current.value = '';
  };
  return (
    <div className="gk-collect-photos">
      <input ref={input} type="file" accept={ACCEPT[kind]} capture="environment" multiple hidden data-testid={`gk-collect-${kind}-input`} onChange={(event) => add(event.target.files)} />
      <Button icon={kind === 'photo' ? 'camera' : 'video'} text={t(kind === 'photo' ? 'geokeeper.collect.addPhoto' : 'geokeeper.collect.addVideo')} disabled={photos.length >= max} onClick={() => input.current?.click()} />
      <span className="gk-collect-muted">{t(kind === 'photo' ? 'geokeeper.collect.photoCount' : 'geokeeper.collect.videoCount', { count: photos.length, max })}</span>
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

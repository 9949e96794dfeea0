import { useState } from 'react';
import './avatar.css';

/** The picture of an item that has one (a user's avatar), by the item's id, resized by the server. */
export function avatarUrl(itemId: string, size: number, version?: string): string {
  const variant = size <= 64 ? 'thumbnail' : 'small';
  // The avatar's attachment id changes with the picture: a new URL, so no cache shows the old one.
  return `/api/item-id-image/${encodeURIComponent(itemId)}?variant=${variant}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
}

/** "Ada Lovelace" → "AL"; one letter for one word; "?" for nothing. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/** The initials' font size of an avatar of `size` pixels (never below 10 px: still legible). */
export function avatarFontSize(size: number): number {
  return Math.max(10, Math.round(size * 0.42));
}

export interface AvatarProps {
  /** The item the picture belongs to (a User). */
  id: string;
  /** Its name: the alternative text, and the initials shown without a picture. */
  name: string;
  /** The avatar attachment id when known: null or '' for none (initials, no request); undefined when unknown (asked, initials if none). */
  avatar?: string | null;
  /** Pixels (square). */
  size?: number;
}

/** A round picture of a person, or their initials when they have none. */
export function Avatar({ id, name, avatar, size = 24 }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = avatar === null || avatar === '' ? undefined : avatarUrl(id, size, avatar);
  const style = { width: size, height: size, fontSize: avatarFontSize(size) };
  if (src === undefined || failed === src) {
    return (
      <span className="vgn-avatar vgn-avatar-initials" style={style} role="img" aria-label={name}>
        {initialsOf(name)}
      </span>
    );
  }
  return <img className="vgn-avatar" style={style} src={src} alt={name} width={size} height={size} loading="lazy" onError={() => setFailed(src)} />;
}

import { Icon, type IconName } from '@blueprintjs/core';
import { VISIBILITY_LEVELS, type Visibility } from '../../declarations/systemFields';
import type { CellProps } from './cellProps';
import { useTranslate } from '../i18n/useTranslate';

/** Icon per visibility level; PUBLIC and COMMUNITY also carry a colour (platform spec §3). */
export const VISIBILITY_LOOK: Readonly<Record<Visibility, { icon: IconName; color?: string }>> = {
  PUBLIC: { icon: 'globe', color: '#238551' },
  COMMUNITY: { icon: 'people', color: '#2D72D2' },
  PROTECTED: { icon: 'shield' },
  PRIVATE: { icon: 'lock' },
};

function isVisibility(value: unknown): value is Visibility {
  return typeof value === 'string' && (VISIBILITY_LEVELS as readonly string[]).includes(value);
}

/** A visibility level: its icon in its colour, then its translated name (visibility.{LEVEL}). */
export function AccessCell({ value }: CellProps) {
  const t = useTranslate();
  if (!isVisibility(value)) return <span>{typeof value === 'string' ? value : ''}</span>;
  const label = t(`visibility.${value}`);
  const look = VISIBILITY_LOOK[value];
  return (
    <span className="vgn-cell-access" style={look.color ? { color: look.color } : undefined}>
      <Icon icon={look.icon} size={12} {...(look.color ? { color: look.color } : {})} /> {label}
    </span>
  );
}

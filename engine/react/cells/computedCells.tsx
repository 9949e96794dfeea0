import type { Intent } from '@blueprintjs/core';
import { computedValueMessageId, type TimeWindowState } from '../../derive/computed';
import { useTranslate } from '../i18n/useTranslate';
import type { CellProps } from './cellProps';
import { PlainTag } from './PlainTag';

const WINDOW_INTENTS: Readonly<Record<TimeWindowState, Intent>> = { PENDING: 'primary', ONGOING: 'success', PAST: 'none' };

function isWindowState(value: unknown): value is TimeWindowState {
  return value === 'PENDING' || value === 'ONGOING' || value === 'PAST';
}

/** A time window's state (computed field of kind timeWindow), translated as computed.timeWindow.{STATE}. */
export function TimeWindowCell({ value }: CellProps) {
  const t = useTranslate();
  if (!isWindowState(value)) return null;
  return (
    <PlainTag minimal round intent={WINDOW_INTENTS[value]} className="vgn-cell-time-window">
      {t(computedValueMessageId('timeWindow', value))}
    </PlainTag>
  );
}

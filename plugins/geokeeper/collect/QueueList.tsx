import { Button, Tag, type Intent } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { EntryStatus, QueuedEntry } from './collectStore';

const INTENTS: Record<EntryStatus, Intent> = { queued: 'none', sending: 'primary', sent: 'success', failed: 'danger' };

interface QueueListProps {
  entries: readonly QueuedEntry[];
  onRetry(entry: QueuedEntry): void;
}

/** What this device collected, newest first, with where each trip or record is on its way to the server. */
export function QueueList({ entries, onRetry }: QueueListProps) {
  const t = useTranslate();
  const { ItemLink } = useEngine();
  if (entries.length === 0) return <p className="gk-collect-muted">{t('geokeeper.collect.queue.empty')}</p>;
  return (
    <ul className="gk-collect-queue" data-testid="gk-collect-queue">
      {[...entries].reverse().map((entry) => (
        <li key={entry.uuid} className="gk-collect-entry" data-testid="gk-collect-entry" data-status={entry.status}>
          <div className="gk-collect-entry-main">
            <span className="gk-collect-entry-label">
              {entry.itemId ? <ItemLink id={entry.itemId}>{String(entry.fields.label)}</ItemLink> : String(entry.fields.label)}
            </span>
            <span className="gk-collect-muted">
              {t(`geokeeper.collect.kind.${entry.formType}`)}
              {entry.photos.length > 0 ? ` · ${t('geokeeper.collect.media', { count: entry.photos.length })}` : ''}
            </span>
            {entry.reason ? <span className="gk-collect-reason">{t(entry.reason)}</span> : null}
          </div>
          <Tag intent={INTENTS[entry.status]} minimal={entry.status === 'queued'} round>
            {t(`geokeeper.collect.status.${entry.status}`)}
          </Tag>
          {entry.status === 'failed' ? <Button size="small" variant="minimal" icon="refresh" text={t('geokeeper.collect.retry')} onClick={() => onRetry(entry)} /> : null}
        </li>
      ))}
    </ul>
  );
}

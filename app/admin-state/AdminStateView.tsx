import { Callout, Card, HTMLTable, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { useCellChrome } from '../layout/useCellChrome';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { formatFileSize } from '../../engine/format/fileSize';
import { uptimeParts, type ServerStateReply } from './serverState';
import { useServerState } from './useServerState';
import './adminState.css';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card className="vgn-state-figure" compact>
      <div className="vgn-state-label">{label}</div>
      <div className="vgn-state-value">{children}</div>
    </Card>
  );
}

function Overview({ state }: { state: ServerStateReply }) {
  const t = useTranslate();
  // Sizes as every file size in the product shows them (spec §9: steps of 1000).
  const { locale } = useIntl();
  const formatBytes = (bytes: number): string => formatFileSize(bytes, locale);
  return (
    <div className="vgn-state-figures">
      <Figure label={t('adminState.version')}>{state.version}</Figure>
      <Figure label={t('adminState.uptime')}>
        <FormattedMessage id="adminState.uptimeValue" values={uptimeParts(state.uptimeSeconds)} />
      </Figure>
      <Figure label={t('adminState.databaseSize')}>{formatBytes(state.database.bytes)}</Figure>
      <Figure label={t('adminState.items')}>
        <FormattedNumber value={state.database.items} />
      </Figure>
      <Figure label={t('adminState.sockets')}>
        <FormattedMessage id="adminState.socketsValue" values={state.sockets} />
      </Figure>
      <Figure label={t('adminState.memory')}>
        <FormattedMessage id="adminState.memoryValue" values={{ rss: formatBytes(state.memory.rss), heap: formatBytes(state.memory.heapUsed) }} />
      </Figure>
    </div>
  );
}

function ItemCounts({ state }: { state: ServerStateReply }) {
  const t = useTranslate();
  const { registry } = useEngine();
  // Type labels, not keys: a type no longer declared (removed by an administrator) keeps its key.
  const labelOf = (type: string): string => {
    const label = registry.types.get(type)?.declaration.label;
    return label === undefined ? type : t(label);
  };
  return (
    <section>
      <h3>{t('adminState.itemsByType')}</h3>
      <HTMLTable compact striped className="vgn-state-table" aria-label={t('adminState.itemsByType')}>
        <thead>
          <tr>
            <th>{t('adminState.type')}</th>
            <th className="vgn-state-number">{t('adminState.count')}</th>
          </tr>
        </thead>
        <tbody>
          {state.database.itemsByType.map((row) => (
            <tr key={row.type}>
              <td>{labelOf(row.type)}</td>
              <td className="vgn-state-number">
                <FormattedNumber value={row.count} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

function Tasks({ state }: { state: ServerStateReply }) {
  const t = useTranslate();
  const intl = useIntl();
  return (
    <section>
      <h3>{t('adminState.tasks')}</h3>
      {state.tasks.length === 0 ? (
        <p className="vgn-state-empty">{t('adminState.noTasks')}</p>
      ) : (
        <ul className="vgn-state-list">
          {state.tasks.map((task) => (
            <li key={task.key}>
              <FormattedMessage id="adminState.taskStarted" values={{ time: intl.formatTime(task.started) }} />
              <ProgressBar value={task.percentageComplete / 100} stripes={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentErrors({ state }: { state: ServerStateReply }) {
  const t = useTranslate();
  const intl = useIntl();
  return (
    <section>
      <h3>{t('adminState.recentErrors')}</h3>
      {state.recentErrors.length === 0 ? (
        <p className="vgn-state-empty">{t('adminState.noErrors')}</p>
      ) : (
        <ul className="vgn-state-list vgn-state-errors">
          {state.recentErrors.map((entry, index) => (
            <li key={`${entry.time}-${index}`}>
              <span className="vgn-state-time">{intl.formatDate(entry.time, { dateStyle: 'short', timeStyle: 'medium' })}</span> {entry.message}
              {entry.detail === undefined ? null : <div className="vgn-state-detail">{entry.detail}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AdminStateBody({ cellKey }: ViewProps) {
  const t = useTranslate();
  const session = useSession();
  const admin = session.user.admin === true;
  useCellChrome(cellKey, { title: t('nav.admin.state'), icon: 'dashboard', width: 'FULL' });
  const { state, error } = useServerState(admin);
  if (!admin) return <NonIdealState icon="lock" description={t('adminState.adminOnly')} />;
  return (
    <div className="vgn-state">
      {error === null ? null : (
        <Callout intent="warning" compact>
          {t(error)}
        </Callout>
      )}
      {state === null ? (
        error === null ? <Spinner size={32} /> : null
      ) : (
        <>
          <Overview state={state} />
          <div className="vgn-state-columns">
            <ItemCounts state={state} />
            <div>
              <Tasks state={state} />
              <RecentErrors state={state} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * admin.state (administrators): what the server is doing now — version, uptime, database size and
 * items per type, open sockets and users, running tasks, memory, recent errors — refreshed while open.
 */
export function AdminStateView(props: ViewProps) {
  return (
    <AppEngineProvider>
      <AdminStateBody {...props} />
    </AppEngineProvider>
  );
}

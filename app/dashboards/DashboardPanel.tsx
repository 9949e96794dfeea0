import { Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavDashboard } from '../../engine/declarations/bundle';
import { calendarDays } from '../../engine/derive/dashboards';
import { formatDate } from '../../engine/format/dateFormat';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useViewClock } from '../../engine/react/views/useViewClock';
import { HomeCardFrame } from '../home/HomeCardFrame';
import type { CachedItem } from '../net/itemCache';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useLiveSearchRun } from '../search/useLiveSearchRun';
import { DashboardRow } from './DashboardRow';
import { dashboardRequest } from './dashboardRequest';

/** Pause after a pushed change of a shown type before the dashboard is searched again. */
const LIVE_REFRESH_MS = 500;
const NO_MATCH: never[] = [];

/** The items by day, each day headed by its date; days before today are marked past due. */
function CalendarBody({ rows, labels, dateField, now }: { rows: CachedItem[]; labels: Record<string, string> | undefined; dateField: string; now: Date }) {
  const { locale } = useIntl();
  const today = now.toISOString().slice(0, 10);
  return (
    <ol className="vgn-dashboard-days">
      {calendarDays(rows, (row) => row[dateField]).map(({ day, items }) => (
        <li key={day} className={day < today ? 'vgn-dashboard-day vgn-dashboard-day-past' : 'vgn-dashboard-day'} data-day={day}>
          <div className="vgn-dashboard-day-head">
            <span className="vgn-dashboard-date">{formatDate(`${day}T12:00:00`, locale)}</span>
            {day === today ? <FormattedMessage id="dashboards.today" /> : day < today ? <FormattedMessage id="dashboards.past" /> : null}
          </div>
          <ul className="vgn-dashboard-rows">
            {items.map((row) => (
              <DashboardRow key={row.$id} row={row} label={labels?.[row.$id]} now={now} hidden={dateField} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * One declared dashboard as a card: its search (one search/ids and one readMany/object), shown as
 * a list or by day (calendar), live through a type watch, with a link to the full search it
 * summarizes when it declares one.
 */
export function DashboardPanel({ dashboard }: { dashboard: NavDashboard }) {
  const t = useTranslate();
  const request = useMemo(() => dashboardRequest(dashboard), [dashboard]);
  const run = useLiveSearchRun(request, dashboard.types, NO_MATCH, LIVE_REFRESH_MS);
  const now = useViewClock(false);
  const { go } = useColumnNavigation();
  const total = run.reply?.total ?? 0;
  const footer =
    dashboard.more !== undefined && total > 0 ? (
      // A menu view opens in place of the columns, as the menu opens it (a view never follows another).
      <a
        href={viewLocation(dashboard.more)}
        className="vgn-dashboard-more"
        onClick={(event) => {
          event.preventDefault();
          void go(viewLocation(dashboard.more ?? ''));
        }}
      >
        <FormattedMessage id="dashboards.all" />
        {total > run.rows.length ? <> ({total})</> : null}
      </a>
    ) : undefined;
  return (
    <HomeCardFrame cardKey={`dashboard-${dashboard.key}`} title={t(dashboard.title)} {...(dashboard.icon !== undefined ? { icon: dashboard.icon } : {})} {...(footer ? { footer } : {})}>
      <div className="vgn-dashboard" data-testid={`dashboard-${dashboard.key}`} data-total={run.reply ? total : undefined}>
        {run.loading && !run.reply ? <Spinner size={20} /> : null}
        {run.error !== undefined ? <ErrorMessage error={run.error} /> : null}
        {run.reply && run.rows.length === 0 && run.error === undefined ? (
          <p className="vgn-home-empty">
            <FormattedMessage id="dashboards.none" />
          </p>
        ) : null}
        {run.rows.length > 0 && dashboard.display === 'calendar' && dashboard.dateField !== undefined ? (
          <CalendarBody rows={run.rows} labels={run.reply?.labels} dateField={dashboard.dateField} now={now} />
        ) : run.rows.length > 0 ? (
          <ul className="vgn-dashboard-rows">
            {run.rows.map((row) => (
              <DashboardRow key={row.$id} row={row} label={run.reply?.labels?.[row.$id]} now={now} />
            ))}
          </ul>
        ) : null}
      </div>
    </HomeCardFrame>
  );
}

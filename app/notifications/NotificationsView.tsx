import { Button, Card, Icon, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CellView } from '../../engine/react/cells/cellRenderers';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { useCellChrome } from '../layout/useCellChrome';
import { api } from '../net/api';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { showError } from '../overlays/alerts';
import { useRouteState } from '../routing/RouteStateContext';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { DEFAULT_SEARCH_MAX } from '../search/searchProtocol';
import type { ViewProps } from '../views/viewRegistry';
import { fetchNotificationsBody, markBody, notificationEntries, withMarks, type NotificationEntry } from './notificationList';
import './notifications.css';

/** Pushes that bring a new or changed notification (platform spec §4, §7). */
const NOTIFICATION_PUSHES = ['item/notify'];

/** The text of an event kind: its message (events.{KIND}) or the kind itself, readable. */
function useKindText(): (kind: string) => string {
  const t = useTranslate();
  return (kind) => {
    const id = `events.${kind}`;
    const text = t(id);
    return text === id ? kind.replace(/_/g, ' ') : text;
  };
}

function NotificationRow({ entry, open, onOpen, onMark }: { entry: NotificationEntry; open: boolean; onOpen: () => void; onMark: (asUnread: boolean) => void }) {
  const t = useTranslate();
  const kindText = useKindText();
  const markLabel = t(entry.unread ? 'views.notifications.markRead' : 'views.notifications.markUnread');
  return (
    <Card
      compact
      interactive
      selected={open}
      className={entry.unread ? 'vgn-notification vgn-notification-unread' : 'vgn-notification'}
      onClick={onOpen}
      data-testid="notification"
    >
      <Icon icon={entry.unread ? 'notifications-updated' : 'notifications'} intent={entry.unread ? 'primary' : 'none'} />
      <div className="vgn-notification-text">
        <div className="vgn-notification-kind">{kindText(entry.kind)}</div>
        {entry.context ? (
          <div className="vgn-notification-context">
            <CellView cell="item-ref" value={entry.context} {...(entry.labels ? { labels: entry.labels } : {})} />
          </div>
        ) : null}
        {entry.by ? <div className="vgn-notification-by">{t('views.notifications.by', { name: entry.by })}</div> : null}
        {entry.ts ? <CellView cell="relative-time" value={entry.ts} /> : null}
      </div>
      <Button
        icon={entry.unread ? 'eye-open' : 'eye-off'}
        variant="minimal"
        aria-label={markLabel}
        title={markLabel}
        onClick={(event) => {
          event.stopPropagation();
          onMark(!entry.unread);
        }}
      />
    </Card>
  );
}

function NotificationsBody({ cellKey, columnIndex }: ViewProps) {
  const t = useTranslate();
  const { specs } = useRouteState();
  const { open } = useColumnNavigation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [max, setMax] = useState(DEFAULT_SEARCH_MAX);
  const [entries, setEntries] = useState<NotificationEntry[] | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    api.send('act/fetchNotifications', fetchNotificationsBody(unreadOnly, max)).then(
      (reply) => {
        if (!live) return;
        setEntries(notificationEntries(reply));
        setFailure(undefined);
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [unreadOnly, max, generation]);

  useEffect(() => {
    const offs = NOTIFICATION_PUSHES.map((o) => api.onPush(o, () => setGeneration((n) => n + 1)));
    return () => offs.forEach((off) => off());
  }, []);

  const mark = useCallback(async (indexes: number[], asUnread: boolean) => {
    if (indexes.length === 0) return;
    setEntries((current) => (current ? withMarks(current, indexes, asUnread) : current));
    try {
      await api.send('act/markNotifications', markBody(indexes, asUnread));
    } catch (error) {
      showError(error);
      setGeneration((n) => n + 1);
    }
  }, []);

  const unreadIndexes = useMemo(() => (entries ?? []).filter((e) => e.unread).map((e) => e.index), [entries]);
  const markAllLabel = t('views.notifications.markAllRead');
  const controls = useMemo(
    () => [
      {
        name: 'unread-only',
        node: <Switch checked={unreadOnly} label={t('views.notifications.unreadOnly')} onChange={() => setUnreadOnly((v) => !v)} inline className="vgn-unread-switch" />,
      },
      {
        name: 'mark-all-read',
        node: <Button icon="tick" variant="minimal" aria-label={markAllLabel} title={markAllLabel} disabled={unreadIndexes.length === 0} onClick={() => void mark(unreadIndexes, false)} />,
      },
    ],
    [unreadOnly, unreadIndexes, mark, markAllLabel, t],
  );
  useCellChrome(cellKey, { title: t('views.notifications.title'), icon: 'notifications', controls });

  if (failure !== undefined) return <ErrorMessage error={failure} />;
  if (entries === undefined) return <Spinner size={32} />;
  if (entries.length === 0) return <NonIdealState icon="notifications" description={<FormattedMessage id="app.noResults.NONE" />} />;
  const next = specs[columnIndex + 1]?.key;
  return (
    <div className="vgn-notifications">
      {entries.map((entry) => (
        <NotificationRow
          key={entry.id}
          entry={entry}
          open={entry.context !== undefined && next === `i-${entry.context}`}
          onMark={(asUnread) => void mark([entry.index], asUnread)}
          onOpen={() => {
            if (entry.unread) void mark([entry.index], false);
            if (entry.context) void open(columnIndex, { key: `i-${entry.context}` });
          }}
        />
      ))}
      {entries.length >= max ? (
        <Button icon="more" onClick={() => setMax((m) => m + DEFAULT_SEARCH_MAX)} fill>
          <FormattedMessage id="views.search.loadMore" />
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The notification list (/notifications): newest first, unread ones marked; opening one marks it
 * read and shows its item in the next column (/notifications/i-{itemId}); each can be marked read
 * or unread again, all at once from the toolbar. New notifications arrive by push.
 */
export function NotificationsView(props: ViewProps) {
  return (
    <AppEngineProvider>
      <NotificationsBody {...props} />
    </AppEngineProvider>
  );
}

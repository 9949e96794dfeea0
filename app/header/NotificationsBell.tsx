import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PlainTag } from '../../engine/react/cells/PlainTag';

/** One unread notification as the bell reads it: what happened, on which item, by whom, when. */
export interface UnreadNotification {
  id: string;
  /** Event kind; its text is the message events.{kind} (or the kind made readable). */
  kind: string;
  /** The item the notification is about: opened at /notifications/i-{context}. */
  context: string;
  /** The item's title; "" when the user may no longer read it. */
  title: string;
  /** The name of who acted; "" for the platform. */
  by: string;
  ts?: string;
}

export interface NotificationsBellProps {
  unreadCount: number;
  /** The first five unread notifications (platform spec §9: the menu shows 5). */
  unread: readonly UnreadNotification[];
  /** Opens the notification's item (and marks that item's notifications read). */
  onOpen: (notification: UnreadNotification) => void;
  onViewAll: () => void;
  /** Any system alert is live: the menu offers to show them again. */
  hasSystemAlerts: boolean;
  onShowSystemAlerts: () => void;
}

/** "Changed: Stoney Creek First Nation, by Lena · 5 minutes ago" (never an id or a message key). */
export function NotificationLine({ notification }: { notification: UnreadNotification }) {
  const intl = useIntl();
  const kindId = `events.${notification.kind}`;
  const what = intl.messages[kindId] === undefined ? notification.kind.replace(/_/g, ' ') : intl.formatMessage({ id: kindId });
  const title = notification.title || intl.formatMessage({ id: 'shell.notifications.unreadableItem' });
  return (
    <span className="vgn-bell-line">
      {notification.by
        ? intl.formatMessage({ id: 'shell.notifications.lineBy' }, { what, title, by: notification.by })
        : intl.formatMessage({ id: 'shell.notifications.line' }, { what, title })}
      {notification.ts ? (
        <span className="bp6-text-muted">
          {' · '}
          <RelativeTime ts={notification.ts} />
        </span>
      ) : null}
    </span>
  );
}

function RelativeTime({ ts }: { ts: string }) {
  const intl = useIntl();
  const seconds = Math.round((Date.parse(ts) - Date.now()) / 1000);
  const [value, unit] = relativeUnit(seconds);
  return <time dateTime={ts}>{intl.formatRelativeTime(value, unit, { numeric: 'auto' })}</time>;
}

function relativeUnit(seconds: number): [number, 'second' | 'minute' | 'hour' | 'day'] {
  const abs = Math.abs(seconds);
  if (abs < 60) return [seconds, 'second'];
  if (abs < 3600) return [Math.round(seconds / 60), 'minute'];
  if (abs < 86400) return [Math.round(seconds / 3600), 'hour'];
  return [Math.round(seconds / 86400), 'day'];
}

/** The header bell: unread badge, first five unread, view all, and the system-alerts entry. */
export function NotificationsBell(props: NotificationsBellProps) {
  const intl = useIntl();
  const { unreadCount, unread, onOpen, onViewAll, hasSystemAlerts, onShowSystemAlerts } = props;
  const label = intl.formatMessage({ id: 'shell.notifications.label' }, { count: unreadCount });
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="vgn-notifications-menu">
          {unread.length === 0 && <MenuItem disabled text={intl.formatMessage({ id: 'shell.notifications.none' })} />}
          {unread.slice(0, 5).map((n) => (
            <MenuItem key={n.id} icon="notifications" text={<NotificationLine notification={n} />} onClick={() => onOpen(n)} data-testid="bell-notification" />
          ))}
          <MenuDivider />
          <MenuItem icon="list" text={intl.formatMessage({ id: 'shell.notifications.viewAll' })} onClick={onViewAll} />
          {hasSystemAlerts && (
            <MenuItem icon="warning-sign" intent="warning" text={intl.formatMessage({ id: 'shell.notifications.systemAlerts' })} onClick={onShowSystemAlerts} />
          )}
        </Menu>
      }
    >
      <Button variant="minimal" icon="notifications" aria-label={label} className="vgn-bell" data-testid="notifications-bell">
        {unreadCount > 0 && (
          <PlainTag round intent="danger" className="vgn-badge">
            {unreadCount > 99 ? '99+' : unreadCount}
          </PlainTag>
        )}
        <span className="vgn-visually-hidden">
          <FormattedMessage id="shell.notifications.label" values={{ count: unreadCount }} />
        </span>
      </Button>
    </PopoverNext>
  );
}

import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';

export interface UnreadNotification {
  id: string;
  label: string;
}

export interface NotificationsBellProps {
  unreadCount: number;
  /** The first five unread notifications (platform spec §9: the menu shows 5). */
  unread: readonly UnreadNotification[];
  onOpen: (id: string) => void;
  onViewAll: () => void;
  /** Any system alert is live: the menu offers to show them again. */
  hasSystemAlerts: boolean;
  onShowSystemAlerts: () => void;
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
            <MenuItem key={n.id} icon="notifications" text={n.label} onClick={() => onOpen(n.id)} />
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
          <Tag round intent="danger" className="vgn-badge">
            {unreadCount > 99 ? '99+' : unreadCount}
          </Tag>
        )}
        <span className="vgn-visually-hidden">
          <FormattedMessage id="shell.notifications.label" values={{ count: unreadCount }} />
        </span>
      </Button>
    </PopoverNext>
  );
}

import { Button } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HomeCardProps } from '../../engine/react/plugin/homeCards';
import { NotificationLine } from '../header/NotificationsBell';
import { useUnreadNotifications } from '../header/useHeaderData';
import { api } from '../net/api';
import { showError } from '../overlays/alerts';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useSession } from '../session/useSession';

/**
 * The user's latest unread notifications (the bell's five, live the same way). Opening one marks
 * that item's notifications read and shows the item beside the home page.
 */
export function NotificationsCard({ openItem }: HomeCardProps) {
  const intl = useIntl();
  const session = useSession();
  const { go } = useColumnNavigation();
  const { count, unread } = useUnreadNotifications(true, session.user.$id);
  return (
    <>
      {unread.length === 0 ? (
        <p className="vgn-home-empty">
          <FormattedMessage id="home.notifications.none" />
        </p>
      ) : (
        <ul className="vgn-home-list">
          {unread.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className="vgn-home-list-button"
                data-testid="home-notification"
                onClick={() => {
                  // Read once opened, as from the bell; a failure leaves them unread and says so.
                  api.send('act/markNotifications', { indexes: [], context: notification.context }).catch(showError);
                  openItem(notification.context);
                }}
              >
                <NotificationLine notification={notification} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="minimal" size="small" icon="list" onClick={() => void go(viewLocation('notifications'))}>
        {count > unread.length ? intl.formatMessage({ id: 'home.notifications.allCount' }, { count }) : intl.formatMessage({ id: 'home.notifications.all' })}
      </Button>
    </>
  );
}

import { AnchorButton, H3, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../engine/derive/menuTree';
import { useWhatsNew } from '../header/useHeaderData';
import { sortByVersion } from '../header/whatsNewCount';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useSession } from '../session/useSession';
import { GoToList } from './GoToList';
import { HomeCardFrame } from './HomeCardFrame';

/** Menu entries the welcome offers as its own buttons, left out of its "Go to" row. */
const OFFERED_ABOVE = new Set(['sign-in', 'register']);

/** What's-new entries the welcome page shows (the rest are one click away). */
const WHATS_NEW_SHOWN = 3;

function RouteButton({ view, icon, intent, textId }: { view: string; icon: 'log-in' | 'new-person'; intent?: 'primary'; textId: string }) {
  const intl = useIntl();
  const { go } = useColumnNavigation();
  const href = viewLocation(view);
  return (
    <AnchorButton
      href={href}
      icon={icon}
      size="large"
      {...(intent ? { intent } : {})}
      text={intl.formatMessage({ id: textId })}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void go(href);
      }}
    />
  );
}

/** The page a visitor (signed out) lands on: a welcome, sign in or register, and the public what's new. */
export function VisitorHome({ siteName, menu }: { siteName: string; menu: readonly MenuNode[] }) {
  const intl = useIntl();
  const session = useSession();
  const { go } = useColumnNavigation();
  const entries = sortByVersion(useWhatsNew(false, intl.locale, session.user)).slice(0, WHATS_NEW_SHOWN);
  return (
    <div className="vgn-home vgn-home-visitor">
      <header className="vgn-home-header vgn-home-welcome">
        <H3>
          <FormattedMessage id="shell.home.welcomeAnonymous" values={{ site: siteName }} />
        </H3>
        <p className="vgn-home-intro">
          <FormattedMessage id="home.visitor.intro" />
        </p>
        <div className="vgn-home-actions">
          <RouteButton view="sign-in" icon="log-in" intent="primary" textId="home.visitor.signIn" />
          <RouteButton view="register" icon="new-person" textId="home.visitor.register" />
        </div>
      </header>
      {entries.length > 0 ? (
        <div className="vgn-home-cards">
          <HomeCardFrame
            cardKey="whats-new"
            icon="lightbulb"
            title={intl.formatMessage({ id: 'home.visitor.whatsNew' })}
            footer={
              <AnchorButton
                variant="minimal"
                size="small"
                icon="list"
                href="/whats-new"
                onClick={(event) => {
                  event.preventDefault();
                  void go('/whats-new');
                }}
                text={intl.formatMessage({ id: 'home.visitor.whatsNewAll' })}
              />
            }
          >
            <ul className="vgn-home-list vgn-home-news">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <div className="vgn-home-news-title">
                    <Tag minimal intent="primary">{`v${entry.version}`}</Tag> {entry.title}
                  </div>
                  {entry.body !== undefined ? <p className="vgn-home-news-body">{entry.body}</p> : null}
                </li>
              ))}
            </ul>
          </HomeCardFrame>
        </div>
      ) : null}
      <GoToList nodes={menu.filter((node) => !OFFERED_ABOVE.has(node.path))} />
    </div>
  );
}

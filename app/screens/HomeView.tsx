import { Card, H3, Icon, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { flattenMenu, menuFor, menuHref, menuUserOf } from '../header/menuGlue';
import { deploymentOf } from '../net/config';
import { useConfig } from '../net/useConfig';
import { useRegistry } from '../registry/useRegistry';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { hasValidToken, isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import { toIconName } from '../theme/iconName';
import type { ViewProps } from '../views/viewRegistry';
import { useViewTitle } from './useViewTitle';

/** The home view: a welcome and the user's menu entries as a dashboard of links. */
export function HomeView({ cellKey }: ViewProps) {
  useViewTitle(cellKey, 'shell.views.home', 'home');
  const translate = useTranslate();
  const session = useSession();
  const config = useConfig();
  const registry = useRegistry();
  const signedIn = isSignedIn(session);
  const validToken = hasValidToken(session);
  // The same deployment as the drawer: a dedicated deployment hides capability entries it holds no key for.
  const tree = useMemo(
    () => menuFor(registry?.nav ?? [], menuUserOf(session.user, signedIn, validToken), deploymentOf({ dedicated: config.dedicated, ...(config.keyCaps ? { keyCaps: config.keyCaps } : {}) })),
    [registry, session.user, signedIn, validToken, config.dedicated, config.keyCaps],
  );
  const { go } = useColumnNavigation();
  const entries = flattenMenu([...tree.main, ...tree.admin]).filter(({ node }) => menuHref(node) !== undefined);

  return (
    <div className="vgn-home">
      <H3>
        {session.user.name ? (
          <FormattedMessage id="shell.home.welcome" values={{ name: session.user.name }} />
        ) : (
          <FormattedMessage id="shell.home.welcomeAnonymous" values={{ site: config.siteName }} />
        )}
      </H3>
      {entries.length === 0 ? (
        <NonIdealState icon="compass" description={<FormattedMessage id="shell.home.empty" />} />
      ) : (
        <div className="vgn-home-grid">
          {entries.map(({ node }) => {
            // A menu entry is a route of its own: it replaces the columns, as the drawer does.
            const href = menuHref(node) ?? viewLocation(node.path);
            return (
              <a
                key={node.path}
                href={href}
                className="vgn-home-link"
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void go(href);
                }}
              >
                <Card interactive className="vgn-home-card">
                  <Icon icon={toIconName(node.icon) ?? 'application'} size={20} />
                  <span>{translate(node.title)}</span>
                </Card>
              </a>
            );
          })}
        </div>
      )}
    </div>
  );
}

import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { menuUserOf } from '../header/menuGlue';
import { useCellChrome } from '../layout/useCellChrome';
import { config, deploymentOf } from '../net/config';
import { useRegistry } from '../registry/useRegistry';
import { hasValidToken, isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { DashboardGrid } from './DashboardGrid';
import { useDashboards } from './useDashboards';

/**
 * Every nav view of kind dashboard ("consult.dashboard"): the dashboards it declares that the user
 * sees (each one's show rule), as the cards the home page also shows.
 */
export function DashboardView({ cellKey }: ViewProps) {
  const t = useTranslate();
  const session = useSession();
  const registry = useRegistry();
  const path = cellKey.startsWith('v-') ? cellKey.slice(2) : cellKey;
  const nav = registry?.nav.find((item) => item.path === path);
  const signedIn = isSignedIn(session);
  const validToken = hasValidToken(session);
  const user = useMemo(() => menuUserOf(session.user, signedIn, validToken), [session.user, signedIn, validToken]);
  const deployment = useMemo(() => deploymentOf(config), []);
  const dashboards = useDashboards(user, deployment, path);
  useCellChrome(cellKey, { title: nav ? t(nav.title) : path, icon: nav?.icon ?? 'dashboard', width: nav?.view?.width ?? 'FULL' });
  return (
    <AppEngineProvider>
      <div className="vgn-home">
        {dashboards.length === 0 ? (
          <p className="vgn-home-empty">
            <FormattedMessage id="dashboards.empty" />
          </p>
        ) : (
          <DashboardGrid dashboards={dashboards} />
        )}
      </div>
    </AppEngineProvider>
  );
}

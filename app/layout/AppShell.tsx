import { Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { GuidanceProvider } from '../../engine/react/guidance/GuidanceContext';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { AppHeader } from '../header/AppHeader';
import { useRecentItemsTracker } from '../home/useRecentItems';
import { useConfig } from '../net/useConfig';
import { Overlays } from '../overlays/Overlays';
import { useRegistry, useRegistryState } from '../registry/useRegistry';
import { columnSpecs } from '../routing/buildLocation';
import { parseRoute } from '../routing/parseRoute';
import { routeAccess } from '../routing/routeAccess';
import { navRoutes, routeTableFrom } from '../routing/routeTable';
import { RouteStateContext } from '../routing/RouteStateContext';
import type { RouteColumn } from '../routing/routeTypes';
import { tokenStatusOf } from '../routing/tokenStatus';
import { isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import { useDarkMode } from '../theme/useDarkMode';
import { useGuidanceClass } from '../theme/useGuidanceClass';
import { defaultCellWidth, fallbackCellTitle } from './cellDefaults';
import { ColumnsLayout } from './ColumnsLayout';
import { FullPage } from './FullPage';
import { useCompactScreen } from './useCompactScreen';

/**
 * The one catch-all route (platform spec §2): parses the address into columns, applies route
 * access (redirects to sign-in, waits while a stored token is checked), and renders header,
 * columns (or a no-columns page) and overlays.
 */
export function AppShell() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const config = useConfig();
  const registry = useRegistry();
  const registryState = useRegistryState();
  const translate = useTranslate();
  useDarkMode(session.user.dark === true);
  // Phone-sized screens: shell.css tightens the chrome under this class (cell toolbars, header).
  const compact = useCompactScreen();
  const guidanceShown = session.user.hideGuidance !== true;
  useGuidanceClass(!guidanceShown);

  const table = useMemo(() => routeTableFrom(navRoutes(registry?.nav ?? [])), [registry]);
  const route = useMemo(() => parseRoute(pathname, search, table), [pathname, search, table]);
  const state = useMemo(() => ({ route, specs: columnSpecs(route.columns), table }), [route, table]);
  useRecentItemsTracker(route.columns, isSignedIn(session) ? session.user.$id : undefined);
  const siteName = config.siteName || translate('shell.siteName');

  if (route.canonical !== undefined) return <Navigate to={`${route.canonical}${hash}`} replace />;

  // Until the plugins' routes are known, an unknown first segment may still be one of them.
  const routesPending = registry === null && registryState.status !== 'error' && route.columns[0]?.kind === 'invalid';
  const access = routeAccess(route, `${pathname}${search}`, tokenStatusOf(session));
  if (access.kind === 'redirect' && !routesPending) return <Navigate to={access.to} replace />;

  const fallbackTitle = (column: RouteColumn) => fallbackCellTitle(column, registry, translate);
  const defaultWidth = (column: RouteColumn) => defaultCellWidth(column, registry);
  const first = route.columns[0];

  let body;
  if (access.kind === 'wait' || routesPending) body = <Spinner className="vgn-page-spinner" size={48} />;
  else if (route.noColumns && first?.kind === 'view')
    body = <FullPage column={first} title={fallbackTitle(first)} siteName={siteName} {...(route.subPath !== undefined && { subPath: route.subPath })} />;
  else
    body = (
      <ColumnsLayout
        columns={route.columns}
        multiColumns={session.user.multiColumns !== false}
        siteName={siteName}
        fallbackTitle={fallbackTitle}
        defaultWidth={defaultWidth}
      />
    );

  return (
    <RouteStateContext.Provider value={state}>
      <GuidanceProvider shown={guidanceShown}>
        <div className={compact ? 'vgn-app vgn-compact' : 'vgn-app'}>
          <AppHeader />
          <main className={`vgn-main ${route.noColumns ? 'vgn-main-page' : 'vgn-main-columns'}`}>{body}</main>
          <Overlays />
        </div>
      </GuidanceProvider>
    </RouteStateContext.Provider>
  );
}

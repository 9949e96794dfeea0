import { Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { menuFor, menuUserOf } from '../header/menuGlue';
import { UserHome } from '../home/UserHome';
import '../home/home.css';
import { deploymentOf } from '../net/config';
import { useConfig } from '../net/useConfig';
import { useRegistry } from '../registry/useRegistry';
import { hasValidToken, isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { useViewTitle } from './useViewTitle';

/**
 * The home view (/): for a signed-in user a start page of cards (unread notifications, recent items,
 * saved searches, plugins' dashboards), ending with a compact "Go to" row of the menu's entries.
 */
export function HomeView({ cellKey, columnIndex }: ViewProps) {
  useViewTitle(cellKey, 'shell.views.home', 'home');
  const session = useSession();
  const config = useConfig();
  const registry = useRegistry();
  const signedIn = isSignedIn(session);
  const validToken = hasValidToken(session);
  const user = useMemo(() => menuUserOf(session.user, signedIn, validToken), [session.user, signedIn, validToken]);
  // The same deployment as the drawer: a dedicated deployment hides capability entries it holds no key for.
  const deployment = useMemo(() => deploymentOf({ dedicated: config.dedicated, ...(config.keyCaps ? { keyCaps: config.keyCaps } : {}) }), [config.dedicated, config.keyCaps]);
  const menu = useMemo(() => {
    const tree = menuFor(registry?.nav ?? [], user, deployment);
    return [...tree.main, ...tree.admin];
  }, [registry, user, deployment]);

  if (session.authState === 'TOKEN_LOCAL') return <Spinner className="vgn-cell-spinner" />;
  // Visitors never stay here: the router sends them from "/" to sign-in (platform spec §2).
  if (!signedIn) return <Spinner className="vgn-cell-spinner" />;
  return <UserHome name={session.user.name ?? session.user.email ?? ''} columnIndex={columnIndex} menu={menu} user={user} deployment={deployment} />;
}

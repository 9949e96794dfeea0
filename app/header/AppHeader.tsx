import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Deployment } from '../../engine/derive/showRule';
import { typeOfId } from '../../engine/ids';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { docIndex } from '../docs/docCatalog';
import { api, retryNow } from '../net/api';
import { showError } from '../overlays/alerts';
import { deploymentOf } from '../net/config';
import { useConfig } from '../net/useConfig';
import { useCompactScreen } from '../layout/useCompactScreen';
import { showAllSystemAlerts, systemAlertsStore } from '../overlays/systemAlertsStore';
import { hasLiveAlerts } from '../overlays/systemAlerts';
import { useRegistry } from '../registry/useRegistry';
import { useOwnUserSync } from '../session/useOwnUserSync';
import { chooseLanguage, i18n, setLanguage } from '../i18n/i18nStore';
import { languagesOf } from '../i18n/languageChoice';
import { useI18n } from '../i18n/useI18n';
import { itemLocation, viewLocation } from '../routing/buildLocation';
import { useRouteState } from '../routing/RouteStateContext';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { hasValidToken, isSignedIn } from '../session/authState';
import { CLIENT_VERSION } from '../session/clientVersion';
import { useSession } from '../session/useSession';
import { taskViews } from './activeTasks';
import { isDebugEnabled, setDebugEnabled } from './debugFlag';
import { DocsMenu } from './DocsMenu';
import { fetchSuggestions, findUsers, updateUser } from './headerData';
import { HeaderBar } from './HeaderBar';
import { HelpMenu } from './HelpMenu';
import { MenuDrawer } from './MenuDrawer';
import { menuFor, menuUserOf, profileLocation } from './menuGlue';
import { NotificationsBell } from './NotificationsBell';
import { SearchBar } from './SearchBar';
import { useActiveTasks, useUnreadNotifications, useWhatsNew } from './useHeaderData';
import { masquerade, markWhatsNewSeen, recentTargets, saveUserPref } from './userActions';
import { UserMenu } from './UserMenu';
import { newestVersion, unseenCount } from './whatsNewCount';

// Rarely opened: kept out of the first bundle.
const MasqueradePicker = lazy(() => import('./MasqueradePicker').then((m) => ({ default: m.MasqueradePicker })));
const SupportDialog = lazy(() => import('./SupportDialog').then((m) => ({ default: m.SupportDialog })));

/** An external help widget the deployment may embed (platform spec §1: not specified further). */
interface HelpWidget {
  open(user: { name: string; email: string }): void;
}

function helpWidget(): HelpWidget | undefined {
  const candidate = (window as { vgnHelpWidget?: unknown }).vgnHelpWidget;
  return typeof candidate === 'object' && candidate !== null && typeof (candidate as HelpWidget).open === 'function' ? (candidate as HelpWidget) : undefined;
}

/** The header wired to the session, registry, route and server (see HeaderBar for the layout). */
export function AppHeader() {
  const intl = useIntl();
  const translate = useTranslate();
  const session = useSession();
  const config = useConfig();
  const registry = useRegistry();
  const { route } = useRouteState();
  const navigation = useColumnNavigation();
  const { alerts } = useSnapshot(systemAlertsStore);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const [debug, setDebug] = useState(isDebugEnabled);
  const compact = useCompactScreen();

  const signedIn = isSignedIn(session);
  const validToken = hasValidToken(session);
  const user = session.user;
  useOwnUserSync(signedIn ? user.$id : undefined);
  const { lang } = useI18n();
  const languages = useMemo(() => languagesOf(registry?.messages ?? {}), [registry]);
  // A signed-in user's stored choice wins over this browser's (it follows them to any device).
  const storedLanguage = signedIn && typeof user.language === 'string' && languages.includes(user.language) ? user.language : undefined;
  useEffect(() => {
    if (storedLanguage !== undefined && storedLanguage !== i18n.lang) void setLanguage(storedLanguage);
  }, [storedLanguage]);
  const pickLanguage = async (next: string): Promise<void> => {
    await chooseLanguage(next);
    if (signedIn && user.language !== next && user._u !== undefined) await updateUser(api, user, { language: next }).catch(() => undefined);
  };
  const unread = useUnreadNotifications(signedIn, user.$id);
  const whatsNew = useWhatsNew(signedIn, intl.locale, user);
  const tasks = useActiveTasks(user.activeTasks);
  const viewName = route.view?.name;
  const go = (href: string) => void navigation.go(href);

  const deployment: Deployment = useMemo(() => deploymentOf({ dedicated: config.dedicated, ...(config.keyCaps ? { keyCaps: config.keyCaps } : {}) }), [config.dedicated, config.keyCaps]);
  const tree = useMemo(
    () => menuFor(registry?.nav ?? [], menuUserOf(user, signedIn, validToken), deployment),
    [registry, user, signedIn, validToken, deployment],
  );
  // Each suggestion names its type in words ("Organization"), never its raw id.
  const suggest = useCallback(
    async (text: string) =>
      (await fetchSuggestions(api, text)).map((suggestion) => {
        const label = registry?.types.get(typeOfId(suggestion.id) ?? '')?.declaration.label;
        return label === undefined ? suggestion : { ...suggestion, kind: translate(label) };
      }),
    [registry, translate],
  );
  const usersFor = useCallback((text: string) => findUsers(api, text, user.$id), [user.$id]);
  const docs = useMemo(() => docIndex().map((d) => ({ key: d.key, title: translate(d.title) })), [translate]);
  const name = user.name ?? user.email ?? user.$id;

  const taskLabel = (key: string) => {
    const text = translate(`tasks.${key}`);
    return text === `tasks.${key}` ? key : text;
  };

  const openSupport = () => {
    const widget = helpWidget();
    if (widget) widget.open({ name, email: user.email ?? '' });
    else setSupportOpen(true);
  };

  return (
    <>
      <HeaderBar
        siteName={config.siteName || intl.formatMessage({ id: 'shell.siteName' })}
        compact={compact}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        onHome={() => go('/')}
        searchDisabled={viewName === 'search'}
        searchOpen={searchOpen && viewName !== 'search'}
        onToggleSearch={() => setSearchOpen((open) => !open)}
        searchBar={
          <SearchBar
            fetchSuggestions={suggest}
            onOpenItem={(id) => go(itemLocation(id))}
            onSearch={(text) => go(viewLocation('search', text))}
            onClose={() => setSearchOpen(false)}
          />
        }
        notifications={
          signedIn ? (
            <NotificationsBell
              unreadCount={unread.count}
              unread={unread.unread}
              onOpen={(notification) => {
                // The item's notifications are read once it is opened; a failure leaves them unread, and says so.
                api.send('act/markNotifications', { indexes: [], context: notification.context }).catch(showError);
                go(`/notifications/${itemLocation(notification.context).slice(1)}`);
              }}
              onViewAll={() => go(viewLocation('notifications'))}
              hasSystemAlerts={hasLiveAlerts(alerts, new Date())}
              onShowSystemAlerts={showAllSystemAlerts}
            />
          ) : undefined
        }
        help={
          <HelpMenu
            whatsNewUnseen={signedIn ? unseenCount(whatsNew, user.whatsNewLast) : 0}
            onWhatsNew={() => {
              const newest = newestVersion(whatsNew);
              if (newest !== undefined) void markWhatsNewSeen(newest);
              go('/whats-new');
            }}
            onSupport={openSupport}
            health={session.health}
            {...(session.secondsToRetry !== null && { retryInSeconds: session.secondsToRetry })}
            onRetryNow={retryNow}
            tasks={taskViews(tasks, taskLabel)}
            showDebug={user.admin === true || user.masquerading !== undefined}
            debug={debug}
            onDebug={(on) => {
              setDebugEnabled(on);
              setDebug(on);
            }}
            version={CLIENT_VERSION}
            {...(config.loaded && { serverVersion: config.version })}
            busy={tasks.length > 0 || session.health === 'WAIT'}
          />
        }
        docs={<DocsMenu docs={docs} onOpen={go} />}
        user={
          <UserMenu
            signedIn={signedIn}
            name={name}
            userId={user.$id}
            {...(typeof user.avatar === 'string' ? { avatar: user.avatar } : {})}
            canMasquerade={user.admin === true && validToken}
            masquerading={user.masquerading !== undefined}
            prefs={{ dark: user.dark === true, hideGuidance: user.hideGuidance === true, multiColumns: user.multiColumns !== false }}
            recentTargets={recentTargets()}
            onProfile={() => go(profileLocation(user.$id))}
            onSignOut={() => go('/sign-out')}
            onPref={(pref, value) => void saveUserPref(pref, value)}
            onStartMasquerade={() => setPickerOpen(true)}
            onMasqueradeAs={(target) => void masquerade(target)}
            onStopMasquerade={() => void masquerade('stop')}
            onSignIn={() => go('/sign-in')}
            onRegister={() => go('/register')}
            languages={languages}
            language={lang}
            onLanguage={(next) => void pickLanguage(next)}
          />
        }
      />
      <MenuDrawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} tree={tree} onNavigate={go} {...(viewName !== undefined && { activeView: viewName })} />
      <Suspense fallback={null}>
        {pickerOpen && (
          <MasqueradePicker
            isOpen
            onClose={() => setPickerOpen(false)}
            recentTargets={recentTargets()}
            findUsers={usersFor}
            onPick={(target) => {
              setPickerOpen(false);
              void masquerade(target);
            }}
          />
        )}
        {supportOpen && (
          <SupportDialog isOpen onClose={() => setSupportOpen(false)} name={name} email={user.email ?? ''} supportAddress={`support@${window.location.hostname}`} />
        )}
      </Suspense>
    </>
  );
}

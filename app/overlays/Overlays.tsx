import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchSystemAlerts } from '../header/headerData';
import { api, onSocketReady } from '../net/api';
import { useConfig } from '../net/useConfig';
import { CLIENT_VERSION } from '../session/clientVersion';
import { dismissAuthDialog, refreshToken } from '../session/sessionRuntime';
import { useSession } from '../session/useSession';
import { alerts, showAlert } from './alerts';
import { AlertSnackbar } from './AlertSnackbar';
import { authDialogFor } from './authDialog';
import { AuthStateDialog } from './AuthStateDialog';
import { COOKIE_CONSENT_KEY, readStored, writeStored } from './browserStorage';
import { CookieBanner } from './CookieBanner';
import { RefreshPrompt } from './RefreshPrompt';
import { alertsToShow } from './systemAlerts';
import { dismissSystemAlert, setSystemAlerts, systemAlertsStore, watchSystemAlertPushes } from './systemAlertsStore';
import { SystemAlertModal, SystemAlertPanel } from './SystemAlertViews';
import { isNewVersionAvailable } from './versionCheck';

/** Keeps the system-alert list current: on start, on every (re)connect and when one changes. */
function useSystemAlertFeed(): void {
  useEffect(() => {
    const refresh = () => {
      fetchSystemAlerts(api)
        .then(setSystemAlerts)
        .catch((error: unknown) => console.warn('System alerts could not be loaded.', error));
    };
    refresh();
    const stopReady = onSocketReady(refresh);
    const stopPushes = watchSystemAlertPushes(api, refresh);
    return () => {
      stopReady();
      stopPushes();
    };
  }, []);
}

/** Session events that only show a notice: expired on connect, reconnected, no local storage. */
function useSessionNotices(): void {
  const { authState, reconnects, storageError } = useSession();
  useEffect(() => {
    if (authState === 'CONNECT_EXPIRY') showAlert({ type: 'WARNING', message: 'errors.tokenExpired' });
  }, [authState]);
  useEffect(() => {
    if (reconnects > 0) showAlert({ type: 'SUCCESS', message: 'net.connected' });
  }, [reconnects]);
  useEffect(() => {
    if (storageError !== null) showAlert({ type: 'WARNING', message: storageError });
  }, [storageError]);
}

/**
 * Everything drawn over the page (platform spec §2 "Other overlays"): cookie banner, modal and
 * panel system alerts, new-version prompt, auth-state dialog and the snackbar.
 */
export function Overlays() {
  const session = useSession();
  const config = useConfig();
  const { alerts: systemAlerts, dismissed } = useSnapshot(systemAlertsStore);
  const [consented, setConsented] = useState(() => readStored(COOKIE_CONSENT_KEY) === 'yes');
  const [refreshLater, setRefreshLater] = useState(false);
  useSystemAlertFeed();
  useSessionNotices();

  const shown = alertsToShow(systemAlerts, new Date(), dismissed);
  const kind = authDialogFor(session.authState);
  const newVersion = config.loaded && !refreshLater && isNewVersionAvailable(CLIENT_VERSION, config.version);

  return (
    <>
      <SystemAlertPanel alerts={shown.panel} onDismiss={dismissSystemAlert} />
      <SystemAlertModal alert={shown.modal[0]} onDismiss={dismissSystemAlert} />
      {newVersion && <RefreshPrompt onRefresh={() => window.location.reload()} onLater={() => setRefreshLater(true)} />}
      <AuthStateDialog
        kind={kind}
        {...(session.tokenExpiresAt !== null && { expiresAt: new Date(session.tokenExpiresAt) })}
        onRefreshToken={() => void refreshToken()}
        onClearUser={dismissAuthDialog}
      />
      {!consented && (
        <CookieBanner
          onAccept={() => {
            writeStored(COOKIE_CONSENT_KEY, 'yes');
            setConsented(true);
          }}
        />
      )}
      <AlertSnackbar controller={alerts} />
    </>
  );
}

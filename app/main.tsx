// Blueprint's styles without the dark theme's rules (scripts/vite/blueprintStyles.ts; useDarkMode loads those).
import 'virtual:vgn-blueprint-light.css';
import './theme/iconFonts.css';
import './theme/theme.css';
import './theme/shell.css';
import './theme/pages.css';
import './theme/overlays.css';
import './theme/darkContrast.css';
import './theme/fontWarmup.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDebugQuery } from './header/debugFlag';
import { preloadOfflineViews } from './layout/preloadOfflineViews';
import { preloadRouteViews } from './layout/preloadRouteViews';
import { appLanguages } from './i18n/appMessages';
import { initialLanguage, setLanguage } from './i18n/i18nStore';
import { prefetchLanguage } from './i18n/languagePrefetch';
import { loadConfig } from './net/config';
import { PlatformNotSupported } from './overlays/PlatformNotSupported';
import { isPlatformSupported } from './overlays/platformSupport';
import { loadRegistry, watchRegistryChanges } from './registry/loadRegistry';
import { registerShellViews } from './screens/registerShellViews';
import { subscribe } from 'valtio/vanilla';
import { preloadDarkStylesForSession } from './theme/darkStyles';
import { warmUpFonts } from './theme/fontWarmup';
import { loadIconsOnDemand } from './theme/iconLoader';
import { session } from './session/sessionStore';
import { startSession } from './session/sessionRuntime';
import './views/registerCoreViews';
import './lovs/registerLovViews';

import { clientEntries } from 'virtual:vgn-client-plugins';
import { installClientPlugins } from './plugins/installClientPlugins';

// Plugins' client entries (discovered at build time) add widgets, cells, views and item pages.
installClientPlugins(clientEntries);
// Icons fetch their own paths when they first render, never the paths of all icons.
loadIconsOnDemand();

/** Platform spec §7: a service worker at /sw.js; registration failures are ignored. */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * The first render waits this long at most for the registry and the language: rendering the shell
 * without them means rendering it all again when they arrive (main-thread time on the critical path).
 */
const FIRST_RENDER_WAIT_MS = 1000;

/** Offline pages' modules load this long after start, off the first render's critical path. */
const OFFLINE_PRELOAD_DELAY_MS = 3000;

/**
 * Start-up: configuration, session (token check over the socket), registry, then the language.
 * Resolves when the registry and the language are in (or failed), so the first render has them.
 */
function start(): Promise<void> {
  applyDebugQuery(window.location.search);
  registerShellViews();
  loadConfig().catch((error: unknown) => console.warn('GET /api/config failed; defaults stay in force.', error));
  startSession();
  preloadDarkStylesForSession(() => session.user.dark === true, (listener) => subscribe(session, listener));
  // The language the registry will most likely confirm: its texts load beside the registry.
  prefetchLanguage(initialLanguage(appLanguages()));
  // index.html preloads GET /api/registry: the answer is usually there by now.
  watchRegistryChanges();
  const ready = loadRegistry()
    .then((registry) => {
      // The address's views (a list's search cell and grid) start loading before the shell renders them.
      preloadRouteViews(registry, window.location.pathname, window.location.search);
      // Pages that work offline load too (after the address's own), for the service worker to keep.
      setTimeout(() => preloadOfflineViews(registry), OFFLINE_PRELOAD_DELAY_MS);
      return setLanguage(initialLanguage(Object.keys(registry.messages)));
    })
    .catch((error: unknown) => console.error('The registry could not be loaded.', error));
  registerServiceWorker();
  return ready;
}

const fontsWarmed = warmUpFonts();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

if (isPlatformSupported()) {
  const ready = start();
  let rendered = false;
  const renderApp = (): void => {
    if (rendered) return;
    rendered = true;
    // A transition renders in slices that yield to the browser: the first render of the whole shell
    // is otherwise one task of several hundred milliseconds.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  };
  // Either render comes after the font warm-up (a few tasks), so the first layout looks up no font.
  void Promise.all([ready, fontsWarmed]).then(renderApp);
  // A slow server still gets the shell (with its spinner) soon.
  setTimeout(() => void fontsWarmed.then(renderApp), FIRST_RENDER_WAIT_MS);
} else {
  root.render(<PlatformNotSupported />);
}

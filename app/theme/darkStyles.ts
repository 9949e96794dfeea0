let loading: Promise<unknown> | undefined;

/**
 * Blueprint's dark-theme rules, a fifth of its stylesheet, in their own stylesheet: pages in the
 * light theme never parse them (scripts/vite/blueprintStyles.ts splits them off at build time).
 */
export function loadDarkStyles(): Promise<unknown> {
  loading ??= import('virtual:vgn-blueprint-dark.css').catch((error: unknown) => {
    loading = undefined;
    console.warn("Blueprint's dark styles could not be loaded.", error);
  });
  return loading;
}

/** Starts loading the dark rules as soon as the session says the user wants the dark theme (before the first render). */
export function preloadDarkStylesForSession(isDark: () => boolean, subscribe: (listener: () => void) => () => void): void {
  if (isDark()) {
    void loadDarkStyles();
    return;
  }
  const stop = subscribe(() => {
    if (!isDark()) return;
    stop();
    void loadDarkStyles();
  });
}

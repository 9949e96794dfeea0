import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { MessageCatalog } from '../../engine/declarations/bundle';
import { useRegistry } from '../registry/useRegistry';
import { composeMessages, DEFAULT_LANGUAGE, type Messages } from './composeMessages';
import { api } from '../net/api';
import { i18n, refreshOverrides } from './i18nStore';

/** server/i18n/operations.ts OVERRIDES_CHANGED_PUSH. */
const OVERRIDES_CHANGED_PUSH = 'i18n/overridesChanged';

/** Missing ids fall back to English or the id itself by design; everything else is worth a warning. */
function reportIntlError(error: { code: string; message: string }): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.warn(error.message);
}

/**
 * react-intl for the whole app: plugin messages (registry.messages) and the client's own texts in
 * English, the chosen language over them, and the server's overrides on top.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const state = useSnapshot(i18n);
  const registry = useRegistry();
  // Snapshots keep their identity until the store replaces app or overrides.
  const app = state.app as MessageCatalog;
  const overrides = state.overrides as Messages;
  // Overrides an administrator saves reach every open page of that language.
  useEffect(
    () =>
      api.onPush(
        (o) => o === OVERRIDES_CHANGED_PUSH,
        (body) => {
          const language = typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined;
          if (typeof language === 'string') void refreshOverrides(language).catch(() => undefined);
        },
      ),
    [],
  );
  const messages = useMemo(
    () => composeMessages({ lang: state.lang, registry: registry?.messages ?? {}, app, overrides }),
    [state.lang, registry, app, overrides],
  );
  return (
    <IntlProvider locale={state.lang} defaultLocale={DEFAULT_LANGUAGE} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

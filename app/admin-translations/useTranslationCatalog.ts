import { useEffect, useState } from 'react';
import type { Registry } from '../../engine/registry/registry';
import { englishAppMessages, loadAppMessages } from '../i18n/appMessages';
import { DEFAULT_LANGUAGE, type Messages } from '../i18n/composeMessages';
import { api } from '../net/api';
import { ApiError } from '../net/apiContract';

export interface TranslationCatalog {
  english: Messages;
  declared: Messages;
  overrides: Messages;
}

export type CatalogState = { kind: 'loading' } | { kind: 'failed'; error: string } | { kind: 'ready'; catalog: TranslationCatalog };

/** English and the language's texts (plugins' and the client's) and the stored overrides of that language. */
export function useTranslationCatalog(registry: Registry | null | undefined, language: string, version: number): CatalogState {
  const [state, setState] = useState<CatalogState>({ kind: 'loading' });
  useEffect(() => {
    if (!registry) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    const english = { ...(registry.messages[DEFAULT_LANGUAGE] ?? {}), ...englishAppMessages() };
    Promise.all([loadAppMessages(language), api.send<Messages>('act/localeOverrides', { language })])
      .then(([app, overrides]) => {
        const declared = language === DEFAULT_LANGUAGE ? english : { ...(registry.messages[language] ?? {}), ...app };
        if (live) setState({ kind: 'ready', catalog: { english, declared, overrides } });
      })
      .catch((error: unknown) => live && setState({ kind: 'failed', error: error instanceof ApiError ? `errors.${error.userMessage}` : 'errors.generalFailure' }));
    return () => {
      live = false;
    };
  }, [registry, language, version]);
  return state;
}

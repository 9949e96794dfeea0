import { proxy, ref } from 'valtio/vanilla';
import type { MessageCatalog } from '../../engine/declarations/bundle';
import type { FetchLike } from '../net/timedFetch';
import { appCatalog, englishAppMessages } from './appMessages';
import { DEFAULT_LANGUAGE, type Messages } from './composeMessages';
import { pickLanguage } from './languageChoice';
import { takePrefetchedLanguage } from './languagePrefetch';
import { fetchLocaleOverrides } from './localeOverrides';

/** The user's explicit language choice, kept in local storage. */
export const LANGUAGE_STORAGE_KEY = 'vgn-language';

export interface I18nState {
  lang: string;
  /** Client texts per locale (replaced whole, never patched: valtio refs, so thousands of texts are never proxied). */
  app: MessageCatalog;
  /** Server overrides of `lang`. */
  overrides: Messages;
  loading: boolean;
}

/** A catalog kept whole in the store: valtio neither proxies nor snapshots its thousands of texts. */
function unproxied<T extends object>(value: T): T {
  return ref(value) as T;
}

export const i18n = proxy<I18nState>({
  lang: DEFAULT_LANGUAGE,
  app: unproxied<MessageCatalog>({ [DEFAULT_LANGUAGE]: englishAppMessages() }),
  overrides: unproxied<Messages>({}),
  loading: false,
});

let latestRequest = 0;

/** Spec §1: the page's lang attribute follows the chosen language. */
export function applyDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Switches the language once its client texts and server overrides are in (a later call wins). */
export async function setLanguage(lang: string, fetchImpl?: FetchLike): Promise<void> {
  const request = ++latestRequest;
  i18n.loading = true;
  try {
    const [app, overrides] = await (takePrefetchedLanguage(lang) ?? Promise.all([appCatalog(lang), fetchLocaleOverrides(lang, fetchImpl)]));
    if (request !== latestRequest) return;
    i18n.app = unproxied(app);
    i18n.overrides = unproxied(overrides);
    i18n.lang = lang;
    applyDocumentLanguage(lang);
  } finally {
    if (request === latestRequest) i18n.loading = false;
  }
}

/** Remembers an explicit choice and switches to it. */
export function chooseLanguage(lang: string): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // The choice then lasts for this page only.
  }
  return setLanguage(lang);
}

/** The start-up language among `available` (registry locales): stored choice, then the browser's. */
export function initialLanguage(available: readonly string[]): string {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return pickLanguage([stored, ...browser], available);
}

/** Fetches the server overrides of the shown language again (an administrator saved new ones). */
export async function refreshOverrides(language: string, fetchImpl?: FetchLike): Promise<void> {
  if (language !== i18n.lang) return;
  const overrides = await fetchLocaleOverrides(language, fetchImpl);
  if (language === i18n.lang) i18n.overrides = unproxied(overrides);
}

import type { MessageCatalog } from '../../engine/declarations/bundle';
import { cleanMessages, DEFAULT_LANGUAGE, type Messages } from './composeMessages';

/** Vite's error for an import() whose variable names no existing file (spec §8: missing locale). */
export const MISSING_LOCALE_ERROR = 'Unknown variable dynamic import';

type JsonModule = Record<string, unknown>;

/** app/messages/{area}.{locale}.json: the locale is the part before .json. */
export function localeOfFile(path: string): string | null {
  return /\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)\.json$/.exec(path)?.[1] ?? null;
}

/** English texts of every client area (shell, views, net ...), bundled eagerly: they are the fallback. */
const englishFiles = import.meta.glob<JsonModule>('../messages/*.en.json', { eager: true, import: 'default' });
/** Other languages load on demand. */
const otherFiles = import.meta.glob<JsonModule>(['../messages/*.json', '!../messages/*.en.json'], { import: 'default' });

/** The languages the client has texts for (English and every locale of app/messages). */
export function appLanguages(): string[] {
  const locales = [...Object.keys(englishFiles), ...Object.keys(otherFiles)].map(localeOfFile);
  return [...new Set(locales.filter((locale): locale is string => locale !== null))];
}

export function englishAppMessages(): Messages {
  return Object.assign({}, ...Object.values(englishFiles).map(cleanMessages)) as Messages;
}

export function isMissingLocaleError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(MISSING_LOCALE_ERROR);
}

/**
 * The client texts of one language merged from its files. A locale without files, or whose import
 * fails with 'Unknown variable dynamic import', has none: English is used (other errors propagate).
 */
export async function loadAppMessages(
  lang: string,
  loaders: Record<string, () => Promise<JsonModule>> = otherFiles,
): Promise<Messages> {
  if (lang === DEFAULT_LANGUAGE) return englishAppMessages();
  const files = Object.entries(loaders).filter(([path]) => localeOfFile(path) === lang);
  const merged: Messages = {};
  for (const [, load] of files) {
    try {
      Object.assign(merged, cleanMessages(await load()));
    } catch (error) {
      if (!isMissingLocaleError(error)) throw error;
      console.warn(`No client messages for "${lang}"; English is used.`);
      return {};
    }
  }
  return merged;
}

/** The app catalog for composeMessages: English plus, when chosen, one other language. */
export async function appCatalog(lang: string): Promise<MessageCatalog> {
  const catalog: MessageCatalog = { [DEFAULT_LANGUAGE]: englishAppMessages() };
  if (lang !== DEFAULT_LANGUAGE) catalog[lang] = await loadAppMessages(lang);
  return catalog;
}

import type { SqlClient } from '../db/sqlClient';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Registry } from '../../engine/registry/registry';
import { getLocaleOverrides } from '../db/localeOverrides';

/** The language every text has (plugins' messages/en.json) and mails fall back to. */
export const MAIL_FALLBACK_LOCALE = 'en';

export type MessageValues = Record<string, string | number>;

/** Formats a message id in one language; the id itself only when no language has the message. */
export interface MailTranslator {
  readonly locale: string;
  (id: string, values?: MessageValues): string;
}

/** The user's chosen language when the product has texts in it, else English. */
export function mailLocaleOf(registry: Registry, language: unknown): string {
  if (typeof language !== 'string' || language === '') return MAIL_FALLBACK_LOCALE;
  if (registry.messages[language]) return language;
  const base = language.split('-')[0] ?? '';
  return registry.messages[base] ? base : MAIL_FALLBACK_LOCALE;
}

/**
 * ICU texts for a mail in a recipient's language: the plugins' messages with the administrators'
 * overrides of that language on top (as the client merges them), each message falling back to
 * English on its own so a text missing in one language never leaves a raw id in a mail.
 */
export function mailTranslator(registry: Registry, db: SqlClient, locale: string): MailTranslator {
  const texts: Record<string, string> = {
    ...registry.messages[MAIL_FALLBACK_LOCALE],
    ...(locale === MAIL_FALLBACK_LOCALE ? {} : registry.messages[locale]),
    ...getLocaleOverrides(db, locale),
  };
  const translate = (id: string, values?: MessageValues): string => {
    const text = texts[id];
    if (text === undefined) return id;
    try {
      return String(new IntlMessageFormat(text, locale).format(values));
    } catch {
      // A broken override must not stop the mail: the English text says the same.
      const english = registry.messages[MAIL_FALLBACK_LOCALE]?.[id];
      return english === undefined ? text : String(new IntlMessageFormat(english, MAIL_FALLBACK_LOCALE).format(values));
    }
  };
  return Object.assign(translate, { locale });
}

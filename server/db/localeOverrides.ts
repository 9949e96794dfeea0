import type { SqlClient } from './sqlClient';
import { deleteSetting, getSetting, setSetting } from './settings';

/** BCP 47-ish language tags: en, fr, en-CA, zh-Hant-TW. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const key = (language: string): string => `locale-overrides:${language}`;

export type LocaleOverrides = Record<string, string>;

/** Translation overrides of one language (message id to ICU text), {} when none are stored. */
export function getLocaleOverrides(db: SqlClient, language: string): LocaleOverrides {
  const stored = getSetting(db, key(language));
  if (stored === null) return {};
  const parsed: unknown = JSON.parse(stored);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Replaces the overrides of a language; an empty map removes them. */
export function setLocaleOverrides(db: SqlClient, language: string, overrides: LocaleOverrides): void {
  if (!LANGUAGE_PATTERN.test(language)) throw new Error(`"${language}" is not a language tag`);
  if (Object.keys(overrides).length === 0) deleteSetting(db, key(language));
  else setSetting(db, key(language), JSON.stringify(overrides));
}

import type { MessageCatalog } from '../../engine/declarations/bundle';

export const DEFAULT_LANGUAGE = 'en';

export type Messages = Record<string, string>;

/** Keeps string entries only and drops the editor hint "$schema" of message files. */
export function cleanMessages(value: unknown): Messages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const messages: Messages = {};
  for (const [id, text] of Object.entries(value)) {
    if (id !== '$schema' && typeof text === 'string') messages[id] = text;
  }
  return messages;
}

export interface MessageSources {
  lang: string;
  /** registry.messages: plugin messages per locale. */
  registry: MessageCatalog;
  /** The client's own chrome texts (app/messages/*.{locale}.json) per locale. */
  app: MessageCatalog;
  /** GET /locale-overrides/{lang}: administrator overrides for this language. */
  overrides: Messages;
}

/**
 * The messages react-intl gets: English first (the fallback for any missing id), then the chosen
 * language, then the server overrides on top. Plugin and app texts merge at each level.
 */
export function composeMessages({ lang, registry, app, overrides }: MessageSources): Messages {
  const layers: unknown[] = [registry[DEFAULT_LANGUAGE], app[DEFAULT_LANGUAGE]];
  if (lang !== DEFAULT_LANGUAGE) layers.push(registry[lang], app[lang]);
  layers.push(overrides);
  return Object.assign({}, ...layers.map(cleanMessages)) as Messages;
}

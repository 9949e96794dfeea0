import type { MessageCatalog } from '../declarations/bundle';

/**
 * Sets a text the administrator typed in their language. English needs a text for every id, so
 * until someone translates it English falls back to the same text.
 */
export function setMessage(messages: MessageCatalog, id: string, text: string, locale = 'en'): void {
  (messages[locale] ??= {})[id] = text;
  const en = (messages.en ??= {});
  if (!Object.hasOwn(en, id)) en[id] = text;
}

/** Drops, in every locale, the id and the ids below it ("types.T.fields.f" and "types.T.fields.f.ranges.low"). */
export function deleteMessages(messages: MessageCatalog, id: string): void {
  for (const texts of Object.values(messages)) {
    for (const key of Object.keys(texts)) if (key === id || key.startsWith(`${id}.`)) delete texts[key];
  }
}

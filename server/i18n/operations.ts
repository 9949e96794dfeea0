import { LANGUAGE_PATTERN, getLocaleOverrides, setLocaleOverrides, type LocaleOverrides } from '../db/localeOverrides';
import { notAllowed } from '../items/errors';
import { bodyRecord, invalidBody } from '../items/operationHelpers';
import type { ServerModuleContext } from '../serverModule';

/** Pushed to every socket when an administrator saves the overrides of a language. */
export const OVERRIDES_CHANGED_PUSH = 'i18n/overridesChanged';

/** Most overrides one language may hold, and the longest text: generous for a real catalogue. */
const MAX_OVERRIDES = 5000;
const MAX_TEXT = 4000;

function languageOf(body: Record<string, unknown>): string {
  const { language } = body;
  if (typeof language !== 'string' || !LANGUAGE_PATTERN.test(language)) throw invalidBody('language must be a language tag');
  return language;
}

function overridesOf(value: unknown): LocaleOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidBody('overrides must map message ids to texts');
  const entries = Object.entries(value);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) throw invalidBody('every override must be a text');
  if (entries.length > MAX_OVERRIDES) throw invalidBody(`at most ${MAX_OVERRIDES} overrides per language`);
  if (entries.some(([key, text]) => key.length > 200 || text.length > MAX_TEXT)) throw invalidBody(`a message id is at most 200 characters, a text at most ${MAX_TEXT}`);
  // A blank text would hide the message: it removes the override instead.
  return Object.fromEntries(entries.filter(([, text]) => text.trim() !== ''));
}

/**
 * act/localeOverrides ({ language } -> overrides) and act/setLocaleOverrides ({ language, overrides }
 * -> overrides): the administrators' translation overrides, served to everybody by
 * GET /locale-overrides/{language} and merged over the plugin messages by the client.
 * Administrators only; the stored map replaces the previous one.
 */
export function registerLocaleOverrideOperations(context: ServerModuleContext): void {
  context.operations.register('act/localeOverrides', (ctx, body) => {
    if (ctx.actor?.admin !== true) throw notAllowed('translation overrides are for administrators');
    return getLocaleOverrides(context.db, languageOf(bodyRecord(body)));
  });
  context.operations.register('act/setLocaleOverrides', (ctx, body) => {
    if (ctx.actor?.admin !== true) throw notAllowed('translation overrides are for administrators');
    const record = bodyRecord(body);
    const language = languageOf(record);
    setLocaleOverrides(context.db, language, overridesOf(record.overrides));
    // Open pages of that language fetch the new texts (GET /locale-overrides/{language}).
    context.hub.broadcast(OVERRIDES_CHANGED_PUSH, { language });
    return getLocaleOverrides(context.db, language);
  });
}

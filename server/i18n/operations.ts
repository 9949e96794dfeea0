import { LANGUAGE_PATTERN, getLocaleOverrides, setLocaleOverrides, type LocaleOverrides } from '../db/localeOverrides';
import { notAllowed } from '../items/errors';
import { bodyRecord, invalidBody } from '../items/operationHelpers';
import type { ServerModuleContext } from '../serverModule';

function languageOf(body: Record<string, unknown>): string {
  const { language } = body;
  if (typeof language !== 'string' || !LANGUAGE_PATTERN.test(language)) throw invalidBody('language must be a language tag');
  return language;
}

function overridesOf(value: unknown): LocaleOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidBody('overrides must map message ids to texts');
  const entries = Object.entries(value);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) throw invalidBody('every override must be a text');
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
    return getLocaleOverrides(context.db, language);
  });
}

import { describe, expect, it } from 'vitest';
import { cleanMessages, composeMessages } from './composeMessages';
import { pickLanguage } from './languageChoice';

describe('composeMessages', () => {
  const registry = {
    en: { 'types.User.label': 'User', 'app.cancel': 'Cancel', 'only.en': 'English only' },
    fr: { 'types.User.label': 'Utilisateur', 'app.cancel': 'Annuler' },
  };
  const app = { en: { 'net.connected': 'Connected', $schema: '../x.json' }, fr: { 'net.connected': 'Connecté' } };

  it('uses English for en', () => {
    expect(composeMessages({ lang: 'en', registry, app, overrides: {} })).toEqual({
      'types.User.label': 'User',
      'app.cancel': 'Cancel',
      'only.en': 'English only',
      'net.connected': 'Connected',
    });
  });

  it('lays the chosen language over English and the overrides over both', () => {
    const messages = composeMessages({ lang: 'fr', registry, app, overrides: { 'app.cancel': 'Abandonner' } });
    expect(messages).toEqual({
      'types.User.label': 'Utilisateur',
      'app.cancel': 'Abandonner',
      'only.en': 'English only',
      'net.connected': 'Connecté',
    });
  });

  it('falls back to English for a language nobody translated', () => {
    expect(composeMessages({ lang: 'de', registry, app, overrides: {} })['app.cancel']).toBe('Cancel');
  });

  it('cleanMessages drops $schema and non-string values', () => {
    expect(cleanMessages({ $schema: 'x', a: 'A', b: 3, c: null })).toEqual({ a: 'A' });
    expect(cleanMessages(null)).toEqual({});
    expect(cleanMessages(['x'])).toEqual({});
  });
});

describe('pickLanguage', () => {
  it('takes the first wanted language that exists, exact or by base language', () => {
    expect(pickLanguage(['fr-CA', 'en'], ['en', 'fr'])).toBe('fr');
    expect(pickLanguage(['FR'], ['en', 'fr'])).toBe('fr');
    expect(pickLanguage([null, 'de', 'fr'], ['en', 'fr'])).toBe('fr');
  });

  it('defaults to English', () => {
    expect(pickLanguage(['de', 'ja'], ['en', 'fr'])).toBe('en');
    expect(pickLanguage([], [])).toBe('en');
  });
});

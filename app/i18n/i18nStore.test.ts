import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse } from '../net/testing/fakeFetch';
import { fetchLocaleOverrides } from './localeOverrides';
import { i18n, setLanguage } from './i18nStore';

describe('fetchLocaleOverrides', () => {
  it('GETs /locale-overrides/{lang}', async () => {
    const { fetch, calls } = fakeFetch([jsonResponse({ 'app.cancel': 'Abandonner', $schema: 'x' })]);
    await expect(fetchLocaleOverrides('fr', fetch)).resolves.toEqual({ 'app.cancel': 'Abandonner' });
    expect(calls[0]?.url).toBe('/locale-overrides/fr');
  });

  it('gives no overrides when the server cannot answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = fakeFetch([new TypeError('Failed to fetch'), jsonResponse({}, { status: 400 })]);
    await expect(fetchLocaleOverrides('fr', fetch)).resolves.toEqual({});
    await expect(fetchLocaleOverrides('fr', fetch)).resolves.toEqual({});
    warn.mockRestore();
  });
});

describe('setLanguage', () => {
  it('switches the language with its overrides; a later call wins', async () => {
    const { fetch } = fakeFetch([jsonResponse({ 'app.cancel': 'Annuler!' }), jsonResponse({ 'app.cancel': 'Cancel!' })]);
    const first = setLanguage('fr', fetch);
    const second = setLanguage('en', fetch);
    await Promise.all([first, second]);
    expect(i18n.lang).toBe('en');
    expect(i18n.overrides).toEqual({ 'app.cancel': 'Cancel!' });
    expect(i18n.loading).toBe(false);
  });
});

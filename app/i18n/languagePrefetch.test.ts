import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../net/testing/fakeFetch';
import { appLanguages } from './appMessages';
import { i18n, setLanguage } from './i18nStore';
import { prefetchLanguage, takePrefetchedLanguage } from './languagePrefetch';

describe('prefetchLanguage', () => {
  it('fetches the overrides once at start-up, and setLanguage uses that answer', async () => {
    const { fetch, calls } = fakeFetch([jsonResponse({ 'app.cancel': 'Abandonner' }), jsonResponse({ 'app.cancel': 'Plus tard' })]);
    prefetchLanguage('fr', fetch);
    prefetchLanguage('fr', fetch);
    expect(calls.map((call) => call.url)).toEqual(['/locale-overrides/fr']);

    // The fetch setLanguage is given is not called: the prefetched answer is taken.
    await setLanguage('fr', fetch);
    expect(calls).toHaveLength(1);
    expect(i18n.lang).toBe('fr');
    expect(i18n.overrides).toEqual({ 'app.cancel': 'Abandonner' });
    expect(i18n.app.fr?.['shell.close']).toBe('Fermer');

    // Taken once: a later switch asks the server again (an administrator may have changed them).
    expect(takePrefetchedLanguage('fr')).toBeUndefined();
    await setLanguage('fr', fetch);
    expect(calls).toHaveLength(2);
    expect(i18n.overrides).toEqual({ 'app.cancel': 'Plus tard' });
  });

  it('knows the languages the client has texts for', () => {
    expect(appLanguages()).toEqual(expect.arrayContaining(['en', 'fr']));
  });
});

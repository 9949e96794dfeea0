import { describe, expect, it, vi } from 'vitest';
import { englishAppMessages, isMissingLocaleError, loadAppMessages, localeOfFile } from './appMessages';

describe('client message files', () => {
  it('bundles the English texts of app/messages/*.en.json', () => {
    const messages = englishAppMessages();
    expect(messages['net.connected']).toBe('Connected');
    expect(messages).not.toHaveProperty('$schema');
  });

  it('reads the locale from the file name', () => {
    expect(localeOfFile('../messages/net.en.json')).toBe('en');
    expect(localeOfFile('../messages/shell.fr-CA.json')).toBe('fr-CA');
    expect(localeOfFile('../messages/readme.txt')).toBeNull();
  });

  it('merges the files of one language', async () => {
    const loaders = {
      '../messages/net.fr.json': async () => ({ 'net.connected': 'Connecté' }),
      '../messages/shell.fr.json': async () => ({ 'shell.home': 'Accueil', $schema: 'x' }),
      '../messages/net.de.json': async () => ({ 'net.connected': 'Verbunden' }),
    };
    await expect(loadAppMessages('fr', loaders)).resolves.toEqual({ 'net.connected': 'Connecté', 'shell.home': 'Accueil' });
  });

  it("falls back to English for a missing locale ('Unknown variable dynamic import')", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaders = {
      '../messages/net.es.json': () => Promise.reject(new Error('Unknown variable dynamic import: ../messages/net.es.json')),
    };
    await expect(loadAppMessages('es', loaders)).resolves.toEqual({});
    await expect(loadAppMessages('it', {})).resolves.toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('other import failures propagate', async () => {
    await expect(loadAppMessages('fr', { '../messages/net.fr.json': () => Promise.reject(new Error('boom')) })).rejects.toThrow('boom');
    expect(isMissingLocaleError(new Error('boom'))).toBe(false);
  });
});

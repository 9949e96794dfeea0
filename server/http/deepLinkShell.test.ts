import { describe, expect, it } from 'vitest';
import { deepLinkShell } from './deepLinkShell';

describe('deepLinkShell', () => {
  it('keeps index.html for the home page', () => {
    expect(deepLinkShell('/')).toBeUndefined();
    expect(deepLinkShell('')).toBeUndefined();
  });

  it('picks the shell by the first column of the route', () => {
    expect(deepLinkShell('/my-contacts')).toBe('deep-search.html');
    expect(deepLinkShell('/my-contacts/i-Contact-3')).toBe('deep-search.html');
    expect(deepLinkShell('/i-Contact-3')).toBe('deep-item.html');
    expect(deepLinkShell('/i-Contact-3/timeline')).toBe('deep-item.html');
  });
});

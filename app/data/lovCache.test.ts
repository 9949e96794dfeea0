import { describe, expect, it } from 'vitest';
import { LovCache, lovPath } from './lovCache';
import { parseLovReply } from './lovReply';

function fakeFetcher() {
  const calls: string[] = [];
  const fetcher = (locale: string, list: string, owner?: string) => {
    calls.push(lovPath(locale, list, owner));
    return Promise.resolve({ '': { NORTH: locale === 'fr' ? 'Nord' : 'North', SOUTH: { t: 'South', state: 'ARCHIVED' } } });
  };
  return { calls, fetcher };
}

describe('LovCache', () => {
  it('loads a list once per locale, however many ask at once', async () => {
    const { calls, fetcher } = fakeFetcher();
    const cache = new LovCache(fetcher);
    const [a, b] = await Promise.all([cache.load('en', 'REGIONS'), cache.load('en', 'REGIONS')]);
    expect(a).toBe(b);
    expect(cache.peek('en', 'REGIONS')).toEqual([
      { key: 'NORTH', label: 'North', state: 'ACTIVE' },
      { key: 'SOUTH', label: 'South', state: 'ARCHIVED' },
    ]);
    expect(calls).toEqual(['/lov/en/REGIONS']);
  });

  it('is cleared when the locale changes', async () => {
    const { calls, fetcher } = fakeFetcher();
    const cache = new LovCache(fetcher);
    await cache.load('en', 'REGIONS');
    expect(cache.peek('fr', 'REGIONS')).toBeUndefined();
    expect((await cache.load('fr', 'REGIONS'))[0]?.label).toBe('Nord');
    expect(cache.peek('en', 'REGIONS')).toBeUndefined();
    expect(calls).toEqual(['/lov/en/REGIONS', '/lov/fr/REGIONS']);
  });

  it('keeps owner lists apart and does not cache failures', async () => {
    let fail = true;
    const cache = new LovCache((_locale, _list, owner) => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ [owner ?? '']: { A: 'A' } })));
    await expect(cache.load('en', 'L', 'Organization-3')).rejects.toThrow('down');
    fail = false;
    expect(await cache.load('en', 'L', 'Organization-3')).toEqual([{ key: 'A', label: 'A', state: 'ACTIVE' }]);
    expect(cache.peek('en', 'L')).toBeUndefined();
  });
});

describe('parseLovReply', () => {
  it('puts shared values first and lets the owner override them', () => {
    const body = { 'Organization-3': { B: 'Own B', C: 'C' }, '': { A: { t: { en: 'A', fr: 'A fr' } }, B: 'Shared B' } };
    expect(parseLovReply(body, 'fr', 'Organization-3')).toEqual([
      { key: 'A', label: 'A fr', state: 'ACTIVE' },
      { key: 'B', label: 'Own B', state: 'ACTIVE' },
      { key: 'C', label: 'C', state: 'ACTIVE' },
    ]);
  });
  it('keeps the super-state of workflow states', () => {
    const body = { '': { NEW: { t: 'New', state: 'ACTIVE', superState: 'INIT' }, DONE: { t: 'Done', state: 'ACTIVE' } } };
    expect(parseLovReply(body, 'en')).toEqual([
      { key: 'NEW', label: 'New', state: 'ACTIVE', superState: 'INIT' },
      { key: 'DONE', label: 'Done', state: 'ACTIVE' },
    ]);
  });
  it('reads nothing from a malformed answer', () => {
    expect(parseLovReply('nope', 'en')).toEqual([]);
  });
  it('escapes path parts', () => {
    expect(lovPath('en', 'A B', 'Organization-3')).toBe('/lov/en/A%20B/Organization-3');
  });
});

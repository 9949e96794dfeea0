import { describe, expect, it } from 'vitest';
import type { CachedItem } from '../net/itemCache';
import { sortModelMatches } from './pageDatasource';
import { neighbourIndexes } from './prevNext';
import { SearchPages, type PageFetcher } from './searchPages';
import type { SearchRequest } from './searchProtocol';

/** A server of `count` hits A-0 … that records what it was asked. */
function fakeServer(count: number) {
  const asked: SearchRequest[] = [];
  const fetcher: PageFetcher = (request, withItems) => {
    asked.push(request);
    const offset = request.offset ?? 0;
    const max = typeof request.max === 'number' ? request.max : count;
    const ids = Array.from({ length: Math.max(0, Math.min(max, count - offset)) }, (_, n) => `A-${offset + n}`);
    const rows = withItems ? ids.map((id): CachedItem => ({ $id: id, _t: 'A' }) as CachedItem) : [];
    return Promise.resolve({ reply: { ids, facets: {}, total: count }, rows });
  };
  return { asked, fetcher };
}

const request: SearchRequest = { must: [{ kind: 'type', value: 'A' }], facets: [{ field: 'f', kind: 'terms' }], sort: [{ field: 'name', order: 'asc' }], labels: true, max: 50 };

describe('a search paged from the server', () => {
  it('asks the first page with facets and later pages by offset without them', async () => {
    const server = fakeServer(250);
    const pages = new SearchPages(request, server.fetcher, 100);
    const first = await pages.firstPage();
    expect(first.reply.total).toBe(250);
    expect(await pages.rows(0, 100)).toHaveLength(100);
    expect(server.asked).toHaveLength(1);
    const third = await pages.rows(200, 300);
    expect(third.map((row) => row.$id)).toEqual(Array.from({ length: 50 }, (_, n) => `A-${200 + n}`));
    expect(server.asked[0]).toMatchObject({ offset: 0, max: 100, facets: request.facets });
    expect(server.asked[1]).toMatchObject({ offset: 200, max: 100, sort: request.sort });
    expect(server.asked[1]?.facets).toBeUndefined();
    expect(pages.loaded).toBe(150);
  });

  it('keeps the first page\'s rows at hand once they arrived (the plain rows shown while the grid mounts)', async () => {
    const pages = new SearchPages(request, fakeServer(3).fetcher, 100);
    const started = pages.firstPage();
    expect(pages.firstRows).toBeUndefined();
    await started;
    expect(pages.firstRows?.map((row) => row.$id)).toEqual(['A-0', 'A-1', 'A-2']);
  });

  it('serves the first page to the grid once, then fetches it anew (a block scrolled back to)', async () => {
    const server = fakeServer(10);
    const pages = new SearchPages(request, server.fetcher, 100);
    await pages.firstPage();
    await pages.rows(0, 100);
    await pages.rows(0, 100);
    expect(server.asked).toHaveLength(2);
  });

  it('knows positions of loaded ids and fetches a neighbour past them', async () => {
    const server = fakeServer(1000);
    const pages = new SearchPages(request, server.fetcher, 100);
    await pages.firstPage();
    expect(pages.indexOf('A-99')).toBe(99);
    expect(pages.idAt(100)).toBeUndefined();
    expect(await pages.fetchIdAt(100)).toBe('A-100');
    expect(server.asked.at(-1)).toMatchObject({ offset: 100, max: 1, labels: false });
    expect(pages.indexOf('A-100')).toBe(100);
    expect(await pages.fetchIdAt(1000)).toBeUndefined();
  });

  it('reloads the first page and tells the grid', async () => {
    const server = fakeServer(5);
    const pages = new SearchPages(request, server.fetcher, 100);
    await pages.firstPage();
    let reloads = 0;
    pages.onReload(() => (reloads += 1));
    await pages.reload();
    expect(reloads).toBe(1);
    expect(server.asked).toHaveLength(2);
  });
});

describe('the grid sort model against the searched order', () => {
  const sort = [{ field: 'name', order: 'asc' as const }];
  it('matches the searched order or no sorted column', () => {
    expect(sortModelMatches([{ colId: 'name', sort: 'asc' }], sort)).toBe(true);
    expect(sortModelMatches([], sort)).toBe(true);
  });
  it('does not match a header clicked before its search ran', () => {
    expect(sortModelMatches([{ colId: 'name', sort: 'desc' }], sort)).toBe(false);
    expect(sortModelMatches([{ colId: 'city', sort: 'asc' }], sort)).toBe(false);
  });
});

describe('previous and next by position', () => {
  it('moves inside the list and wraps at both ends of the whole list', () => {
    expect(neighbourIndexes(100_000, 500)).toEqual({ previous: { index: 499, wrapped: false }, next: { index: 501, wrapped: false } });
    expect(neighbourIndexes(100_000, 0)?.previous).toEqual({ index: 99_999, wrapped: true });
    expect(neighbourIndexes(100_000, 99_999)?.next).toEqual({ index: 0, wrapped: true });
  });
  it('offers nothing for an unknown position or a single result', () => {
    expect(neighbourIndexes(10, -1)).toBeUndefined();
    expect(neighbourIndexes(1, 0)).toBeUndefined();
  });
});

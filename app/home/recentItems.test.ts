import { describe, expect, it } from 'vitest';
import { parseRoute } from '../routing/parseRoute';
import { routeTableFrom } from '../routing/routeTable';
import { parseRecentItems, recentItemsKey, visitedItemOf, withoutItem, withVisit, type RecentItem } from './recentItems';

const T1 = '2026-01-01T10:00:00.000Z';
const T2 = '2026-01-01T11:00:00.000Z';

describe('recent items', () => {
  it('puts a visited item first, once, and keeps at most max entries', () => {
    let list: RecentItem[] = [];
    list = withVisit(list, 'Organization-1', T1, 3);
    list = withVisit(list, 'Contact-2', T1, 3);
    list = withVisit(list, 'Meeting-3', T1, 3);
    expect(list.map((e) => e.id)).toEqual(['Meeting-3', 'Contact-2', 'Organization-1']);
    list = withVisit(list, 'Organization-1', T2, 3);
    expect(list).toEqual([
      { id: 'Organization-1', at: T2 },
      { id: 'Meeting-3', at: T1 },
      { id: 'Contact-2', at: T1 },
    ]);
    list = withVisit(list, 'CommLog-4', T2, 3);
    expect(list.map((e) => e.id)).toEqual(['CommLog-4', 'Organization-1', 'Meeting-3']);
    expect(withoutItem(list, 'Organization-1').map((e) => e.id)).toEqual(['CommLog-4', 'Meeting-3']);
  });

  it('keeps one list per user', () => {
    expect(recentItemsKey('User-3')).not.toBe(recentItemsKey('User-4'));
  });

  it('reads a stored list defensively', () => {
    expect(parseRecentItems(null)).toEqual([]);
    expect(parseRecentItems('not json')).toEqual([]);
    expect(parseRecentItems('{"id":"Organization-1"}')).toEqual([]);
    expect(parseRecentItems(JSON.stringify([{ id: 'Organization-1', at: T1 }, { id: 3 }, null, 'x']))).toEqual([{ id: 'Organization-1', at: T1 }]);
  });

  it('counts an existing item page in any context as a visit, never a create cell or a view', () => {
    const table = routeTableFrom([]);
    const columns = parseRoute('/notifications/i-Organization-3/i-Contact-0-17/i-Meeting-5-edit', '', table).columns;
    expect(columns.map(visitedItemOf)).toEqual([undefined, 'Organization-3', undefined, 'Meeting-5']);
  });
});

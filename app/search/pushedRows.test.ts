import { describe, expect, it } from 'vitest';
import { rowsAfterPush } from './pushedRows';

const rows = [
  { $id: 'Project-1', _u: 1, name: 'one' },
  { $id: 'Project-2', _u: 1, name: 'two' },
];

describe('rowsAfterPush', () => {
  it('replaces the row of a changed item that still matches', () => {
    expect(rowsAfterPush(rows, { $id: 'Project-2', _u: 2, name: 'zwei' })).toEqual([rows[0], { $id: 'Project-2', _u: 2, name: 'zwei' }]);
  });

  it('drops the row of a deleted item and of one the type watch no longer matches', () => {
    expect(rowsAfterPush(rows, { $id: 'Project-1', _u: 2, $deleted: true })).toEqual([rows[1]]);
    expect(rowsAfterPush(rows, { $id: 'Project-2', _u: 2, name: 'two', $noMatch: true })).toEqual([rows[0]]);
  });

  it('keeps the same list for items it does not show', () => {
    expect(rowsAfterPush(rows, { $id: 'Project-3', _u: 1, $noMatch: true })).toBe(rows);
  });
});

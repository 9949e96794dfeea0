import { describe, expect, it } from 'vitest';
import { mergeUser, preferencePatch } from './preferences';

describe('preferences', () => {
  it('patches one field on the user with the _u it is based on', () => {
    expect(preferencePatch({ _t: 'User', _i: 3, $id: 'User-3', _u: 7, dark: false, name: 'Ann' }, 'dark', true)).toEqual({ $id: 'User-3', _u: 7, dark: true });
  });

  it('keeps the masquerading marker when the server answers the plain item', () => {
    const current = { _t: 'User', _i: 3, $id: 'User-3', _u: 7, masquerading: 'User-1' };
    expect(mergeUser(current, { _t: 'User', _i: 3, $id: 'User-3', _u: 8, dark: true })).toEqual({ _t: 'User', _i: 3, $id: 'User-3', _u: 8, dark: true, masquerading: 'User-1' });
    expect(mergeUser({ ...current, masquerading: undefined }, { _t: 'User', _i: 3, $id: 'User-3', _u: 8 })).toEqual({ _t: 'User', _i: 3, $id: 'User-3', _u: 8 });
  });
});

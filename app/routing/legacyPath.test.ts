import { describe, expect, it } from 'vitest';
import { fixedLegacyTarget, legacyAliasOf, legacyReplyItemId } from './legacyPath';
import { parseRoute } from './parseRoute';
import { routeTableFrom } from './routeTable';

const table = routeTableFrom([]);

describe('legacy paths', () => {
  it('takes the alias from addresses whose first segment is no known view', () => {
    expect(legacyAliasOf(parseRoute('/user/login', '', table), '/user/login')).toBe('user/login');
    expect(legacyAliasOf(parseRoute('/org/123/', '', table), '/org/123/')).toBe('org/123');
    expect(legacyAliasOf(parseRoute('/search', '', table), '/search')).toBeUndefined();
    expect(legacyAliasOf(parseRoute('/i-Bad', '', table), '/i-Bad')).toBeUndefined();
  });

  it('sends user/login home and leaves other aliases to the server', () => {
    expect(fixedLegacyTarget('user/login')).toBe('/');
    expect(fixedLegacyTarget('org/123')).toBeUndefined();
  });

  it('reads the item id of the server reply', () => {
    expect(legacyReplyItemId({ itemId: 'Organization-3' })).toBe('Organization-3');
    expect(legacyReplyItemId({ itemId: '' })).toBeUndefined();
    expect(legacyReplyItemId(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { LovDeclaration } from '../../engine/declarations/bundle';
import { lovReplyBody } from './lovReply';
import type { StoredLovValue } from './lovValueIndex';

const lov: LovDeclaration = {
  key: 'ORG_MEETING_TYPES',
  label: 'x',
  ownerType: 'Organization',
  values: [
    { key: 'IN_PERSON', t: { en: 'In person' } },
    { key: 'VIRTUAL', t: { en: 'Virtual' } },
    { key: 'SITE_VISIT', t: { en: 'Site visit' } },
  ],
};
const stored = (key: string, fields: Partial<StoredLovValue> = {}): StoredLovValue => ({ id: `LOVValue-${key}`, list: lov.key, key, t: { en: key }, state: 'ACTIVE', ...fields });

describe('GET /lov answers values in their order', () => {
  it('keys the declared values, then added ones, each moved by its LOVValue order', () => {
    const body = lovReplyBody(lov, 'en', [stored('BOARD'), stored('SITE_VISIT', { t: { en: 'Field trip' }, order: 5 }), stored('ELDERS', { owner: 'Organization-3' })], 'Organization-3');
    expect(Object.keys(body[''] ?? {})).toEqual(['SITE_VISIT', 'IN_PERSON', 'VIRTUAL', 'BOARD']);
    expect(body['']?.SITE_VISIT).toEqual({ t: 'Field trip', state: 'ACTIVE' });
    expect(Object.keys(body['Organization-3'] ?? {})).toEqual(['ELDERS']);
  });

  it('orders an owner’s own values among themselves', () => {
    const body = lovReplyBody(lov, 'en', [stored('A', { owner: 'Organization-3', order: 30 }), stored('B', { owner: 'Organization-3' }), stored('C', { owner: 'Organization-3', order: 15 })], 'Organization-3');
    expect(Object.keys(body['Organization-3'] ?? {})).toEqual(['C', 'B', 'A']);
  });
});

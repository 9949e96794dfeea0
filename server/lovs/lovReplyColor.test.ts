import { describe, expect, it } from 'vitest';
import type { LovDeclaration } from '../../engine/declarations/bundle';
import { lovReplyBody } from './lovReply';
import type { StoredLovValue } from './lovValueIndex';

const lov: LovDeclaration = {
  key: 'CATEGORIES',
  label: 'x',
  values: [
    { key: 'WATER', t: { en: 'Water' }, color: '#1565C0' },
    { key: 'OTHER', t: { en: 'Other' } },
  ],
};
const stored = (key: string, fields: Partial<StoredLovValue> = {}): StoredLovValue => ({ id: `LOVValue-${key}`, list: lov.key, key, t: { en: key }, state: 'ACTIVE', ...fields });

describe('GET /lov answers the colours values are drawn in', () => {
  it('gives the declared colour, keeps it when a LOVValue relabels the value, and takes a LOVValue’s own', () => {
    const body = lovReplyBody(lov, 'en', [stored('WATER', { t: { en: 'Rivers and lakes' } }), stored('OTHER', { color: '#546E7A' }), stored('SNOW')]);
    expect(body['']?.WATER).toEqual({ t: 'Rivers and lakes', state: 'ACTIVE', color: '#1565C0' });
    expect(body['']?.OTHER).toEqual({ t: 'OTHER', state: 'ACTIVE', color: '#546E7A' });
    expect(body['']?.SNOW).toEqual({ t: 'SNOW', state: 'ACTIVE' });
  });
});

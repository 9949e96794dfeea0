import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';

/**
 * Suggestions rank by the title (issue 11 #4): typing "ston" puts "Stoney Creek First Nation" first,
 * then a person whose name has a word starting with it, then what matches elsewhere (an e-mail);
 * types that exclude themselves from general search never appear; a person is titled by full name.
 */
let t: ItemsTestServer;
let nation: string;
let stonechild: string;
let byMail: string;

interface Reply {
  ids: string[];
  labels: Record<string, string>;
}

beforeAll(async () => {
  t = await startItemsTestServer();
  const create = async (type: string, fields: Record<string, unknown>) => (await t.ok<{ $id: string }>(t.adminToken, `create/${type}`, fields)).$id;
  byMail = await create('Contact', { firstName: 'Ada', lastName: 'Quarry', email: 'ada@stoneworks.example.com' });
  stonechild = await create('Contact', { firstName: 'Ray', lastName: 'Stonechild' });
  nation = await create('Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY' });
  await create('WhatsNew', { version: '1.2.3', locale: 'en', title: 'Stonewall', body: 'Stone age' });
});
afterAll(() => t.close());

const suggest = (text: string) => t.ok<Reply>(t.adminToken, 'search/ids', { must: [{ kind: 'text', value: text }], sort: [{ key: '_score', order: 'desc' }], max: 5, labels: true });

describe('suggestions', () => {
  it('ranks a title starting with the text first, then a title word, then other matches', async () => {
    const reply = await suggest('ston');
    expect(reply.ids).toEqual([nation, stonechild, byMail]);
    expect(reply.labels[stonechild]).toBe('Ray Stonechild');
  });

  it('ranks an exact title first', async () => {
    expect((await suggest('ray stonechild')).ids[0]).toBe(stonechild);
  });

  it('refuses _score without a full-text filter', async () => {
    expect(await t.refusal(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Contact' }], sort: [{ key: '_score', order: 'desc' }] })).toBe('parseRequestFailed');
  });
});

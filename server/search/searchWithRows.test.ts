import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';
import { MAX_READ_MANY_IDS } from '../items/readMany';

/**
 * search/ids with `withRows` (one round trip for a list's first page), over the real protocol:
 * its rows are exactly what readMany/object answers the same asker for the same ids, field-level
 * read rules included (core's User: a member sees another user's name, not the e-mail).
 */

let t: ItemsTestServer;
let member: { id: string; token: string };

interface RowsReply {
  ids: string[];
  total: number;
  labels?: Record<string, string>;
  rows?: Record<string, unknown>[];
}

const USERS = { must: [{ kind: 'type', value: 'User' }], sort: [{ key: '_c.ts', order: 'asc' }], labels: true };

beforeAll(async () => {
  t = await startItemsTestServer();
  member = await t.createUser('Member');
  await t.createUser('Zelda', { admin: false, capabilities: { Core: true, Org: true } });
  await t.createUser('Yves');
});
afterAll(() => t.close());

describe('search/ids withRows', () => {
  it('answers the rows readMany/object answers, in id order, for an administrator and a member', async () => {
    for (const token of [t.adminToken, member.token]) {
      const reply = await t.ok<RowsReply>(token, 'search/ids', { ...USERS, withRows: true });
      expect(reply.ids.length).toBeGreaterThanOrEqual(3);
      const read = await t.ok<unknown[]>(token, 'readMany/object', reply.ids);
      expect(reply.rows).toEqual(read);
      expect(reply.rows?.map((row) => row.$id)).toEqual(reply.ids);
      // Ids, labels and total are those of the same search without rows.
      const { rows: _rows, ...rest } = reply;
      expect(rest).toEqual(await t.ok<RowsReply>(token, 'search/ids', USERS));
    }
  });

  it('keeps fields hidden that the read rule hides from the asker', async () => {
    const asMember = await t.ok<RowsReply>(member.token, 'search/ids', { ...USERS, withRows: true });
    const zelda = asMember.rows?.find((row) => row.name === 'Zelda');
    expect(zelda).toBeDefined();
    expect(zelda).not.toHaveProperty('email');
    expect(zelda).not.toHaveProperty('capabilities');
    // The member's own item and the administrator's view stay whole.
    expect(asMember.rows?.find((row) => row.$id === member.id)).toHaveProperty('email');
    const asAdmin = await t.ok<RowsReply>(t.adminToken, 'search/ids', { ...USERS, withRows: true });
    expect(asAdmin.rows?.find((row) => row.name === 'Zelda')).toMatchObject({ email: 'zelda@example.com' });
  });

  it('answers no rows without withRows, none for no hits, and pages them with offset and max', async () => {
    expect(await t.ok<RowsReply>(t.adminToken, 'search/ids', USERS)).not.toHaveProperty('rows');
    const none = await t.ok<RowsReply>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'User' }, { kind: 'text', value: 'nobody-matches-this' }], withRows: true });
    expect(none).toMatchObject({ ids: [], rows: [], total: 0 });
    const all = await t.ok<RowsReply>(t.adminToken, 'search/ids', { ...USERS, withRows: true });
    const second = await t.ok<RowsReply>(t.adminToken, 'search/ids', { ...USERS, withRows: true, offset: 1, max: 1 });
    expect(second.rows).toEqual(all.rows?.slice(1, 2));
    expect(second.total).toBe(all.total);
  });

  it('refuses rows for more ids than readMany/object reads (tooManyIds) and a non-boolean withRows', async () => {
    expect(await t.refusal(t.adminToken, 'search/ids', { ...USERS, withRows: true, max: 'all' })).toBe('tooManyIds');
    expect(await t.refusal(t.adminToken, 'search/ids', { ...USERS, withRows: true, max: MAX_READ_MANY_IDS + 1 })).toBe('tooManyIds');
    expect(await t.refusal(t.adminToken, 'search/ids', { ...USERS, withRows: 'yes' })).toBe('parseRequestFailed');
    expect(await t.ok<RowsReply>(t.adminToken, 'search/ids', { ...USERS, withRows: true, max: MAX_READ_MANY_IDS })).toHaveProperty('rows');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../protocol/contract';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';
import { openSocket } from '../testing/socketClient';

/**
 * Field-level reading (a type's `read` rule), over the real protocol: core's User shows other
 * users only name and avatar; e-mail, rights and memberships are for the user and administrators.
 * Reads, readMany, pushes and every part of a search (filters, text, sort, facets) keep to it.
 */

let t: ItemsTestServer;
let member: { id: string; token: string };
let other: { id: string; token: string };

interface Hits {
  ids: string[];
  total: number;
  facets: Record<string, unknown[]>;
}

beforeAll(async () => {
  t = await startItemsTestServer();
  member = await t.createUser('Member');
  other = await t.createUser('Zelda', { admin: false, capabilities: { Core: true, Org: true } });
});
afterAll(() => t.close());

const PRIVATE_FIELDS = ['email', 'admin', 'capabilities', 'contact', 'adminOrg', 'readOrg', 'dark', 'notifyMail'];

describe('reading another user', () => {
  it('answers a member only the name (and avatar) of another user', async () => {
    const seen = await t.ok<Record<string, unknown>>(member.token, `read/${other.id}`);
    expect(seen).toMatchObject({ $id: other.id, name: 'Zelda' });
    for (const field of PRIVATE_FIELDS) expect(seen).not.toHaveProperty(field);
    const [many] = await t.ok<Record<string, unknown>[]>(member.token, 'readMany/object', [other.id]);
    expect(many).toMatchObject({ name: 'Zelda' });
    expect(many).not.toHaveProperty('email');
  });

  it('answers users their own item and administrators every item whole', async () => {
    expect(await t.ok(other.token, `read/${other.id}`)).toMatchObject({ email: 'zelda@example.com', capabilities: { Core: true, Org: true } });
    expect(await t.ok(t.adminToken, `read/${other.id}`)).toMatchObject({ email: 'zelda@example.com' });
  });

  it('pushes a member the public fields only', async () => {
    const socket = await openSocket(t.url);
    try {
      expect((await socket.request({ o: 'tokenAuth', b: member.token, v: t.server.config.version })).o).toBe('authed');
      expect((await socket.request({ o: `addWatch/${other.id}` })).erred).toBeFalsy();
      const current = await t.ok<{ _u: number }>(t.adminToken, `read/${other.id}`);
      await t.ok(t.adminToken, 'update', { $id: other.id, _u: current._u, name: 'Zelda Z', email: 'zz@example.com' });
      const push = await socket.next((envelope: Envelope) => envelope.o === 'item/update');
      const item = (push.b as { item: Record<string, unknown> }).item;
      expect(item).toMatchObject({ $id: other.id, name: 'Zelda Z' });
      expect(item).not.toHaveProperty('email');
    } finally {
      socket.close();
    }
  });
});

describe('searching users', () => {
  const search = (token: string, query: Record<string, unknown>) => t.ok<Hits>(token, 'search/ids', { must: [{ kind: 'type', value: 'User' }], ...query });

  it('finds nobody by a hidden field for a member, and the user for an administrator', async () => {
    const byEmail = { must: [{ kind: 'type', value: 'User' }, { kind: 'eq', prop: 'email', value: 'zz@example.com' }] };
    expect((await t.ok<Hits>(member.token, 'search/ids', byEmail)).ids).toEqual([]);
    expect((await t.ok<Hits>(t.adminToken, 'search/ids', byEmail)).ids).toEqual([other.id]);
  });

  it('matches text a member types against the visible fields only', async () => {
    const text = (value: string) => ({ must: [{ kind: 'type', value: 'User' }, { kind: 'text', value }] });
    expect((await t.ok<Hits>(member.token, 'search/ids', text('zz'))).ids).toEqual([]);
    expect((await t.ok<Hits>(t.adminToken, 'search/ids', text('zz'))).ids).toEqual([other.id]);
    expect((await t.ok<Hits>(member.token, 'search/ids', text('zelda'))).ids).toEqual([other.id]);
  });

  it('refuses a member sorting by a hidden field and leaves out its facet', async () => {
    expect(await t.refusal(member.token, 'search/ids', { must: [{ kind: 'type', value: 'User' }], sort: [{ key: 'email', order: 'asc' }] })).toBe('parseRequestFailed');
    const faceted = await search(member.token, { facets: [{ field: 'email', kind: 'terms' }] });
    expect(faceted.facets).not.toHaveProperty('email');
    const byAdmin = await search(t.adminToken, { facets: [{ field: 'email', kind: 'terms' }], sort: [{ key: 'email', order: 'asc' }] });
    expect(byAdmin.facets).toHaveProperty('email');
  });
});

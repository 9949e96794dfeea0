import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';

let t: ItemsTestServer;
let member: { id: string; token: string };
let stranger: { id: string; token: string };
let openOrg: string;
let closedOrg: string;

beforeAll(async () => {
  t = await startItemsTestServer();
  openOrg = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Open', type: 'COMMUNITY' })).$id;
  closedOrg = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Closed', type: 'INDUSTRY', $access: 'PRIVATE' })).$id;
  member = await t.createUser('Member', { readOrg: [closedOrg] });
  stranger = await t.createUser('Stranger');
  const add = (fields: Record<string, unknown>) => t.ok(t.adminToken, 'create/LOVValue', { list: 'ORG_MEETING_TYPES', ...fields });
  await add({ key: 'BOARD', t: { en: 'Board meeting', fr: 'Réunion du conseil' } });
  await add({ key: 'VIRTUAL', t: { en: 'Online' }, state: 'ARCHIVED' });
  await add({ key: 'ELDERS', t: { en: 'Elders circle' }, owner: openOrg });
  await add({ key: 'AUDIT', t: { en: 'Audit', fr: 'Vérification' }, owner: closedOrg });
});
afterAll(() => t.close());

async function lov(path: string, token?: string): Promise<{ status: number; cache: string | null; body: Record<string, Record<string, unknown>> }> {
  const response = await fetch(`${t.url}/lov/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, Record<string, unknown>> };
}

describe('GET /lov/{locale}/{list}[/{ownerId}]', () => {
  it('answers the declared values with the shared LOVValues, which may relabel or archive a declared key', async () => {
    const answer = await lov('en/ORG_MEETING_TYPES', stranger.token);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('private');
    expect(answer.body).toEqual({
      '': {
        IN_PERSON: { t: 'In person', state: 'ACTIVE' },
        VIRTUAL: { t: 'Online', state: 'ARCHIVED' },
        SITE_VISIT: { t: 'Site visit', state: 'ACTIVE' },
        COMMUNITY_SESSION: { t: 'Community session', state: 'ACTIVE' },
        NEGOTIATION: { t: 'Negotiation', state: 'ACTIVE' },
        BOARD: { t: 'Board meeting', state: 'ACTIVE' },
      },
    });
  });

  it('translates into the locale, then its language, then English', async () => {
    const fr = (await lov('fr/ORG_MEETING_TYPES')).body[''];
    expect(fr).toMatchObject({ IN_PERSON: { t: 'En personne' }, BOARD: { t: 'Réunion du conseil' }, VIRTUAL: { t: 'Online' } });
    expect((await lov('fr-CA/ORG_MEETING_TYPES')).body['']).toMatchObject({ IN_PERSON: { t: 'En personne' } });
    expect((await lov('de/ORG_MEETING_TYPES')).body['']).toMatchObject({ IN_PERSON: { t: 'In person' }, BOARD: { t: 'Board meeting' } });
  });

  it('adds an owner’s own values under its id, for readers of the owner only', async () => {
    expect((await lov(`en/ORG_MEETING_TYPES/${openOrg}`, stranger.token)).body[openOrg]).toEqual({ ELDERS: { t: 'Elders circle', state: 'ACTIVE' } });
    expect((await lov(`fr/ORG_MEETING_TYPES/${closedOrg}`, member.token)).body[closedOrg]).toEqual({ AUDIT: { t: 'Vérification', state: 'ACTIVE' } });
    const refused = await lov(`fr/ORG_MEETING_TYPES/${closedOrg}`, stranger.token);
    expect(Object.keys(refused.body)).toEqual(['']);
    // Anonymous visitors read neither the COMMUNITY organization nor its values.
    expect(Object.keys((await lov(`en/ORG_MEETING_TYPES/${openOrg}`)).body)).toEqual(['']);
    // Without an owner, and for lists without owners, only the shared values.
    expect(Object.keys((await lov('en/ORG_MEETING_TYPES', member.token)).body)).toEqual(['']);
    expect(Object.keys((await lov(`en/ORG_TYPES/${openOrg}`, member.token)).body)).toEqual(['']);
  });

  it('carries the declared super-state of workflow states, also when a LOVValue relabels the state', async () => {
    await t.ok(t.adminToken, 'create/LOVValue', { list: 'RWF_STATES', key: 'TRIAGE', t: { en: 'Sorting' } });
    await t.ok(t.adminToken, 'create/LOVValue', { list: 'RWF_STATES', key: 'ON_HOLD', t: { en: 'On hold' } });
    const states = (await lov('en/RWF_STATES', member.token)).body[''];
    expect(states).toMatchObject({
      NEW: { t: 'New', state: 'ACTIVE', superState: 'INIT' },
      TRIAGE: { t: 'Sorting', state: 'ACTIVE', superState: 'INIT' },
      IN_REVIEW: { superState: 'ACTIVE' },
      CLOSED: { superState: 'DONE' },
    });
    // A value added at run time belongs to no super-state; lists without super-states carry none.
    expect(states?.ON_HOLD).toEqual({ t: 'On hold', state: 'ACTIVE' });
    expect((await lov('en/ORG_TYPES', member.token)).body['']?.COMMUNITY).not.toHaveProperty('superState');
  });

  it('answers 404 for unknown lists and 400 for malformed locales or owners', async () => {
    expect(await lov('en/NO_SUCH_LIST')).toMatchObject({ status: 404, body: { userMessage: 'notFound' } });
    expect(await lov('english!/ORG_TYPES')).toMatchObject({ status: 400, body: { userMessage: 'badRequest' } });
    expect(await lov('en/ORG_TYPES/not-an-id')).toMatchObject({ status: 400, body: { userMessage: 'invalidId' } });
    expect((await lov('en/ORG_TYPES', 'garbage')).status).toBe(401);
  });
});

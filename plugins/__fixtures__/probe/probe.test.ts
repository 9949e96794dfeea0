import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../../server/testing/pluginTestServer';

/**
 * The probe fixture plugin, installed from its own root the way a deployment adds a plugin
 * (PLUGIN_DIRS), proves over a real server: a field and a related list added to another plugin's
 * type, its own operation, write rule and after-write event. Its client cell is proven end to end
 * (app/e2e/pluginHost.e2e.test.ts).
 */
const FIXTURES = fileURLToPath(new URL('..', import.meta.url));

let t: PluginTestServer;
let acme: string;
let member: { id: string; token: string };
let stranger: { id: string; token: string };

beforeAll(async () => {
  t = await startPluginTestServer({ pluginDirs: [FIXTURES] });
  acme = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY', probeScore: 80, $access: 'PROTECTED' })).$id;
  member = await t.createUser('Mona', { adminOrg: [acme] });
  stranger = await t.createUser('Stan');
});
afterAll(() => t.close());

describe('a plugin extending Organization from its own folder', () => {
  it('adds a validated field to Organization, with its column and facet', async () => {
    expect(await t.ok(t.adminToken, `read/${acme}`)).toMatchObject({ displayName: 'Acme', probeScore: 80 });
    const refused = await t.call(t.adminToken, 'create/Organization', { displayName: 'Bad', type: 'COMMUNITY', probeScore: 500 });
    expect(refused.b).toMatchObject({ userMessage: 'validationFailed', errors: [{ path: '/probeScore' }] });
    const found = await t.ok<{ total: number; facets: Record<string, { key: string; count: number }[]> }>(t.adminToken, 'search/ids', {
      must: [{ kind: 'type', value: 'Organization' }],
      facets: [{ field: 'probeScore' }],
    });
    expect(found.total).toBe(1);
    expect(found.facets.probeScore).toEqual([
      { key: 'LOW', count: 0 },
      { key: 'HIGH', count: 1 },
    ]);
  });

  it('lists probe notes under the organization (the related list\'s search) for those who may read them', async () => {
    await t.ok(member.token, 'create/ProbeNote', { organization: acme, text: 'Answered within a day.' });
    const related = { must: [{ kind: 'type', value: 'ProbeNote' }, { prop: 'organization', kind: 'eq', value: acme }] };
    expect((await t.ok<{ total: number }>(member.token, 'search/ids', related)).total).toBe(1);
    expect((await t.ok<{ total: number }>(stranger.token, 'search/ids', related)).total).toBe(0);
  });

  it('answers its own operation, as the asker may see', async () => {
    expect(await t.ok(member.token, `act/probeSummary/${acme}`)).toEqual({ organization: acme, score: 80, notes: 1 });
    expect(await t.refusal(stranger.token, `act/probeSummary/${acme}`)).toBe('notAllowed');
    expect(await t.refusal(member.token, 'act/probeSummary/not-an-id')).toBe('parseRequestFailed');
  });

  it('applies its write rule and emits its event after a write', async () => {
    expect(await t.refusal(member.token, 'create/ProbeNote', { organization: acme, text: 'This is forbidden.' })).toBe('notAllowed');
    const events = await t.ok<{ total: number }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }, { prop: 'kind', kind: 'eq', value: 'PROBE_NOTED' }, { prop: 'context', kind: 'eq', value: acme }] });
    expect(events.total).toBe(1);
  });
});

describe('a plugin timer', () => {
  it('fires when due (here: already due when set) and emits its event once', async () => {
    await t.ok(member.token, 'create/ProbeNote', { organization: acme, text: 'Call back', followUp: new Date(Date.now() - 1000).toISOString() });
    const query = { must: [{ kind: 'type', value: 'Event' }, { prop: 'kind', kind: 'eq', value: 'PROBE_FOLLOW_UP' }, { prop: 'context', kind: 'eq', value: acme }] };
    await expect.poll(async () => (await t.ok<{ total: number }>(t.adminToken, 'search/ids', query)).total, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.ok<{ total: number }>(t.adminToken, 'search/ids', query)).total).toBe(1);
  });
});

describe('a type declaring uuid', () => {
  it('keeps the _uuid a client gives, makes one otherwise, and never changes it', async () => {
    const given = '3f1c2a34-9c1e-4b8e-8a55-0d2a3c4b5e6f';
    const kept = await t.ok<{ $id: string; _u: number; _uuid: string }>(t.adminToken, 'create/ProbeNote', { organization: acme, text: 'From a device', _uuid: given });
    expect(kept._uuid).toBe(given);
    const made = await t.ok<{ _uuid: string }>(t.adminToken, 'create/ProbeNote', { organization: acme, text: 'From the web' });
    expect(made._uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await t.refusal(t.adminToken, 'update', { $id: kept.$id, _u: kept._u, _uuid: '00000000-0000-4000-8000-000000000000' })).toBe('uuidImmutable');
    expect(await t.refusal(t.adminToken, 'create/ProbeNote', { organization: acme, text: 'Bad', _uuid: 'not-a-uuid' })).toBe('validationFailed');
    expect((await t.ok<{ _uuid: string }>(t.adminToken, `read/${kept.$id}`))._uuid).toBe(given);
  });

  it('answers the stored item when its creator sends the same _uuid again, and refuses anybody else', async () => {
    const uuid = '7b0e2f10-5a3c-4d1e-9f20-1c2d3e4f5a6b';
    const first = await t.ok<{ $id: string }>(member.token, 'create/ProbeNote', { organization: acme, text: 'Sent offline', _uuid: uuid });
    const again = await t.ok<{ $id: string; text: string }>(member.token, 'create/ProbeNote', { organization: acme, text: 'Sent offline', _uuid: uuid });
    expect(again).toMatchObject({ $id: first.$id, text: 'Sent offline' });
    const query = { must: [{ kind: 'type', value: 'ProbeNote' }, { prop: 'text', kind: 'eq', value: 'Sent offline' }] };
    expect((await t.ok<{ total: number }>(t.adminToken, 'search/ids', query)).total).toBe(1);
    expect(await t.refusal(t.adminToken, 'create/ProbeNote', { organization: acme, text: 'Taken', _uuid: uuid })).toBe('uuidTaken');
  });
});

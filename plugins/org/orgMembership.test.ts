import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deployment } from '../../engine/derive/showRule';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import { adminActor, createPluginHarness, userActor, type FakeConnection, type PluginHarness } from '../../server/testing/pluginHarness';

/**
 * Organization membership with the real plugins (business spec §1-§6, issue 5): every write goes
 * through the socket operations and the real declarations. Stoney Creek (Organization-1) is
 * administered by Lena and read by Priya; Northern Ridge (Organization-2) is read by Daniel;
 * Marie belongs to no organization.
 */

let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

const ORG = { Org: true };
const actors = {
  admin: adminActor('User-1'),
  lena: userActor('User-2', { admin: ['Organization-1'], read: ['Organization-1'] }, ORG),
  priya: userActor('User-3', { read: ['Organization-1'] }, ORG),
  daniel: userActor('User-4', { read: ['Organization-2'] }, ORG),
  marie: userActor('User-5'),
};

interface World extends PluginHarness {
  as: Record<keyof typeof actors | 'anonymous', FakeConnection>;
  records: { contact: string; commLog: string; meeting: string; sharedMeeting: string };
}

let world: World | undefined;
afterEach(() => world?.close());

/** The store with both organizations, their people, and Stoney Creek's protected records. */
function createWorld(deployment: Deployment = { dedicated: false }): World {
  const harness = createPluginHarness(registry, deployment);
  const { seed } = harness;
  seed('User', { name: 'Admin', email: 'admin@example.org', admin: true });
  seed('User', { name: 'Lena', email: 'lena@example.org', adminOrg: ['Organization-1'], readOrg: ['Organization-1'], capabilities: ORG });
  seed('User', { name: 'Priya', email: 'priya@example.org', readOrg: ['Organization-1'], capabilities: ORG });
  seed('User', { name: 'Daniel', email: 'daniel@example.org', readOrg: ['Organization-2'], capabilities: ORG });
  seed('User', { name: 'Marie', email: 'marie@example.org' });
  seed('Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY' });
  seed('Organization', { displayName: 'Northern Ridge Mining', type: 'INDUSTRY' });
  const records = {
    contact: seed('Contact', { firstName: 'Mary', lastName: 'Whitehorse', email: 'mary@stoneycreek.example.ca', assigned: 'Organization-1' }).$id,
    commLog: seed('CommLog', { owner: 'Organization-1', subject: 'Road proposal', date: '2024-04-18', type: 'PHONE', direction: 'OUTBOUND' }).$id,
    meeting: seed('Meeting', { owner: 'Organization-1', summary: 'Elders review', date: '2024-06-12', meetingTypes: ['IN_PERSON'] }).$id,
    sharedMeeting: seed('Meeting', { owner: 'Organization-1', summary: 'Joint site walk', date: '2024-06-20', meetingTypes: ['SITE_VISIT'], otherOrgs: ['Organization-2'] }).$id,
  };
  const { hub } = harness.kit;
  const as = {
    admin: hub.connect(actors.admin),
    lena: hub.connect(actors.lena),
    priya: hub.connect(actors.priya),
    daniel: hub.connect(actors.daniel),
    marie: hub.connect(actors.marie),
    anonymous: hub.connect(null),
  };
  world = { ...harness, as, records };
  return world;
}

/** The nav view /my-organizations, as the client sends it. */
const myOrganizations = { must: [{ kind: 'type', value: 'Organization' }, { prop: '$id', kind: 'actor', value: 'orgs' }], labels: true };

describe('/my-organizations', () => {
  it('lists exactly the organizations the user reads or administers', async () => {
    const w = createWorld();
    const ids = async (who: FakeConnection) => (await w.ok<{ ids: string[] }>(who, 'search/ids', myOrganizations)).ids;
    expect(await ids(w.as.lena)).toEqual(['Organization-1']);
    expect(await ids(w.as.priya)).toEqual(['Organization-1']);
    expect(await ids(w.as.daniel)).toEqual(['Organization-2']);
    expect(await ids(w.as.marie)).toEqual([]);
    expect(await ids(w.as.anonymous)).toEqual([]);
    // Every signed-in user reads both (COMMUNITY): the list is narrowed by membership, not by reading.
    expect((await w.ok<{ total: number }>(w.as.marie, 'search/ids', { must: [{ kind: 'type', value: 'Organization' }] })).total).toBe(2);
  });
});

describe('organization administrators', () => {
  it('log communications and meetings, update contacts and manage their own list values', async () => {
    const w = createWorld();
    const log = await w.ok<{ $id: string; _c: { by: string } }>(w.as.lena, 'create/CommLog', { owner: 'Organization-1', subject: 'Follow-up call', date: '2024-05-02', type: 'EMAIL', direction: 'INBOUND' });
    expect(log._c.by).toBe('User-2');
    await w.ok(w.as.lena, 'create/LOVValue', { list: 'ORG_MEETING_TYPES', key: 'ELDERS', t: { en: 'Elders circle' }, owner: 'Organization-1' });
    // The organization's own meeting type is valid for its meetings, and only for them.
    await w.ok(w.as.lena, 'create/Meeting', { owner: 'Organization-1', summary: 'Elders circle', date: '2024-07-01', start: '10:00', end: '12:00', meetingTypes: ['ELDERS'] });
    expect(await w.refusal(w.as.admin, 'create/Meeting', { owner: 'Organization-2', summary: 'Elsewhere', date: '2024-07-01', meetingTypes: ['ELDERS'] })).toBe('validationFailed');
    const contact = w.kit.store.get(w.records.contact);
    await w.ok(w.as.lena, 'update', { $id: w.records.contact, _u: contact?._u, officePhone: '(250) 555-0100' });
    await w.ok(w.as.lena, 'update', { $id: w.records.meeting, _u: 1, summary: 'Elders review (moved)' });
  });

  it('may not put records in the hands of an organization they do not administer', async () => {
    const w = createWorld();
    const foreign = { owner: 'Organization-2', subject: 'Not ours', date: '2024-05-02', type: 'EMAIL', direction: 'INBOUND' };
    expect(await w.refusal(w.as.lena, 'create/CommLog', foreign)).toBe('notAllowed');
    expect(await w.refusal(w.as.lena, 'update', { $id: w.records.commLog, _u: 1, owner: 'Organization-2' })).toBe('notAllowed');
    expect(await w.refusal(w.as.lena, 'create/LOVValue', { list: 'ORG_MEETING_TYPES', key: 'X', t: { en: 'X' }, owner: 'Organization-2' })).toBe('notAllowed');
    expect(await w.refusal(w.as.lena, 'create/LOVValue', { list: 'ORG_MEETING_TYPES', key: 'X', t: { en: 'X' } })).toBe('notAllowed');
  });
});

describe('organization members who only read', () => {
  it('read the organization’s protected records but change nothing', async () => {
    const w = createWorld();
    for (const id of Object.values(w.records)) expect(await w.ok(w.as.priya, `read/${id}`)).toMatchObject({ $id: id });
    expect(await w.refusal(w.as.priya, 'update', { $id: w.records.commLog, _u: 1, subject: 'Changed' })).toBe('notAllowed');
    expect(await w.refusal(w.as.priya, 'update', { $id: w.records.contact, _u: 1, lastName: 'Changed' })).toBe('notAllowed');
    expect(await w.refusal(w.as.priya, 'create/Meeting', { owner: 'Organization-1', summary: 'Mine', date: '2024-07-01', meetingTypes: ['VIRTUAL'] })).toBe('notAllowed');
    expect(await w.refusal(w.as.priya, 'create/LOVValue', { list: 'ORG_MEETING_TYPES', key: 'X', t: { en: 'X' }, owner: 'Organization-1' })).toBe('notAllowed');
    expect(await w.ok(w.as.priya, 'act/isAllowed', { id: w.records.meeting, actions: ['read', 'update'] })).toMatchObject({ allowed: { read: true, update: false } });
  });
});

describe('protected records of an organization', () => {
  it('stay out of other users’ reads, search hits, totals and facet counts', async () => {
    const w = createWorld();
    const { contact, commLog, meeting, sharedMeeting } = w.records;
    for (const id of [contact, commLog, meeting]) {
      expect(await w.refusal(w.as.daniel, `read/${id}`)).toBe('notAllowed');
      expect(await w.refusal(w.as.marie, `read/${id}`)).toBe('notAllowed');
    }
    const meetings = { must: [{ kind: 'type', value: 'Meeting' }], facets: [{ field: 'meetingTypes', kind: 'lov', lov: 'ORG_MEETING_TYPES' }, { field: 'owner' }] };
    // Daniel's organization took part in the joint site walk: participants read PROTECTED meetings.
    const daniel = await w.ok<{ ids: string[]; total: number; facets: Record<string, { key: string; count: number }[]> }>(w.as.daniel, 'search/ids', meetings);
    expect(daniel.ids).toEqual([sharedMeeting]);
    expect(daniel.total).toBe(1);
    expect(daniel.facets.meetingTypes?.find((f) => f.key === 'IN_PERSON')?.count ?? 0).toBe(0);
    expect(daniel.facets.owner).toEqual([{ key: 'Organization-1', count: 1 }]);
    const marie = await w.ok<{ total: number; facets: Record<string, { key: string; count: number }[]> }>(w.as.marie, 'search/ids', meetings);
    expect(marie.total).toBe(0);
    expect(marie.facets.owner).toEqual([]);
    for (const type of ['Contact', 'CommLog']) {
      expect((await w.ok<{ total: number }>(w.as.daniel, 'search/ids', { must: [{ kind: 'type', value: type }, { kind: 'text', value: type === 'Contact' ? 'whitehorse' : 'road' }] })).total).toBe(0);
      expect((await w.ok<{ total: number }>(w.as.priya, 'search/ids', { must: [{ kind: 'type', value: type }] })).total).toBe(1);
    }
  });

  it('are pushed to type watchers who may read them, and to nobody else', async () => {
    const w = createWorld();
    for (const who of [w.as.priya, w.as.daniel, w.as.marie, w.as.anonymous]) await w.ok(who, 'addWatch/CommLog-0', []);
    await w.ok(w.as.lena, 'create/CommLog', { owner: 'Organization-1', subject: 'Quiet call', date: '2024-05-03', type: 'PHONE', direction: 'OUTBOUND' });
    const pushedSubjects = (who: FakeConnection) => who.pushed('item/update').map((b) => (b as { item: { subject?: string } }).item.subject);
    expect(pushedSubjects(w.as.priya)).toEqual(['Quiet call']);
    for (const who of [w.as.daniel, w.as.marie, w.as.anonymous]) expect(who.pushes).toEqual([]);
  });
});

describe('contact creation (business spec §6)', () => {
  const contact = (assigned?: string) => ({ firstName: 'Joe', lastName: 'Bloggs', ...(assigned ? { assigned } : {}) });

  it('is for administrators only outside dedicated deployments', async () => {
    const w = createWorld();
    expect(await w.refusal(w.as.lena, 'create/Contact', contact('Organization-1'))).toBe('notAllowed');
    expect(await w.ok(w.as.lena, 'act/isAllowed', { id: 'Contact-0', actions: ['create'] })).toEqual({ allowed: { create: false } });
    expect(await w.ok(w.as.admin, 'create/Contact', contact('Organization-1'))).toMatchObject({ assigned: 'Organization-1' });
  });

  it('is open to organization administrators in a dedicated deployment, for their own organization', async () => {
    const w = createWorld({ dedicated: true });
    expect(await w.ok(w.as.lena, 'act/isAllowed', { id: 'Contact-0', actions: ['create'] })).toEqual({ allowed: { create: true } });
    expect(await w.ok(w.as.lena, 'create/Contact', contact('Organization-1'))).toMatchObject({ assigned: 'Organization-1', _c: { by: 'User-2' } });
    expect(await w.refusal(w.as.lena, 'create/Contact', contact('Organization-2'))).toBe('notAllowed');
    expect(await w.refusal(w.as.daniel, 'create/Contact', contact('Organization-2'))).toBe('notAllowed');
    // Holding the Org capability is still needed.
    expect(await w.refusal(w.as.marie, 'create/Contact', contact())).toBe('notAllowed');
  });

  it('refuses an invalid e-mail with its field message', async () => {
    const w = createWorld();
    expect(await w.refusalBody(w.as.admin, 'create/Contact', { lastName: 'Bloggs', email: 'joe@' })).toMatchObject({
      userMessage: 'validationFailed',
      errors: [{ path: '/email', messageId: 'errors.invalidEmail' }],
    });
  });
});

describe('meetings', () => {
  it('refuse an end before the start', async () => {
    const w = createWorld();
    const backwards = { owner: 'Organization-1', summary: 'Backwards', date: '2024-07-01', start: '11:00', end: '10:00', meetingTypes: ['VIRTUAL'] };
    expect(await w.refusalBody(w.as.lena, 'create/Meeting', backwards)).toMatchObject({ userMessage: 'validationFailed', errors: [{ path: '/end' }] });
  });
});

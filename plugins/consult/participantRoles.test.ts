import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Item, Person } from './testing/consultationSetup';

/**
 * Participant roles (CNS_PARTICIPANT_ROLES) over the real protocol: the PROPONENT submits, a
 * REGULATOR is consulted like a community (a response of its own) and may comment, an INFORMED
 * organization reads the distributed consultation but gets no response and cannot comment.
 */

let t: PluginTestServer;
let proponent: string;
let community: string;
let regulator: string;
let informed: string;
let submitter: Person;
let inspector: Person;
let observer: Person;
let consultationId: string;

async function person(name: string, org: string, capabilities: Record<string, boolean>): Promise<Person> {
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: name, lastName: 'Example', assigned: org })).$id;
  return { ...(await t.createUser(name, { readOrg: [org], adminOrg: [org], contact, capabilities: { Core: true, Org: true, ...capabilities } })), contact };
}

const organization = async (displayName: string, type: string) => (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName, type, $access: 'PROTECTED' })).$id;

beforeAll(async () => {
  t = await startPluginTestServer({});
  proponent = await organization('Northern Ridge Mining', 'INDUSTRY');
  community = await organization('Stoney Creek', 'COMMUNITY');
  regulator = await organization('Ministry of Forests', 'GOVERNMENT');
  informed = await organization('Ridge Valley Regional District', 'GOVERNMENT');
  submitter = await person('Sam', proponent, { ConsultSubmit: true });
  inspector = await person('Ines', regulator, { ConsultRespond: true });
  observer = await person('Oscar', informed, { ConsultRespond: true });
  consultationId = (await t.ok<Item>(submitter.token, 'create/Consultation', {
    projectName: 'Ridge haul road',
    state: 'DRAFT',
    primaryOrg: proponent,
    primaryContacts: [submitter.contact],
    respondents: [community],
    regulators: [regulator],
    informed: [informed],
    $access: 'PROTECTED',
  })).$id;
  await t.ok(submitter.token, `act/consult.move/${consultationId}`, { to: 'REVIEW' });
}, 120_000);
afterAll(() => t.close());

describe('participant roles', () => {
  it('tells the asker their organization role', async () => {
    expect(await t.ok(submitter.token, `act/consult.moves/${consultationId}`)).toMatchObject({ roles: ['PROPONENT'] });
  });

  it('gives the communities and regulators a response each, and the informed organizations only the reading', async () => {
    expect(await t.refusal(observer.token, `read/${consultationId}`)).toBe('notAllowed');
    const distributed = await t.ok<Item>(t.adminToken, `act/consult.distribute/${consultationId}`);
    expect((distributed.distributedTo as string[]).sort()).toEqual([community, regulator, informed].sort());
    const responses = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultationId }] });
    const communities = (await t.ok<Item[]>(t.adminToken, 'readMany/object', responses.ids)).map((response) => response.community);
    expect(communities.sort()).toEqual([community, regulator].sort());
    expect((await t.ok<Item>(observer.token, `read/${consultationId}`)).projectName).toBe('Ridge haul road');
    expect(await t.ok(observer.token, `act/consult.moves/${consultationId}`)).toEqual({ moves: [], mayDistribute: false, roles: ['INFORMED'] });
    expect(await t.ok(inspector.token, `act/consult.moves/${consultationId}`)).toMatchObject({ roles: ['REGULATOR'] });
  });

  it('names the proponent contacts to the consulted organizations, though the contacts stay the proponent’s', async () => {
    expect(await t.refusal(inspector.token, `read/${submitter.contact}`)).toBe('notAllowed');
    const seen = await t.ok<Item>(inspector.token, `read/${consultationId}`);
    expect((seen.$labels as Record<string, string>)[submitter.contact]).toBe('Sam Example');
  });

  it('lets a regulator comment in a thread about the consultation, and refuses an informed organization, translated', async () => {
    const thread = { subject: 'Haul road crossing', body: 'Which culvert size is planned at the creek crossing?', participants: [submitter.contact], context: consultationId, purpose: 'GENERAL' };
    expect((await t.call(inspector.token, 'create/Thread', { ...thread, participants: [submitter.contact, inspector.contact] })).status).toBe(200);
    const refused = await t.call(observer.token, 'create/Thread', { ...thread, participants: [submitter.contact, observer.contact] });
    expect(refused.status).toBe(403);
    expect(refused.b).toMatchObject({ userMessage: 'consult.errors.informedReadOnly' });
  });

  it('refuses a reply from an informed organization’s member named in an existing thread, and says so before they write', async () => {
    const thread = await t.ok<Item>(inspector.token, 'create/Thread', { subject: 'Dust on the haul road', body: 'Will the road be watered in summer?', participants: [submitter.contact, inspector.contact, observer.contact], context: consultationId, purpose: 'GENERAL' });
    expect((await t.ok<Item>(observer.token, `read/${thread.$id}`)).subject).toBe('Dust on the haul road');
    expect(await t.ok(observer.token, 'act/conversation.mayReply', { thread: thread.$id })).toEqual({ mayReply: false, refusal: 'consult.errors.informedReadOnly' });
    const refused = await t.call(observer.token, 'act/conversation.reply', { thread: thread.$id, body: 'We would like that too.' });
    expect(refused.status).toBe(403);
    expect(refused.b).toMatchObject({ userMessage: 'consult.errors.informedReadOnly' });
    expect(await t.ok(inspector.token, 'act/conversation.mayReply', { thread: thread.$id })).toEqual({ mayReply: true });
    expect(await t.ok<Item>(submitter.token, 'act/conversation.reply', { thread: thread.$id, body: 'Yes, twice a day.' })).toMatchObject({ body: 'Yes, twice a day.' });
    const messages = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Message' }, { prop: 'thread', kind: 'eq', value: thread.$id }] });
    expect(messages.ids).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * Conversations over the real protocol (business spec §4-§6, issue 13): the purposes' file rules on
 * the create form's write, who reads and writes threads and messages (reads, searches, facets),
 * replies, and the CNV_STARTED / CNV_REPLIED events with their notifications. Lena administers
 * Stoney Creek, Daniel reads Northern Ridge, Otto belongs to no organization.
 */

interface Item {
  $id: string;
  _u: number;
  [field: string]: unknown;
}

interface Person {
  id: string;
  token: string;
  contact: string;
}

let t: PluginTestServer;
let stoney: string;
let lena: Person;
let daniel: Person;
let otto: Person;

async function person(name: string, fields: Record<string, unknown>, organization?: string): Promise<Person> {
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: name, lastName: 'Demo', ...(organization ? { assigned: organization } : {}) })).$id;
  return { ...(await t.createUser(name, { contact, ...fields })), contact };
}

async function upload(token: string, name = 'response-package.pdf'): Promise<string> {
  const response = await fetch(`${t.url}/api/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': encodeURIComponent(name) },
    body: Buffer.from('%PDF-1.4 response package'),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Item).$id;
}

async function fieldErrors(token: string, o: string, b: unknown): Promise<{ path: string; messageId: string }[]> {
  const reply = await t.call(token, o, b);
  expect(reply.erred, JSON.stringify(reply.b)).toBe(true);
  return (reply.b as { errors?: { path: string; messageId: string }[] }).errors ?? [];
}

const threadSearch = { must: [{ kind: 'type', value: 'Thread' }], facets: [{ field: 'participants' }, { field: 'owner' }] };

async function notificationKinds(token: string): Promise<string[]> {
  const found = await t.ok<{ ids: string[] }>(token, 'search/ids', { must: [{ kind: 'type', value: 'Notify' }], max: 100 });
  if (found.ids.length === 0) return [];
  const notes = await t.ok<{ $kind?: string }[]>(token, 'readMany/object', found.ids);
  return notes.map((note) => note.$kind ?? '?');
}

beforeAll(async () => {
  t = await startPluginTestServer();
  stoney = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  const ridge = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  lena = await person('Lena', { adminOrg: [stoney], readOrg: [stoney] }, stoney);
  daniel = await person('Daniel', { readOrg: [ridge] }, ridge);
  otto = await person('Otto', {});
}, 120_000);
afterAll(() => t.close());

const responseThread = () => ({ subject: 'Our response', owner: stoney, participants: [daniel.contact], purpose: 'CONSULT_RESPONSE', body: 'Please find our response attached.' });

describe('purposes and their files', () => {
  it('refuses a CONSULT_RESPONSE or RESPONSE_CONTRACT thread without files at the files field, and accepts it with one', async () => {
    expect(await fieldErrors(lena.token, 'create/Thread', responseThread())).toEqual([expect.objectContaining({ path: '/attachments', messageId: 'conversation.errors.attachmentsRequired' })]);
    expect(await fieldErrors(lena.token, 'create/Thread', { ...responseThread(), purpose: 'RESPONSE_CONTRACT' })).toEqual([
      expect.objectContaining({ path: '/attachments', messageId: 'conversation.errors.attachmentsRequired' }),
    ]);
    const file = await upload(lena.token);
    const thread = await t.ok<Item>(lena.token, 'create/Thread', { ...responseThread(), attachments: [file] });
    expect(thread).toMatchObject({ purpose: 'CONSULT_RESPONSE', attachments: [file] });
  });

  it('refuses files on a CONSULT_INCOMPLETE thread, except from administrators', async () => {
    const incomplete = { subject: 'Missing study', owner: stoney, participants: [daniel.contact], purpose: 'CONSULT_INCOMPLETE', body: 'The study is missing.' };
    const file = await upload(lena.token, 'note.pdf');
    expect(await fieldErrors(lena.token, 'create/Thread', { ...incomplete, attachments: [file] })).toEqual([expect.objectContaining({ path: '/attachments', messageId: 'conversation.errors.attachmentsForbidden' })]);
    const withoutFiles = await t.ok<Item>(lena.token, 'create/Thread', incomplete);
    expect(await fieldErrors(daniel.token, 'act/conversation.reply', { thread: withoutFiles.$id, body: 'Here it is', attachments: [await upload(daniel.token)] })).toEqual([
      expect.objectContaining({ path: '/attachments', messageId: 'conversation.errors.attachmentsForbidden' }),
    ]);
    const adminFile = await upload(t.adminToken, 'admin.pdf');
    await t.ok(t.adminToken, 'create/Thread', { ...incomplete, attachments: [adminFile] });
  });

  it('refuses a purpose nobody registered, and lists the registered ones with their rules', async () => {
    expect(await fieldErrors(lena.token, 'create/Thread', { ...responseThread(), purpose: 'NO_SUCH_PURPOSE' })).toEqual([expect.objectContaining({ path: '/purpose', messageId: 'conversation.errors.unknownPurpose' })]);
    const { purposes } = await t.ok<{ purposes: { key: string; attachments: string }[] }>(lena.token, 'act/conversation.purposes');
    expect(purposes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'CONSULT_INCOMPLETE', attachments: 'forbidden' }),
        expect.objectContaining({ key: 'CONSULT_RESPONSE', attachments: 'required' }),
        expect.objectContaining({ key: 'RESPONSE_CONTRACT', attachments: 'required' }),
      ]),
    );
  });
});

describe('who reads and writes a thread', () => {
  let thread: Item;
  let file: string;

  beforeAll(async () => {
    file = await upload(lena.token, 'route.pdf');
    thread = await t.ok<Item>(lena.token, 'create/Thread', { subject: 'Route questions', owner: stoney, participants: [daniel.contact], purpose: 'CONSULT_RESPONSE', body: 'Which crossing?', attachments: [file] });
  });

  it('lets participants read the thread, its files and find it, and hides it from everybody else, counts included', async () => {
    expect(await t.ok<Item>(daniel.token, `read/${thread.$id}`)).toMatchObject({ subject: 'Route questions' });
    const media = await fetch(`${t.url}/attachment/${file}`, { headers: { authorization: `Bearer ${daniel.token}` } });
    expect(media.status).toBe(200);
    expect(await t.refusal(otto.token, `read/${thread.$id}`)).toBe('notAllowed');
    const ottoMedia = await fetch(`${t.url}/attachment/${file}`, { headers: { authorization: `Bearer ${otto.token}` } });
    expect(ottoMedia.status).toBe(403);
    const ottoSearch = await t.ok<{ ids: string[]; total: number; facets?: Record<string, unknown> }>(otto.token, 'search/ids', threadSearch);
    expect(ottoSearch.total).toBe(0);
    expect(JSON.stringify(ottoSearch.facets ?? {})).not.toContain(daniel.contact);
    const danielSearch = await t.ok<{ ids: string[] }>(daniel.token, 'search/ids', threadSearch);
    expect(danielSearch.ids).toContain(thread.$id);
  });

  it('lets participants reply and resolve; others are refused', async () => {
    const reply = await t.ok<Item>(daniel.token, 'act/conversation.reply', { thread: thread.$id, body: 'The northern one.' });
    expect(reply).toMatchObject({ thread: thread.$id, author: daniel.contact, owner: stoney, participants: [daniel.contact] });
    expect(await t.ok<Item>(lena.token, `read/${reply.$id}`)).toMatchObject({ body: 'The northern one.' });
    expect(await t.refusal(otto.token, `read/${reply.$id}`)).toBe('notAllowed');
    expect(await t.refusal(otto.token, 'act/conversation.reply', { thread: thread.$id, body: 'Me too' })).toBe('notFound');
    expect(await t.refusal(daniel.token, 'create/Message', { thread: thread.$id, body: 'Around the rules' })).toBe('notAllowed');
    const current = await t.ok<Item>(daniel.token, `read/${thread.$id}`);
    expect(current).toMatchObject({ replies: 1 });
    await t.ok(daniel.token, 'update', { $id: thread.$id, _u: current._u, resolved: true });
    expect(await t.refusal(otto.token, 'update', { $id: thread.$id, _u: current._u + 1, resolved: false })).toBe('notAllowed');
    expect(await t.refusal(daniel.token, `delete/${thread.$id}`, { _u: current._u + 1 })).toBe('notAllowed');
  });

  it('lets only administrators of the organization start its threads', async () => {
    const errors = await fieldErrors(daniel.token, 'create/Thread', { subject: 'Not mine', owner: stoney, participants: [lena.contact], body: 'Hello' });
    expect(errors).toEqual([expect.objectContaining({ path: '/owner', messageId: 'conversation.errors.ownerNotAdministered' })]);
    await t.ok(daniel.token, 'create/Thread', { subject: 'Between us', participants: [lena.contact], body: 'Hello' });
  });

  it('records CNV_STARTED and CNV_REPLIED on the thread and notifies the other participants', async () => {
    await expect.poll(() => notificationKinds(daniel.token), { timeout: 10_000 }).toContain('CNV_STARTED');
    await expect.poll(() => notificationKinds(lena.token), { timeout: 10_000 }).toContain('CNV_REPLIED');
    expect(await notificationKinds(otto.token)).toEqual([]);
    const events = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }], should: [{ prop: 'context', kind: 'eq', value: thread.$id }, { prop: 'also', kind: 'eq', value: thread.$id }], max: 50 });
    const kinds = (await t.ok<{ kind: string }[]>(t.adminToken, 'readMany/object', events.ids)).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['CNV_STARTED', 'CNV_REPLIED']));
  });
});

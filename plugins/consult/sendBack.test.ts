import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Item } from './testing/consultationSetup';

/**
 * Sending a consultation back (REVIEW → INCOMPLETE) over the real protocol: the staff's reason opens
 * a CONSULT_INCOMPLETE thread about the consultation with its submitter taking part and notified,
 * linked from the consultation; the next round continues the same thread; resubmitting resolves it.
 */

let t: PluginTestServer;
let submitter: { id: string; token: string; contact: string };
let consultationId: string;

async function notifications(token: string): Promise<Item[]> {
  const reply = await t.ok<{ ids: string[] }>(token, 'search/ids', { must: [{ kind: 'type', value: 'Notify' }], max: 100 });
  return reply.ids.length === 0 ? [] : t.ok<Item[]>(token, 'readMany/object', reply.ids);
}

async function messagesOf(thread: string): Promise<Item[]> {
  const reply = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Message' }, { prop: 'thread', kind: 'eq', value: thread }], max: 100 });
  return reply.ids.length === 0 ? [] : t.ok<Item[]>(t.adminToken, 'readMany/object', reply.ids);
}

const move = (token: string, body: Record<string, unknown>) => t.call(token, `act/consult.move/${consultationId}`, body);

beforeAll(async () => {
  t = await startPluginTestServer({});
  const proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Cedar Coast Forestry', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: 'Priya', lastName: 'Natarajan', assigned: proponent })).$id;
  submitter = { ...(await t.createUser('Priya', { readOrg: [proponent], adminOrg: [proponent], contact, capabilities: { Core: true, Org: true, ConsultSubmit: true } })), contact };
  consultationId = (await t.ok<Item>(submitter.token, 'create/Consultation', { projectName: 'Cedar Coast cut block 7', state: 'DRAFT', primaryOrg: proponent, $access: 'PROTECTED' })).$id;
  expect((await move(submitter.token, { to: 'REVIEW' })).status).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('sending a consultation back as incomplete', () => {
  it('needs the reason, refused at its field with a translated message', async () => {
    const refused = await move(t.adminToken, { to: 'INCOMPLETE', reason: '  ' });
    expect(refused.b).toMatchObject({ userMessage: 'validationFailed', errors: [{ path: '/reason', messageId: 'consult.errors.reasonRequired' }] });
    expect((await t.ok<Item>(t.adminToken, `read/${consultationId}`)).state).toBe('REVIEW');
  });

  it('opens a CONSULT_INCOMPLETE thread about the consultation with the submitter, who is notified and finds it from the consultation', async () => {
    const moved = await move(t.adminToken, { to: 'INCOMPLETE', reason: 'Attach the site plan and the access road map.' });
    expect(moved.status).toBe(200);
    const consultation = await t.ok<Item>(submitter.token, `read/${consultationId}`);
    expect(consultation.state).toBe('INCOMPLETE');
    const threadId = String(consultation.incompleteThread);
    const thread = await t.ok<Item>(submitter.token, `read/${threadId}`);
    expect(thread).toMatchObject({ purpose: 'CONSULT_INCOMPLETE', context: consultationId, participants: [submitter.contact], subject: 'Cedar Coast cut block 7', body: 'Attach the site plan and the access road map.' });
    // The participant reads it by name, never by id.
    expect((thread.$labels as Record<string, string>)[submitter.contact]).toBe('Priya Natarajan');
    const started = (await notifications(submitter.token)).filter((note) => note.kind === 'CNV_STARTED');
    expect(started.length).toBe(1);
    // The submitter answers in the thread (CONSULT_INCOMPLETE allows no files from non-administrators).
    expect((await t.call(submitter.token, 'act/conversation.reply', { thread: threadId, body: 'Site plan attached to the consultation.' })).status).toBe(200);
    // Nobody may point the consultation at another thread.
    expect(await t.refusal(t.adminToken, 'update', { $id: consultationId, _u: consultation._u, incompleteThread: null })).toBe('consult.errors.stateManaged');
  });

  it('resolves the thread on resubmission and continues the same thread the next time', async () => {
    expect((await move(submitter.token, { to: 'REVIEW' })).status).toBe(200);
    const first = await t.ok<Item>(t.adminToken, `read/${consultationId}`);
    const threadId = String(first.incompleteThread);
    expect((await t.ok<Item>(t.adminToken, `read/${threadId}`)).resolved).toBe(true);
    expect((await move(t.adminToken, { to: 'INCOMPLETE', reason: 'The access road map is still missing.' })).status).toBe(200);
    const again = await t.ok<Item>(t.adminToken, `read/${consultationId}`);
    expect(again.incompleteThread).toBe(threadId);
    const threads = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Thread' }, { prop: 'context', kind: 'eq', value: consultationId }] });
    expect(threads.ids).toEqual([threadId]);
    expect((await t.ok<Item>(t.adminToken, `read/${threadId}`)).resolved).toBe(false);
    expect((await messagesOf(threadId)).map((message) => message.body).sort()).toEqual(['Site plan attached to the consultation.', 'The access road map is still missing.']);
    expect((await notifications(submitter.token)).some((note) => note.kind === 'CNV_REPLIED')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';

let t: ItemsTestServer;
let orgAdmin: { id: string; token: string };
let stranger: { id: string; token: string };
let acme: string;
let beta: string;

beforeAll(async () => {
  t = await startItemsTestServer();
  acme = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY' })).$id;
  beta = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Beta', type: 'INDUSTRY' })).$id;
  orgAdmin = await t.createUser('Olga', { adminOrg: [acme] });
  stranger = await t.createUser('Stan');
});
afterAll(() => t.close());

const meetingOf = (owner: string, meetingTypes: string[]) => ({ owner, summary: 'Circle', date: '2024-05-02', meetingTypes });
const elders = (owner?: string) => ({ list: 'ORG_MEETING_TYPES', key: 'ELDERS', t: { en: 'Elders circle' }, ...(owner ? { owner } : {}) });

async function fieldErrors(token: string, o: string, b: unknown): Promise<unknown> {
  const reply = await t.call(token, o, b);
  expect(reply.erred).toBe(true);
  return reply.b;
}

describe('LOVValue editing (business spec section 6) and validation with run-time values', () => {
  it('lets an organization administrator add a meeting type its meetings may then use; others may not', async () => {
    expect(await fieldErrors(orgAdmin.token, 'create/Meeting', meetingOf(acme, ['ELDERS']))).toMatchObject({
      userMessage: 'validationFailed',
      errors: [{ path: '/meetingTypes/0', messageId: 'errors.lovValue' }],
    });
    expect(await t.refusal(stranger.token, 'create/LOVValue', elders(acme))).toBe('notAllowed');
    expect(await t.refusal(orgAdmin.token, 'create/LOVValue', elders(beta))).toBe('notAllowed');
    // Shared values of an owner-specific list stay with the platform's administrators.
    expect(await t.refusal(orgAdmin.token, 'create/LOVValue', elders())).toBe('notAllowed');
    // A list without an edit binding: administrators only.
    expect(await t.refusal(orgAdmin.token, 'create/LOVValue', { list: 'ORG_TYPES', key: 'TRIBAL', t: { en: 'Tribal' }, owner: acme })).toBe('notAllowed');

    const value = await t.ok<{ $id: string; _u: number }>(orgAdmin.token, 'create/LOVValue', elders(acme));
    expect(await t.ok(orgAdmin.token, 'create/Meeting', meetingOf(acme, ['ELDERS', 'VIRTUAL']))).toMatchObject({ meetingTypes: ['ELDERS', 'VIRTUAL'] });
    // Acme's own value is not Beta's.
    expect(await fieldErrors(t.adminToken, 'create/Meeting', meetingOf(beta, ['ELDERS']))).toMatchObject({ errors: [{ path: '/meetingTypes/0' }] });
    expect(await t.refusal(stranger.token, 'update', { $id: value.$id, _u: value._u, state: 'ARCHIVED' })).toBe('notAllowed');
    expect(await t.refusal(stranger.token, `delete/${value.$id}`, { _u: value._u })).toBe('notAllowed');
  });

  it('archives by state, refuses moving a value to an owner the editor does not administer, and forgets deleted values', async () => {
    const value = await t.ok<{ $id: string; _u: number }>(orgAdmin.token, 'create/LOVValue', { list: 'ORG_COMMLOG_TYPES', key: 'RADIO', t: { en: 'Radio' }, owner: acme });
    const archived = await t.ok<{ $id: string; _u: number }>(orgAdmin.token, 'update', { $id: value.$id, _u: value._u, state: 'ARCHIVED' });
    const lov = (await (await fetch(`${t.url}/lov/en/ORG_COMMLOG_TYPES/${acme}`, { headers: { authorization: `Bearer ${orgAdmin.token}` } })).json()) as Record<string, unknown>;
    expect(lov[acme]).toEqual({ RADIO: { t: 'Radio', state: 'ARCHIVED' } });
    expect(await t.refusal(orgAdmin.token, 'update', { $id: value.$id, _u: archived._u, owner: beta })).toBe('notAllowed');

    const log = { owner: acme, subject: 'Call', date: '2024-05-02', type: 'RADIO', direction: 'INBOUND' };
    await t.ok(orgAdmin.token, 'create/CommLog', log);
    await t.ok(orgAdmin.token, `delete/${value.$id}`, { _u: archived._u });
    expect(await fieldErrors(orgAdmin.token, 'create/CommLog', log)).toMatchObject({ errors: [{ path: '/type', messageId: 'errors.lovValue' }] });
  });

  it('refuses values that mean nothing: unknown lists, owners of lists without owners, twins', async () => {
    const admin = t.adminToken;
    expect(await fieldErrors(admin, 'create/LOVValue', { list: 'NO_SUCH_LIST', key: 'X', t: { en: 'X' } })).toMatchObject({ errors: [{ path: '/list', messageId: 'errors.invalid' }] });
    expect(await fieldErrors(admin, 'create/LOVValue', { list: 'ORG_TYPES', key: 'X', t: { en: 'X' }, owner: acme })).toMatchObject({ errors: [{ path: '/owner', messageId: 'errors.relatedItem' }] });
    expect(await fieldErrors(admin, 'create/LOVValue', { ...elders('Contact-1') })).toMatchObject({ errors: [{ path: '/owner' }] });
    await t.ok(admin, 'create/LOVValue', { list: 'ORG_TYPES', key: 'TRIBAL', t: { en: 'Tribal' } });
    expect(await fieldErrors(admin, 'create/LOVValue', { list: 'ORG_TYPES', key: 'TRIBAL', t: { en: 'Again' } })).toMatchObject({ errors: [{ path: '/key', messageId: 'errors.invalid' }] });
    expect(await t.ok(admin, 'create/Organization', { displayName: 'Gamma', type: 'TRIBAL' })).toMatchObject({ type: 'TRIBAL' });
  });
});

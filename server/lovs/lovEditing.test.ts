import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLovEditingSetting, type LovEditingSetting, type TestUser } from './testing/lovEditingSetting';

let s: LovEditingSetting;
let stranger: TestUser;

beforeAll(async () => {
  s = await startLovEditingSetting();
  stranger = await s.t.createUser('Stan');
});
afterAll(() => s.t.close());

const meetingOf = (owner: string, meetingTypes: string[]) => ({ owner, summary: 'Circle', date: '2024-05-02', meetingTypes });
const elders = (owner?: string) => ({ list: 'ORG_MEETING_TYPES', key: 'ELDERS', t: { en: 'Elders circle' }, ...(owner ? { owner } : {}) });

async function fieldErrors(token: string, o: string, b: unknown): Promise<unknown> {
  const reply = await s.t.call(token, o, b);
  expect(reply.erred).toBe(true);
  return reply.b;
}

describe('LOVValue editing (business spec section 6) and validation with run-time values', () => {
  it('lets an organization administrator add a meeting type its meetings may then use; others may not', async () => {
    expect(await fieldErrors(s.orgAdmin.token, 'create/Meeting', meetingOf(s.acme, ['ELDERS']))).toMatchObject({
      userMessage: 'validationFailed',
      errors: [{ path: '/meetingTypes/0', messageId: 'errors.lovValue' }],
    });
    expect(await s.t.refusal(stranger.token, 'create/LOVValue', elders(s.acme))).toBe('notAllowed');
    expect(await s.t.refusal(s.orgAdmin.token, 'create/LOVValue', elders(s.beta))).toBe('notAllowed');
    // Shared values of an owner-specific list stay with the platform's administrators.
    expect(await s.t.refusal(s.orgAdmin.token, 'create/LOVValue', elders())).toBe('notAllowed');
    // A list without an edit binding: administrators only.
    expect(await s.t.refusal(s.orgAdmin.token, 'create/LOVValue', { list: 'ORG_TYPES', key: 'TRIBAL', t: { en: 'Tribal' }, owner: s.acme })).toBe('notAllowed');

    const value = await s.t.ok<{ $id: string; _u: number }>(s.orgAdmin.token, 'create/LOVValue', elders(s.acme));
    expect(await s.t.ok(s.orgAdmin.token, 'create/Meeting', meetingOf(s.acme, ['ELDERS', 'VIRTUAL']))).toMatchObject({ meetingTypes: ['ELDERS', 'VIRTUAL'] });
    // Acme's own value is not Beta's.
    expect(await fieldErrors(s.t.adminToken, 'create/Meeting', meetingOf(s.beta, ['ELDERS']))).toMatchObject({ errors: [{ path: '/meetingTypes/0' }] });
    expect(await s.t.refusal(stranger.token, 'update', { $id: value.$id, _u: value._u, state: 'ARCHIVED' })).toBe('notAllowed');
    expect(await s.t.refusal(stranger.token, `delete/${value.$id}`, { _u: value._u })).toBe('notAllowed');
  });

  it('archives by state, refuses moving a value to an owner the editor does not administer, and forgets deleted values', async () => {
    const value = await s.t.ok<{ $id: string; _u: number }>(s.orgAdmin.token, 'create/LOVValue', { list: 'ORG_COMMLOG_TYPES', key: 'RADIO', t: { en: 'Radio' }, owner: s.acme });
    const archived = await s.t.ok<{ $id: string; _u: number }>(s.orgAdmin.token, 'update', { $id: value.$id, _u: value._u, state: 'ARCHIVED' });
    const lov = (await (await fetch(`${s.t.url}/lov/en/ORG_COMMLOG_TYPES/${s.acme}`, { headers: { authorization: `Bearer ${s.orgAdmin.token}` } })).json()) as Record<string, unknown>;
    expect(lov[s.acme]).toEqual({ RADIO: { t: 'Radio', state: 'ARCHIVED' } });
    expect(await s.t.refusal(s.orgAdmin.token, 'update', { $id: value.$id, _u: archived._u, owner: s.beta })).toBe('notAllowed');

    const log = { owner: s.acme, subject: 'Call', date: '2024-05-02', type: 'RADIO', direction: 'INBOUND' };
    await s.t.ok(s.orgAdmin.token, 'create/CommLog', log);
    await s.t.ok(s.orgAdmin.token, `delete/${value.$id}`, { _u: archived._u });
    expect(await fieldErrors(s.orgAdmin.token, 'create/CommLog', log)).toMatchObject({ errors: [{ path: '/type', messageId: 'errors.lovValue' }] });
  });

  it('refuses values that mean nothing: unknown lists, owners of lists without owners, twins', async () => {
    const admin = s.t.adminToken;
    expect(await fieldErrors(admin, 'create/LOVValue', { list: 'NO_SUCH_LIST', key: 'X', t: { en: 'X' } })).toMatchObject({ errors: [{ path: '/list', messageId: 'errors.invalid' }] });
    expect(await fieldErrors(admin, 'create/LOVValue', { list: 'ORG_TYPES', key: 'X', t: { en: 'X' }, owner: s.acme })).toMatchObject({ errors: [{ path: '/owner', messageId: 'errors.relatedItem' }] });
    expect(await fieldErrors(admin, 'create/LOVValue', { ...elders('Contact-1') })).toMatchObject({ errors: [{ path: '/owner' }] });
    await s.t.ok(admin, 'create/LOVValue', { list: 'ORG_TYPES', key: 'TRIBAL', t: { en: 'Tribal' } });
    expect(await fieldErrors(admin, 'create/LOVValue', { list: 'ORG_TYPES', key: 'TRIBAL', t: { en: 'Again' } })).toMatchObject({ errors: [{ path: '/key', messageId: 'errors.invalid' }] });
    expect(await s.t.ok(admin, 'create/Organization', { displayName: 'Gamma', type: 'TRIBAL' })).toMatchObject({ type: 'TRIBAL' });
  });
});

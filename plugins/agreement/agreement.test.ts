import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginBundle } from '../../engine/declarations/bundle';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { readKinds } from './server/kinds';

/**
 * Agreements over the real protocol (business spec §3-§5, issue 13): registered kinds, the state
 * transitions, versions numbered and read by both organizations, and who may write. Lena administers
 * Stoney Creek, Daniel reads Northern Ridge (the other party), Otto belongs to neither.
 */

interface Item {
  $id: string;
  _u: number;
  [field: string]: unknown;
}

let t: PluginTestServer;
let stoney: string;
let ridge: string;
let lena: { id: string; token: string };
let daniel: { id: string; token: string };
let otto: { id: string; token: string };

async function errorsOf(token: string, o: string, b: unknown): Promise<{ path: string; messageId: string }[]> {
  const reply = await t.call(token, o, b);
  expect(reply.erred, JSON.stringify(reply.b)).toBe(true);
  return (reply.b as { errors?: { path: string; messageId: string }[] }).errors ?? [{ path: '', messageId: (reply.b as { userMessage: string }).userMessage }];
}

const setState = async (token: string, id: string, state: string) => {
  const current = await t.ok<Item>(t.adminToken, `read/${id}`);
  return t.call(token, 'update', { $id: id, _u: current._u, state });
};

beforeAll(async () => {
  t = await startPluginTestServer();
  stoney = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  ridge = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  lena = await t.createUser('Lena', { adminOrg: [stoney], readOrg: [stoney] });
  daniel = await t.createUser('Daniel', { readOrg: [ridge] });
  otto = await t.createUser('Otto');
}, 120_000);
afterAll(() => t.close());

const draft = () => ({ title: 'Submission protocol', kind: 'CNS_SUBMIT', state: 'DRAFT', owner: stoney, with: ridge });

describe('agreement kinds', () => {
  it('accept registered kinds (CNS_SUBMIT among them) and refuse others at the kind field', async () => {
    expect(await errorsOf(lena.token, 'create/Agreement', { ...draft(), kind: 'NOT_REGISTERED' })).toEqual([expect.objectContaining({ path: '/kind', messageId: 'agreement.errors.unknownKind' })]);
    const { kinds } = await t.ok<{ kinds: { key: string }[] }>(lena.token, 'act/agreement.kinds');
    expect(kinds.map((kind) => kind.key)).toContain('CNS_SUBMIT');
  });

  it('are an error when registered twice or not uppercase', () => {
    const bundle = (key: string, entries: Record<string, unknown>[]): PluginBundle => ({ manifest: { key, label: key, data: { 'agreement.kinds': entries } }, types: [], lovs: [], facetSets: [], steps: [], nav: [], messages: {} });
    expect(() => readKinds([bundle('agreement', [{ key: 'CNS_SUBMIT', label: 'a' }]), bundle('consult', [{ key: 'CNS_SUBMIT', label: 'b' }])])).toThrow('consult registers kind CNS_SUBMIT, already registered by agreement');
    expect(() => readKinds([bundle('agreement', [{ key: 'Lease', label: 'a' }])])).toThrow('not an uppercase key');
    expect([...readKinds([bundle('agreement', [{ key: 'LEASE', label: 'a' }])]).keys()]).toEqual(['LEASE']);
  });
});

describe('agreement states and versions', () => {
  let agreement: Item;

  it('start as drafts and only become active with a version', async () => {
    expect(await errorsOf(lena.token, 'create/Agreement', { ...draft(), state: 'ACTIVE' })).toEqual([expect.objectContaining({ path: '/state', messageId: 'agreement.errors.newNotDraft' })]);
    agreement = await t.ok<Item>(lena.token, 'create/Agreement', draft());
    expect((await setState(lena.token, agreement.$id, 'ACTIVE')).b).toMatchObject({ errors: [expect.objectContaining({ messageId: 'agreement.errors.needsVersion' })] });
    expect((await setState(lena.token, agreement.$id, 'COMPLETE')).b).toMatchObject({ errors: [expect.objectContaining({ messageId: 'agreement.errors.illegalTransition' })] });
  });

  it('keep numbered versions with their terms and dates, read by both organizations', async () => {
    expect(await errorsOf(daniel.token, 'create/AgreementVersion', { agreement: agreement.$id, date: '2025-01-10', terms: 'Not mine to add' })).toEqual([
      expect.objectContaining({ path: '/agreement', messageId: 'agreement.errors.versionNotAllowed' }),
    ]);
    const first = await t.ok<Item>(lena.token, 'create/AgreementVersion', { agreement: agreement.$id, date: '2025-01-10', terms: 'Answers within 45 days.' });
    await t.ok(lena.token, 'create/AgreementVersion', { agreement: agreement.$id, date: '2025-03-01', terms: 'Answers within 60 days.' });
    await expect.poll(async () => (await t.ok<Item>(lena.token, `read/${agreement.$id}`)).versions, { timeout: 10_000 }).toBe(2);
    expect(await t.ok<Item>(lena.token, `read/${agreement.$id}`)).toMatchObject({ currentVersionDate: '2025-03-01' });
    const listing = { must: [{ kind: 'type', value: 'AgreementVersion' }, { prop: 'agreement', kind: 'eq', value: agreement.$id }], sort: [{ key: 'number', order: 'asc' }] };
    const versions = await t.ok<{ ids: string[] }>(daniel.token, 'search/ids', listing);
    const read = await t.ok<Item[]>(daniel.token, 'readMany/object', versions.ids);
    expect(read.map((version) => [version.number, version.date, version.terms])).toEqual([
      [1, '2025-01-10', 'Answers within 45 days.'],
      [2, '2025-03-01', 'Answers within 60 days.'],
    ]);
    expect(await t.refusal(otto.token, `read/${first.$id}`)).toBe('notAllowed');
    expect((await t.ok<{ total: number }>(otto.token, 'search/ids', listing)).total).toBe(0);
  });

  it('move DRAFT → ACTIVE → COMPLETE → ARCHIVE, never back, and only by who may update', async () => {
    expect((await setState(daniel.token, agreement.$id, 'ACTIVE')).b).toMatchObject({ userMessage: 'notAllowed' });
    for (const state of ['ACTIVE', 'COMPLETE', 'ARCHIVE']) expect((await setState(lena.token, agreement.$id, state)).erred, state).toBeFalsy();
    expect((await setState(lena.token, agreement.$id, 'ACTIVE')).b).toMatchObject({ errors: [expect.objectContaining({ messageId: 'agreement.errors.illegalTransition' })] });
    expect(await errorsOf(lena.token, 'create/AgreementVersion', { agreement: agreement.$id, date: '2025-04-01', terms: 'Too late' })).toEqual([expect.objectContaining({ messageId: 'agreement.errors.archived' })]);
    expect(await t.refusal(otto.token, `read/${agreement.$id}`)).toBe('notAllowed');
  });
});

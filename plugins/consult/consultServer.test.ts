import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowInstance } from '../../engine/workflow';
import NAV from './nav.json';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Item as SetupItem, Person } from './testing/consultationSetup';

/**
 * The consultation module over the real protocol: states moved only by their actions and by whom
 * (plugins/consult/README.md), distribution into one response per respondent with the community's
 * default response workflow, copies kept current, response states, CNS_* events and who reads what.
 */

/** An item as the server answers it, with a workflow's state where it has one. */
interface Item extends SetupItem {
  _wf?: WorkflowInstance;
}

let t: PluginTestServer;
let proponent: string;
let communityA: string;
let communityB: string;
let submitter: Person;
let responder: Person;
let outsider: { id: string; token: string };
let consultationId: string;

/** The filters of the nav entries consult.rwf-mine, consult.rwf-init and consult.rwf-overdue (nav.json). */
const SHORTCUTS: Record<string, unknown[]> = Object.fromEntries(
  (NAV.items as { path: string; view?: { must?: unknown[] } }[]).filter((item) => item.path.startsWith('consult.rwf-')).map((item) => [item.path.slice('consult.rwf-'.length), item.view?.must ?? []]),
);

async function eventKinds(context: string): Promise<string[]> {
  const reply = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: context }], sort: [{ key: '_c.ts', order: 'asc' }], max: 100 });
  if (reply.ids.length === 0) return [];
  const events = await t.ok<{ kind?: string }[]>(t.adminToken, 'readMany/object', reply.ids);
  return events.map((event) => event.kind ?? '?');
}

async function notifiedKinds(token: string): Promise<string[]> {
  const reply = await t.ok<{ ids: string[] }>(token, 'search/ids', { must: [{ kind: 'type', value: 'Notify' }], max: 100 });
  if (reply.ids.length === 0) return [];
  const notes = await t.ok<{ kind?: string }[]>(token, 'readMany/object', reply.ids);
  return notes.map((note) => note.kind ?? '?');
}

const read = (token: string, id: string) => t.ok<Item>(token, `read/${id}`);
const move = (token: string, to: string) => t.call(token, `act/consult.move/${consultationId}`, { to });

async function person(name: string, org: string, fields: Record<string, unknown>): Promise<Person> {
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: name, lastName: 'Tester', assigned: org })).$id;
  return { ...(await t.createUser(name, { readOrg: [org], contact, ...fields })), contact };
}

async function responsesOf(token: string): Promise<Item[]> {
  const reply = await t.ok<{ ids: string[] }>(token, 'search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultationId }] });
  return reply.ids.length === 0 ? [] : t.ok<Item[]>(token, 'readMany/object', reply.ids);
}

beforeAll(async () => {
  t = await startPluginTestServer({});
  proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge Mining', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  communityA = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  communityB = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Kitigan Lake', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  submitter = await person('Sam', proponent, { adminOrg: [proponent], capabilities: { Core: true, Org: true, ConsultSubmit: true } });
  responder = await person('Rita', communityA, { capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true } });
  outsider = await t.createUser('Otto', { capabilities: { Core: true, Org: true, ConsultSubmit: true } });
  const steps = [
    { id: 'assign', kind: 'RWF_ASSIGN', label: 'Assign a researcher', assignee: responder.contact, dueDays: 5 },
    { id: 'research', kind: 'RWF_RESEARCH', stateOnComplete: 'IN_REVIEW' },
  ];
  const workflow = await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'Standard review', key: 'STANDARD_REVIEW', itemTypes: ['ConsultResponse'], stateList: 'RWF_STATES', initialState: 'NEW', steps });
  await t.ok(t.adminToken, `act/workflow.publish/${workflow.$id}`);
  const a = await read(t.adminToken, communityA);
  await t.ok(t.adminToken, 'update', { $id: communityA, _u: a._u, defaultResponseWorkflow: 'STANDARD_REVIEW' });
}, 120_000);
afterAll(() => t.close());

describe('a submitter drafts and submits', () => {
  it('creates drafts only, and never sets the state or the distribution fields', async () => {
    expect(await t.refusal(submitter.token, 'create/Consultation', { projectName: 'Ridge pit', primaryOrg: proponent, state: 'CONSULTING' })).toBe('consult.errors.stateManaged');
    const created = await t.ok<Item>(submitter.token, 'create/Consultation', { projectName: 'Ridge pit expansion', state: 'DRAFT', primaryOrg: proponent, primaryContacts: [submitter.contact], region: 'NORTHWEST', $access: 'PROTECTED' });
    consultationId = created.$id;
    expect(created.state).toBe('DRAFT');
    expect(await t.refusal(submitter.token, 'update', { $id: consultationId, _u: created._u, state: 'REVIEW' })).toBe('consult.errors.stateManaged');
    expect(await t.refusal(t.adminToken, 'update', { $id: consultationId, _u: created._u, distributed: '2026-01-01T00:00:00.000Z' })).toBe('consult.errors.stateManaged');
  });

  it('submits for review (CNS_SUBMITTED, staff notified), then may no longer edit it', async () => {
    expect(await t.refusal(outsider.token, `act/consult.move/${consultationId}`, { to: 'REVIEW' })).toBe('notAllowed');
    const submitted = (await move(submitter.token, 'REVIEW')).b as Item;
    expect(submitted).toMatchObject({ state: 'REVIEW' });
    expect(typeof submitted.submitted).toBe('string');
    expect(await eventKinds(consultationId)).toContain('CNS_SUBMITTED');
    expect(await notifiedKinds(t.adminToken)).toContain('CNS_SUBMITTED');
    expect(await t.refusal(submitter.token, 'update', { $id: consultationId, _u: submitted._u, projectName: 'Changed' })).toBe('consult.errors.notEditable');
  });

  it('refuses moves the table does not hold, and staff moves to a submitter, with translated keys', async () => {
    const refused = await move(submitter.token, 'SUBMITTED');
    expect(refused.b).toMatchObject({ userMessage: 'consult.errors.notAllowedToMove', params: { to: 'consult.states.SUBMITTED' } });
    expect((await move(t.adminToken, 'CLOSED')).b).toMatchObject({ userMessage: 'consult.errors.transitionNotAllowed', params: { from: 'consult.states.REVIEW', to: 'consult.states.CLOSED' } });
    expect(await t.ok(submitter.token, `act/consult.moves/${consultationId}`)).toEqual({ moves: ['WITHDRAWN'], mayDistribute: false, roles: ['PROPONENT'] });
  });

  it('goes back to the submitter as incomplete, is fixed and resubmitted, and staff accept it', async () => {
    const sentBack = await t.call(t.adminToken, `act/consult.move/${consultationId}`, { to: 'INCOMPLETE', reason: 'Add the requested response date.' });
    expect((sentBack.b as Item).state).toBe('INCOMPLETE');
    const current = await read(submitter.token, consultationId);
    await t.ok(submitter.token, 'update', { $id: consultationId, _u: current._u, requestedResponseDate: '2026-12-15' });
    expect(((await move(submitter.token, 'REVIEW')).b as Item).state).toBe('REVIEW');
    expect(((await move(t.adminToken, 'SUBMITTED')).b as Item).state).toBe('SUBMITTED');
  });
});

describe('staff distribute', () => {
  it('is refused to submitters, and without organizations to consult', async () => {
    expect(await t.refusal(submitter.token, `act/consult.distribute/${consultationId}`)).toBe('consult.errors.notAllowedToMove');
    expect(await t.refusal(t.adminToken, `act/consult.distribute/${consultationId}`)).toBe('consult.errors.noRespondents');
  });

  it('creates one response per respondent, with the community default workflow, readable by that community only', async () => {
    const current = await read(t.adminToken, consultationId);
    await t.ok(t.adminToken, 'update', { $id: consultationId, _u: current._u, respondents: [communityA, communityB] });
    const distributed = await t.ok<Item>(t.adminToken, `act/consult.distribute/${consultationId}`);
    expect(distributed).toMatchObject({ state: 'CONSULTING', distributedTo: [communityA, communityB] });
    const responses = await responsesOf(t.adminToken);
    expect(responses.map((r) => r.community).sort()).toEqual([communityA, communityB].sort());
    const a = responses.find((r) => r.community === communityA);
    const b = responses.find((r) => r.community === communityB);
    expect(a).toMatchObject({ state: 'PENDING', projectName: 'Ridge pit expansion', region: 'NORTHWEST', primaryOrg: proponent, consultationState: 'CONSULTING' });
    expect(a?._wf).toMatchObject({ definition: 'STANDARD_REVIEW', state: 'NEW', $assigned: responder.contact });
    expect(b?._wf).toBeUndefined();
    expect((await responsesOf(responder.token)).map((r) => r.$id)).toEqual([a?.$id]);
    expect((await read(responder.token, consultationId)).projectName).toBe('Ridge pit expansion');
    expect(await t.refusal(outsider.token, `read/${consultationId}`)).toBe('notAllowed');
    expect(await eventKinds(consultationId)).toContain('CNS_DISTRIBUTED');
    expect(await eventKinds(String(a?.$id))).toContain('CNS_DISTRIBUTED');
  });

  it('finds the response in the assignee own steps search', async () => {
    const mine = await t.ok<{ ids: string[] }>(responder.token, 'search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: '_wf.$assigned', kind: 'actor', value: 'contact' }] });
    expect(mine.ids).toHaveLength(1);
  });

  it('answers the shortcuts RWF_MINE, RWF_INIT and RWF_OVERDUE as their nav searches declare them', async () => {
    const nav = (path: string) => ({ must: [{ kind: 'type', value: 'ConsultResponse' }, ...(SHORTCUTS[path] ?? [])] });
    const a = (await responsesOf(responder.token))[0] as Item;
    expect((await t.ok<{ ids: string[] }>(responder.token, 'search/ids', nav('mine'))).ids).toEqual([a.$id]);
    expect((await t.ok<{ total: number }>(t.adminToken, 'search/ids', nav('init'))).total).toBe(2);
    expect((await t.ok<{ ids: string[] }>(responder.token, 'search/ids', nav('overdue'))).ids).toEqual([]);
    await t.ok(responder.token, 'update', { $id: a.$id, _u: a._u, anticipatedResponse: '2020-01-15' });
    expect((await t.ok<{ ids: string[] }>(responder.token, 'search/ids', nav('overdue'))).ids).toEqual([a.$id]);
    const later = await read(responder.token, a.$id);
    await t.ok(responder.token, 'update', { $id: a.$id, _u: later._u, anticipatedResponse: '2099-01-15' });
    expect((await t.ok<{ ids: string[] }>(responder.token, 'search/ids', nav('overdue'))).ids).toEqual([]);
  });

  it('keeps the copies on the responses current when the consultation changes', async () => {
    const current = await read(t.adminToken, consultationId);
    await t.ok(t.adminToken, 'update', { $id: consultationId, _u: current._u, projectName: 'Ridge pit expansion, phase 2', stream: 'MINING' });
    const responses = await responsesOf(t.adminToken);
    expect(responses.map((r) => [r.projectName, r.stream])).toEqual([
      ['Ridge pit expansion, phase 2', 'MINING'],
      ['Ridge pit expansion, phase 2', 'MINING'],
    ]);
  });
});

describe('responses', () => {
  it('tells assigning internal contacts as CNS_ASSIGNED, and keeps consultation and community fixed', async () => {
    const [a] = (await responsesOf(responder.token)) as [Item];
    const updated = await t.ok<Item>(responder.token, 'update', { $id: a.$id, _u: a._u, internalContacts: [responder.contact], priority: 'HIGH' });
    expect(await eventKinds(a.$id)).toContain('CNS_ASSIGNED');
    // Handing the response to another organization is its administrators' (the owner rule refuses first).
    expect(await t.refusal(responder.token, 'update', { $id: a.$id, _u: updated._u, community: communityB })).toBe('notAllowed');
    expect(await t.refusal(t.adminToken, 'update', { $id: a.$id, _u: updated._u, community: communityB })).toBe('consult.errors.responseFieldsManaged');
    expect(await t.refusal(responder.token, 'update', { $id: a.$id, _u: updated._u, projectName: 'Renamed' })).toBe('consult.errors.responseFieldsManaged');
    expect(await t.refusal(responder.token, 'update', { $id: a.$id, _u: updated._u, state: 'DRAFT' })).toBe('consult.errors.responseStateNotAllowed');
  });

  it('moves the consultation to RESPONDED once no response owes an answer', async () => {
    const [a] = (await responsesOf(responder.token)) as [Item];
    await t.ok(responder.token, 'update', { $id: a.$id, _u: a._u, state: 'RESPONDED', outcome: 'CONCERNS' });
    expect((await read(t.adminToken, consultationId)).state).toBe('CONSULTING');
    const b = (await responsesOf(t.adminToken)).find((r) => r.community === communityB) as Item;
    await t.ok(t.adminToken, 'update', { $id: b.$id, _u: b._u, state: 'NO_RESPONSE' });
    expect((await read(t.adminToken, consultationId)).state).toBe('RESPONDED');
  });

  it('closes (CNS_CLOSED, the community hears of it) and refuses withdrawing a closed one', async () => {
    expect(((await move(t.adminToken, 'CLOSED')).b as Item).state).toBe('CLOSED');
    expect(await eventKinds(consultationId)).toContain('CNS_CLOSED');
    expect((await move(submitter.token, 'WITHDRAWN')).b).toMatchObject({ userMessage: 'consult.errors.transitionNotAllowed' });
    const responses = await responsesOf(t.adminToken);
    expect(responses.map((r) => r.consultationState)).toEqual(['CLOSED', 'CLOSED']);
  });

  it('withdraws a submitted one on the submitter request (CNS_WITHDRAWN)', async () => {
    const other = await t.ok<Item>(submitter.token, 'create/Consultation', { projectName: 'Haul road', state: 'DRAFT', primaryOrg: proponent, $access: 'PROTECTED' });
    await t.ok(submitter.token, `act/consult.move/${other.$id}`, { to: 'REVIEW' });
    const withdrawn = await t.ok<Item>(submitter.token, `act/consult.move/${other.$id}`, { to: 'WITHDRAWN' });
    expect(withdrawn.state).toBe('WITHDRAWN');
    expect(await eventKinds(other.$id)).toEqual(expect.arrayContaining(['CNS_SUBMITTED', 'CNS_WITHDRAWN']));
  });
});

describe('sections, features and problem reports', () => {
  it('keeps a section in the response community, and a feature with the consultation proponent', async () => {
    const [a] = (await responsesOf(responder.token)) as [Item];
    expect(await t.refusal(responder.token, 'create/ConsultResponseSection', { response: a.$id, community: communityB, title: 'Trapline' })).toBe('consult.errors.communityMismatch');
    await t.ok(responder.token, 'create/ConsultResponseSection', { response: a.$id, community: communityA, title: 'Trapline 14', $access: 'PROTECTED' });
    const geometry = { type: 'Point', coordinates: [-122.9, 53.9] };
    expect(await t.refusal(t.adminToken, 'create/ConsultProjectFeature', { label: 'Pit', consultation: consultationId, primaryOrg: communityA, geometry })).toBe('consult.errors.proponentMismatch');
    const feature = await t.ok<Item>(t.adminToken, 'create/ConsultProjectFeature', { label: 'Pit', consultation: consultationId, primaryOrg: proponent, geometry, $access: 'PROTECTED' });
    // The organizations the consultation went to read its features.
    expect((await read(responder.token, feature.$id)).label).toBe('Pit');
  });

  it('takes problem reports only from readers of the consultation', async () => {
    const attachment = await t.ok<Item>(outsider.token, 'create/Attachment', { originalName: 'blank.png' });
    expect(await t.refusal(outsider.token, 'create/DiagnosticsUpload', { consultation: consultationId, problem: 'FILE_UNREADABLE', files: [attachment.$id] })).toBe('consult.errors.consultationNotReadable');
    const mine = await t.ok<Item>(responder.token, 'create/Attachment', { originalName: 'blank.png' });
    const report = await t.ok<Item>(responder.token, 'create/DiagnosticsUpload', { consultation: consultationId, problem: 'FILE_UNREADABLE', files: [mine.$id] });
    expect(report.problem).toBe('FILE_UNREADABLE');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowInstance } from '../../engine/workflow';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { distributedConsultation, person, publishWorkflow, type ConsultationSetup, type Item } from './testing/consultationSetup';

/**
 * Fieldwork jobs over the real protocol (README): ordered from a consultation by a member of the
 * organization doing it, run through confirm, work items, report and invoice, each step telling
 * the external party's contact (event, notification and e-mail in the outbox); RWF_FIELDWORK on a
 * response orders one too.
 */

interface Job extends Item {
  _wf?: WorkflowInstance;
}

let t: PluginTestServer;
let s: ConsultationSetup;
let job: Job;

const read = (token: string, id: string) => t.ok<Job>(token, `read/${id}`);
const act = (token: string, id: string, action: Record<string, unknown>) => t.ok<Job>(token, `act/workflow/${id}`, { action });
const refusal = (token: string, id: string, action: Record<string, unknown>) => t.refusal(token, `act/workflow/${id}`, { action });

async function upload(token: string, name: string): Promise<string> {
  const response = await fetch(`${t.url}/api/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': encodeURIComponent(name) },
    body: Buffer.from(`%PDF-1.4 ${name}`),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Item).$id;
}

async function eventKinds(context: string): Promise<string[]> {
  const reply = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: context }], sort: [{ key: '_c.ts', order: 'asc' }], max: 100 });
  const events = reply.ids.length === 0 ? [] : await t.ok<{ kind?: string }[]>(t.adminToken, 'readMany/object', reply.ids);
  return events.map((event) => event.kind ?? '?');
}

async function notifiedKinds(token: string): Promise<string[]> {
  const reply = await t.ok<{ ids: string[] }>(token, 'search/ids', { must: [{ kind: 'type', value: 'Notify' }], max: 100 });
  const notes = reply.ids.length === 0 ? [] : await t.ok<{ kind?: string }[]>(token, 'readMany/object', reply.ids);
  return notes.map((note) => note.kind ?? '?');
}

/** Moves a step through ACTIVE to COMPLETE with its values, as the panel does. */
async function complete(token: string, step: string, properties: Record<string, unknown>): Promise<Job> {
  const current = await read(token, job.$id);
  if (current._wf?.steps.find((candidate) => candidate.id === step)?.state !== 'ACTIVE') await act(token, job.$id, { type: 'setStepState', step, state: 'ACTIVE' });
  await act(token, job.$id, { type: 'applyStepProperties', step, properties });
  job = await act(token, job.$id, { type: 'setStepState', step, state: 'COMPLETE' });
  return job;
}

beforeAll(async () => {
  t = await startPluginTestServer({});
  await publishWorkflow(t, {
    label: 'Fieldwork',
    key: 'FIELDWORK',
    itemTypes: ['GeoKeeperFieldwork'],
    stateList: 'GKF_STATES',
    initialState: 'REQUESTED',
    steps: [
      { id: 'confirm', kind: 'GKF_CONFIRM', stateOnComplete: 'CONFIRMED' },
      { id: 'work', kind: 'GKF_WORK_ITEMS', stateOnComplete: 'IN_FIELD' },
      { id: 'report', kind: 'GKF_REPORT', stateOnComplete: 'REPORTED' },
      { id: 'invoice', kind: 'GKF_INVOICE', stateOnComplete: 'INVOICED' },
    ],
  });
  s = await distributedConsultation(t, { proponent: 'Ridge Mining', community: 'Stoney Creek' });
}, 120_000);
afterAll(() => t.close());

describe('ordering fieldwork from a consultation', () => {
  it('offers it to members holding GeoKeeper, and refuses others', async () => {
    const offer = await t.ok<{ mayOrder: boolean; organizations: { id: string }[]; jobs: unknown[] }>(s.communityAdmin.token, `act/fieldwork.offer/${s.consultation}`);
    expect(offer).toMatchObject({ mayOrder: true, organizations: [{ id: s.community }], jobs: [] });
    const stranger = await t.createUser('Sid', { capabilities: { Core: true, GeoKeeper: true } });
    expect(await t.refusal(stranger.token, `act/fieldwork.order/${s.consultation}`, {})).toBe('notAllowed');
    const noCapability = await person(t, 'Nell', s.community, { readOrg: [s.community] });
    expect(await t.refusal(noCapability.token, `act/fieldwork.order/${s.consultation}`, {})).toBe('notAllowed');
    expect(await t.refusal(s.communityAdmin.token, `act/fieldwork.order/${s.consultation}`, { ownedBy: s.proponent })).toBe('fieldwork.errors.notMember');
    expect(await t.refusal(s.communityAdmin.token, 'create/GeoKeeperFieldwork', { label: 'x', ownedBy: s.proponent, externalParty: s.community })).toBe('notAllowed');
  });

  it('creates the job for the proponent, its contact named, and starts the fieldwork workflow', async () => {
    job = await t.ok<Job>(s.communityAdmin.token, `act/fieldwork.order/${s.consultation}`, { label: 'Archaeological survey' });
    expect(job).toMatchObject({ label: 'Archaeological survey', ownedBy: s.community, externalParty: s.proponent, externalNotify: s.proponentContact.contact, createdFrom: s.consultation });
    expect(job._wf).toMatchObject({ definition: 'FIELDWORK', state: 'REQUESTED' });
    expect(job._wf?.steps.map((step) => step.state)).toEqual(['PENDING', 'BLANK', 'BLANK', 'BLANK']);
    expect((await read(s.proponentContact.token, job.$id)).label).toBe('Archaeological survey');
    // The community reads the contact it reports to (the job page names them).
    expect((await t.ok<Item>(s.communityAdmin.token, `read/${s.proponentContact.contact}`)).$id).toBe(s.proponentContact.contact);
    expect(await t.refusal(s.communityAdmin.token, 'update', { $id: job.$id, _u: job._u, ownedBy: s.proponent })).toBe('notAllowed');
  });
});

describe('the fieldwork workflow', () => {
  it('confirms only when ticked, then tells the external contact', async () => {
    await act(s.communityAdmin.token, job.$id, { type: 'setStepState', step: 'confirm', state: 'ACTIVE' });
    await act(s.communityAdmin.token, job.$id, { type: 'applyStepProperties', step: 'confirm', properties: { confirmed: false } });
    expect(await refusal(s.communityAdmin.token, job.$id, { type: 'setStepState', step: 'confirm', state: 'COMPLETE' })).toBe('fieldwork.errors.notConfirmed');
    await complete(s.communityAdmin.token, 'confirm', { confirmed: true, startDate: '2026-06-01' });
    expect(job).toMatchObject({ startDate: '2026-06-01', _wf: { state: 'CONFIRMED' } });
    expect(await eventKinds(job.$id)).toContain('GKF_CONFIRMED');
  });

  it('assigns work items of a program', async () => {
    const program = await t.ok<Item>(s.communityAdmin.token, 'create/GeoKeeperProgram', { label: 'Heritage survey', owner: s.community, access: 'MEMBERS', state: 'ACTIVE' });
    const item = await t.ok<Item>(s.communityAdmin.token, 'create/GeoKeeperWorkItem', { label: 'North bank transect', program: program.$id, state: 'ACTIVE' });
    const theirs = await t.ok<Item>(t.adminToken, 'create/GeoKeeperProgram', { label: 'Proponent monitoring', owner: s.proponent, access: 'MEMBERS', state: 'ACTIVE' });
    const unseen = await t.ok<Item>(t.adminToken, 'create/GeoKeeperWorkItem', { label: 'Their transect', program: theirs.$id, state: 'ACTIVE' });
    await act(s.communityAdmin.token, job.$id, { type: 'setStepState', step: 'work', state: 'ACTIVE' });
    expect(await refusal(s.communityAdmin.token, job.$id, { type: 'applyStepProperties', step: 'work', properties: { workItems: [s.consultation] } })).toBe('workflow.errors.invalidProperties');
    await act(s.communityAdmin.token, job.$id, { type: 'applyStepProperties', step: 'work', properties: { workItems: [unseen.$id] } });
    expect(await refusal(s.communityAdmin.token, job.$id, { type: 'setStepState', step: 'work', state: 'COMPLETE' })).toBe('fieldwork.errors.unknownWorkItem');
    await complete(s.communityAdmin.token, 'work', { workItems: [item.$id] });
    expect(job).toMatchObject({ workItems: [item.$id], _wf: { state: 'IN_FIELD' } });
  });

  it('requires the report file, and shares it with the external party', async () => {
    await act(s.communityAdmin.token, job.$id, { type: 'setStepState', step: 'report', state: 'ACTIVE' });
    expect(await refusal(s.communityAdmin.token, job.$id, { type: 'setStepState', step: 'report', state: 'COMPLETE' })).toBe('workflow.errors.propertiesIncomplete');
    const file = await upload(s.communityAdmin.token, 'survey-report.pdf');
    await complete(s.communityAdmin.token, 'report', { report: file, summary: 'No finds.' });
    expect(job).toMatchObject({ report: file, _wf: { state: 'REPORTED' } });
    expect((await t.ok<Item>(s.proponentContact.token, `read/${file}`)).$id).toBe(file);
  });

  it('issues the invoice with its amount and file', async () => {
    const file = await upload(s.communityAdmin.token, 'invoice-118.pdf');
    await complete(s.communityAdmin.token, 'invoice', { amount: 1250.5, invoice: file, invoiceNumber: 'INV-118' });
    expect(job).toMatchObject({ invoice: file, invoiceAmount: 1250.5, _wf: { state: 'INVOICED' } });
    expect(job._wf?.steps.map((step) => step.state)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE']);
  });

  it('told the external contact at every step: events, notifications and mail', async () => {
    const told = ['GKF_CONFIRMED', 'GKF_WORK_ITEMS_ASSIGNED', 'GKF_REPORTED', 'GKF_INVOICED'];
    expect((await eventKinds(job.$id)).filter((kind) => kind.startsWith('GKF_'))).toEqual(told);
    expect(await notifiedKinds(s.proponentContact.token)).toEqual(expect.arrayContaining(told));
    const mails = t.server.readOutbox('pat12@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Fieldwork confirmed: Archaeological survey',
      'Fieldwork planned: Archaeological survey',
      'Fieldwork report: Archaeological survey',
      'Fieldwork invoice: Archaeological survey',
    ]);
    expect(mails[3]?.text).toContain('invoice INV-118, amount 1250.50');
  });
});

describe('RWF_FIELDWORK on a response', () => {
  it('orders a job for the consultation when it becomes ACTIVE, done by the responding community', async () => {
    await publishWorkflow(t, { label: 'With fieldwork', key: 'WITH_FIELDWORK', itemTypes: ['ConsultResponse'], stateList: 'RWF_STATES', initialState: 'NEW', steps: [{ id: 'field', kind: 'RWF_FIELDWORK' }] });
    const other = await distributedConsultation(t, { proponent: 'Lakeshore Power', community: 'Kitigan Lake' }, 'WITH_FIELDWORK');
    const response = await act(other.communityAdmin.token, other.response.$id, { type: 'setStepState', step: 'field', state: 'ACTIVE' });
    const step = response._wf?.steps[0];
    expect(step?.stamp?.by).toBe(other.communityAdmin.contact);
    const ordered = await read(other.communityAdmin.token, String(step?.properties?.fieldwork));
    expect(ordered).toMatchObject({ ownedBy: other.community, externalParty: other.proponent, createdFrom: other.consultation, _wf: { definition: 'FIELDWORK' } });
  });
});

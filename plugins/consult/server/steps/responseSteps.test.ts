import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowInstance, WorkflowStep } from '../../../../engine/workflow';
import { startPluginTestServer, type PluginTestServer } from '../../../../server/testing/pluginTestServer';
import { distributedConsultation, person, publishWorkflow, type ConsultationSetup, type Item, type Person } from '../../testing/consultationSetup';

/**
 * What the response step kinds do on the server (README: step behaviours), over the real protocol
 * on a response distributed through the consultation module's own actions.
 */

interface Response extends Item {
  _wf?: WorkflowInstance;
}

let t: PluginTestServer;
let s: ConsultationSetup;
let mia: Person;
let response: Response;

const act = async (token: string, action: Record<string, unknown>): Promise<Response> => (response = await t.ok<Response>(token, `act/workflow/${response.$id}`, { action }));
const refusal = (token: string, action: Record<string, unknown>) => t.refusal(token, `act/workflow/${response.$id}`, { action });
const step = (id: string): WorkflowStep | undefined => response._wf?.steps.find((candidate) => candidate.id === id);
const setState = (token: string, id: string, state: string) => act(token, { type: 'setStepState', step: id, state });
const values = (token: string, id: string, properties: Record<string, unknown>) => act(token, { type: 'applyStepProperties', step: id, properties });

beforeAll(async () => {
  t = await startPluginTestServer({});
  await publishWorkflow(t, {
    label: 'Full review',
    key: 'FULL_REVIEW',
    itemTypes: ['ConsultResponse'],
    stateList: 'RWF_STATES',
    initialState: 'NEW',
    steps: ['assign', 'simple', 'spatial', 'research', 'thread', 'meeting', 'outcome'].map((id) => ({ id, kind: `RWF_${id.toUpperCase()}` })),
  });
  s = await distributedConsultation(t, { proponent: 'Northern Ridge', community: 'Stoney Creek' }, 'FULL_REVIEW');
  mia = await person(t, 'Mia', s.community, { readOrg: [s.community], capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true } });
  response = s.response;
}, 120_000);
afterAll(() => t.close());

describe('response step behaviours', () => {
  it('RWF_ASSIGN: the chosen contact joins the internal contacts and takes the unassigned steps', async () => {
    await setState(s.communityAdmin.token, 'assign', 'ACTIVE');
    await values(s.communityAdmin.token, 'assign', { assignee: mia.contact });
    await setState(s.communityAdmin.token, 'assign', 'COMPLETE');
    expect(response.internalContacts).toEqual([mia.contact]);
    expect(response._wf?.steps.filter((candidate) => candidate.id !== 'assign').map((candidate) => candidate.assignee)).toEqual(Array(6).fill(mia.contact));
    expect(response._wf).toMatchObject({ $assigned: mia.contact });
  });

  it('RWF_SIMPLE: stamped when ACTIVE, and may be added ad hoc (unlike RWF_OUTCOME)', async () => {
    await setState(mia.token, 'simple', 'ACTIVE');
    expect(step('simple')?.stamp?.by).toBe(mia.contact);
    await act(mia.token, { type: 'addAdHocStep', kind: 'RWF_SIMPLE', label: 'Call the elders', after: 'outcome' });
    expect(response._wf?.steps.at(-1)).toMatchObject({ kind: 'RWF_SIMPLE', adHoc: true, label: 'Call the elders', state: 'BLANK' });
    expect(await refusal(mia.token, { type: 'addAdHocStep', kind: 'RWF_OUTCOME' })).toBe('workflow.errors.notAdHoc');
    await setState(mia.token, 'simple', 'COMPLETE');
  });

  it('RWF_SPATIAL: links the project features when ACTIVE, and only features of this project', async () => {
    const geometry = { type: 'Point', coordinates: [-122.9, 53.9] };
    const feature = await t.ok<Item>(t.adminToken, 'create/ConsultProjectFeature', { label: 'Pit outline', consultation: s.consultation, primaryOrg: s.proponent, geometry });
    const elsewhere = await t.ok<Item>(t.adminToken, 'create/Consultation', { projectName: 'Haul road', state: 'DRAFT', primaryOrg: s.proponent });
    const foreign = await t.ok<Item>(t.adminToken, 'create/ConsultProjectFeature', { label: 'Road', consultation: elsewhere.$id, primaryOrg: s.proponent, geometry });
    await setState(mia.token, 'spatial', 'ACTIVE');
    expect(step('spatial')).toMatchObject({ properties: { features: [feature.$id] }, stamp: { by: mia.contact } });
    await values(mia.token, 'spatial', { features: [feature.$id, foreign.$id] });
    expect(await refusal(mia.token, { type: 'setStepState', step: 'spatial', state: 'COMPLETE' })).toBe('consult.errors.featureNotOfConsultation');
    await values(mia.token, 'spatial', { features: [feature.$id], overlapFound: true });
    await setState(mia.token, 'spatial', 'COMPLETE');
  });

  it('RWF_RESEARCH: stamped when ACTIVE', async () => {
    await setState(mia.token, 'research', 'ACTIVE');
    expect(step('research')?.stamp?.by).toBe(mia.contact);
    await values(mia.token, 'research', { hours: 6 });
    await setState(mia.token, 'research', 'COMPLETE');
  });

  it('RWF_THREAD: opens one conversation with the proponent about the consultation', async () => {
    await values(mia.token, 'thread', { subject: 'Access road timing', message: 'Could the haul start after the calving season?' });
    await setState(mia.token, 'thread', 'ACTIVE');
    const threadId = String(step('thread')?.properties?.thread);
    const thread = await t.ok<Item>(s.proponentContact.token, `read/${threadId}`);
    expect(thread).toMatchObject({ subject: 'Access road timing', context: s.consultation, owner: s.community });
    expect([...(thread.participants as string[])].sort()).toEqual([s.proponentContact.contact, mia.contact].sort());
    await setState(mia.token, 'thread', 'COMPLETE');
    expect(step('thread')?.properties?.thread).toBe(threadId);
    const threads = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Thread' }, { prop: 'context', kind: 'eq', value: s.consultation }] });
    expect(threads.ids).toEqual([threadId]);
  });

  it('RWF_MEETING: schedules a meeting with the proponent, refusing to complete without one', async () => {
    await setState(mia.token, 'meeting', 'ACTIVE');
    expect(step('meeting')?.stamp?.by).toBe(mia.contact);
    expect(await refusal(mia.token, { type: 'setStepState', step: 'meeting', state: 'COMPLETE' })).toBe('consult.errors.meetingDetails');
    await values(mia.token, 'meeting', { summary: 'Site visit', date: '2026-07-14', start: '10:00', meetingType: 'IN_PERSON' });
    await setState(mia.token, 'meeting', 'COMPLETE');
    const meeting = await t.ok<Item>(mia.token, `read/${String(step('meeting')?.properties?.meeting)}`);
    expect(meeting).toMatchObject({ owner: s.community, summary: 'Site visit', date: '2026-07-14', start: '10:00', meetingTypes: ['IN_PERSON'], context: s.consultation, otherOrgs: [s.proponent], otherContacts: [s.proponentContact.contact] });
  });

  it('RWF_OUTCOME: sets the response outcome', async () => {
    await setState(mia.token, 'outcome', 'ACTIVE');
    await values(mia.token, 'outcome', { outcome: 'SUPPORT_WITH_CONDITIONS' });
    await setState(mia.token, 'outcome', 'COMPLETE');
    expect(response.outcome).toBe('SUPPORT_WITH_CONDITIONS');
  });
});

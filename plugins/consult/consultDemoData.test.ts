import { demoServerForFile } from '../../server/testing/demoServerForFile';
import { describe, expect, it } from 'vitest';
import { seededCounts } from '../../server/testing/demoTestServer';
import { DEMO_DOCUMENTS } from './server/demo/documents';

/**
 * The consult plugin's demo data as a real server with every plugin seeds it (DEMO_DATA=1):
 * consultations with their files, a regulator and an informed organization, a response halfway
 * through Stoney Creek's response workflow, and threads about consultations with files.
 */

const demo = demoServerForFile(120_000);

type Fields = Record<string, unknown>;

function itemsOf(type: string): (Fields & { $id: string })[] {
  const rows = demo.server.db.prepare<[string], { id: string; data: string }>('SELECT id, data FROM items WHERE type = ? ORDER BY idx').all(type);
  return rows.map((row) => ({ ...(JSON.parse(row.data) as Fields), $id: row.id }));
}

const byName = (type: string, field: string, value: string) => itemsOf(type).find((item) => item[field] === value);

describe('consult demo data', () => {
  it('seeds consultations in every state and a response per consulted organization', () => {
    expect(seededCounts(demo.server)).toMatchObject({ Consultation: 9, ConsultResponse: 9 });
    const states = new Set(itemsOf('Consultation').map((item) => item.state));
    expect([...states].sort()).toEqual(['CLOSED', 'CONSULTING', 'DRAFT', 'INCOMPLETE', 'RESPONDED', 'REVIEW', 'SUBMITTED', 'WITHDRAWN']);
  });

  it('gives consultations their files, found as consultation attachments with their copies', () => {
    const files = itemsOf('Attachment').filter((item) => typeof item.consultation === 'string');
    const expected = Object.values(DEMO_DOCUMENTS).flat().map((document) => document.name);
    expect(files.map((file) => file.originalName).sort()).toEqual([...expected].sort());
    const plan = files.find((file) => file.originalName === 'Cut block 47 - harvest plan.pdf');
    expect(plan).toMatchObject({ mediaKind: 'PDF', extension: 'pdf', region: 'COAST', stream: 'FORESTRY' });
    expect(Number(plan?.size)).toBeGreaterThan(500);
  });

  it('names a regulator with its own response and an informed organization without one', () => {
    const cutBlock = byName('Consultation', 'projectName', 'Cedar Coast cut block 47 harvest plan');
    const forests = itemsOf('Organization').find((org) => org.$id === (cutBlock?.regulators as string[] | undefined)?.[0]);
    expect(forests).toBeDefined();
    const informed = (cutBlock?.informed as string[] | undefined) ?? [];
    expect(informed).toHaveLength(1);
    expect(cutBlock?.distributedTo).toEqual(expect.arrayContaining([forests?.$id, ...informed]));
    const communities = itemsOf('ConsultResponse').filter((response) => response.consultation === cutBlock?.$id).map((response) => response.community);
    expect(communities).toContain(forests?.$id);
    expect(communities).not.toContain(informed[0]);
  });

  it('runs a response halfway through Stoney Creek’s published response workflow, assigned to its administrator', () => {
    const lena = byName('User', 'email', 'orgadmin@demo.test');
    const stoneyCreek = (lena?.adminOrg as string[] | undefined)?.[0];
    expect(byName('Organization', 'displayName', 'Stoney Creek First Nation')?.defaultResponseWorkflow).toBe('STANDARD_REFERRAL_REVIEW');
    const working = itemsOf('ConsultResponse').filter((response) => response.community === stoneyCreek && response._wf !== undefined);
    expect(working).toHaveLength(1);
    const run = working[0]?._wf as { definition: string; state: string; steps: { id: string; state: string }[] };
    expect(run.definition).toBe('STANDARD_REFERRAL_REVIEW');
    expect(run.state).toBe('IN_REVIEW');
    expect(Object.fromEntries(run.steps.map((step) => [step.id, step.state]))).toMatchObject({ assign: 'COMPLETE', research: 'ACTIVE' });
    expect(working[0]?.internalContacts).toEqual([lena?.contact]);
    expect(working[0]?.workers).toContain(lena?.contact);
  });

  it('holds threads about consultations: the send-back of the incomplete one, and a response with files', () => {
    const incomplete = byName('Consultation', 'state', 'INCOMPLETE');
    const sendBack = itemsOf('Thread').find((thread) => thread.$id === incomplete?.incompleteThread);
    expect(sendBack).toMatchObject({ purpose: 'CONSULT_INCOMPLETE', context: incomplete?.$id, replies: 1 });
    const response = itemsOf('Thread').find((thread) => thread.purpose === 'CONSULT_RESPONSE');
    expect((response?.attachments as string[] | undefined)?.length).toBe(1);
    const replies = itemsOf('Message').filter((message) => message.thread === response?.$id);
    expect(replies.map((message) => (message.attachments as string[] | undefined)?.length)).toEqual([1]);
    const names = itemsOf('Attachment').filter((file) => file.relType === 'Thread' && Number(file.relIndex) === Number(response?.$id.split('-').at(-1))).map((file) => file.originalName);
    expect(names.sort()).toEqual(['Elders site visit - notes.pdf', 'Stoney Creek conditions - cut block 47.pdf']);
  });
});

import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowInstance } from '../../engine/workflow';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * Response letters over the real protocol (plugins/letters/README.md): a template merged with a
 * response into a real PDF upload, RWF_LETTER_PROPOSE → APPROVE → SEND through act/letters.* with
 * their refusals, the mail with the PDF in the outbox, the CommLog and the timeline event; and the
 * RWF_SNAPSHOT step's snapshot mailed to the proponent.
 */

interface Item {
  $id: string;
  _u: number;
  _wf?: WorkflowInstance;
  [field: string]: unknown;
}

interface Person {
  id: string;
  token: string;
  contact: string;
}

let t: PluginTestServer;
let community: string;
let proponent: string;
let proposer: Person;
let approver: Person;
let member: Person;
let outsider: Person;
let responseId: string;
let templateId: string;
let letterId: string;

const read = (token: string, id: string) => t.ok<Item>(token, `read/${id}`);

async function person(name: string, org: string, admin: boolean): Promise<Person> {
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: name, lastName: 'Tester', assigned: org, email: `${name.toLowerCase()}.contact@example.com` })).$id;
  const fields = { readOrg: [org], ...(admin ? { adminOrg: [org] } : {}), contact, capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true } };
  return { ...(await t.createUser(name, fields)), contact };
}

async function kindsOn(context: string): Promise<string[]> {
  const reply = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: context }], sort: [{ key: '_c.ts', order: 'asc' }], max: 200 });
  if (reply.ids.length === 0) return [];
  return (await t.ok<{ kind?: string }[]>(t.adminToken, 'readMany/object', reply.ids)).map((event) => event.kind ?? '?');
}

const stepStates = async (): Promise<Record<string, string>> => Object.fromEntries(((await read(t.adminToken, responseId))._wf?.steps ?? []).map((step) => [step.id, step.state]));

async function pdfText(path: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(path));
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

beforeAll(async () => {
  t = await startPluginTestServer({});
  proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge Mining', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  community = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek ᓀᐦᐃᔭᐍᐏᐣ', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  proposer = await person('Rita', community, true);
  approver = await person('Lena', community, true);
  member = await person('Moe', community, false);
  const other = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Kitigan Lake', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  outsider = await person('Otto', other, true);
  const proponentContact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: 'Sam', lastName: 'Côté', assigned: proponent, email: 'sam@ridge.example' })).$id;
  const steps = [
    { id: 'propose', kind: 'RWF_LETTER_PROPOSE' },
    { id: 'approve', kind: 'RWF_LETTER_APPROVE' },
    { id: 'send', kind: 'RWF_LETTER_SEND' },
    { id: 'snapshot', kind: 'RWF_SNAPSHOT' },
  ];
  const workflow = await t.ok<Item>(t.adminToken, 'create/Workflow', { label: 'Letters', key: 'LETTERS', itemTypes: ['ConsultResponse'], stateList: 'RWF_STATES', initialState: 'NEW', steps });
  await t.ok(t.adminToken, `act/workflow.publish/${workflow.$id}`);
  const org = await read(t.adminToken, community);
  await t.ok(t.adminToken, 'update', { $id: community, _u: org._u, defaultResponseWorkflow: 'LETTERS' });
  const consultation = await t.ok<Item>(t.adminToken, 'create/Consultation', { projectName: 'Ridge pit expansion', state: 'DRAFT', primaryOrg: proponent, primaryContacts: [proponentContact], region: 'NORTHWEST', $access: 'PROTECTED' });
  for (const to of ['REVIEW', 'SUBMITTED']) await t.ok(t.adminToken, `act/consult.move/${consultation.$id}`, { to });
  const current = await read(t.adminToken, consultation.$id);
  await t.ok(t.adminToken, 'update', { $id: consultation.$id, _u: current._u, respondents: [community] });
  await t.ok(t.adminToken, `act/consult.distribute/${consultation.$id}`);
  const found = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultation.$id }] });
  responseId = found.ids[0] ?? '';
  await t.ok(t.adminToken, 'create/ConsultResponseSection', { response: responseId, community, title: 'Wildlife', body: 'Caribou calving grounds lie north of the pit.' });
}, 120_000);
afterAll(() => t.close());

describe('letter templates', () => {
  it('are written by the organization’s administrators only', async () => {
    const fields = { owner: community, letter: 'ACKNOWLEDGE', title: 'Acknowledgement', subject: '{{consultation.title}}: received', body: 'Dear {{proponent.name}},\n\n{{community.name}} received {{consultation.title}} (région {{consultation.region}}).\n\n{{user.name}}' };
    expect(await t.refusal(member.token, 'create/LetterTemplate', fields)).toBe('notAllowed');
    templateId = (await t.ok<Item>(proposer.token, 'create/LetterTemplate', fields)).$id;
    expect((await read(member.token, templateId)).title).toBe('Acknowledgement');
  });

  it('merge with the response’s fields, plain text (no HTML escaping)', async () => {
    const merged = await t.ok<{ subject: string; body: string }>(proposer.token, `act/letters.merge/${responseId}`, { template: templateId });
    expect(merged.subject).toBe('Ridge pit expansion: received');
    expect(merged.body).toContain('Dear Northern Ridge Mining,');
    expect(merged.body).toContain('Stoney Creek ᓀᐦᐃᔭᐍᐏᐣ received Ridge pit expansion');
    expect(merged.body).toContain('Rita');
  });
});

describe('propose → approve → send', () => {
  it('refuses a proposal without a template of the organization, and from another organization', async () => {
    expect(await t.refusal(proposer.token, `act/letters.propose/${responseId}`, {})).toBe('letters.errors.templateMissing');
    expect(await t.refusal(proposer.token, `act/letters.propose/${responseId}`, { template: 'LetterTemplate-999' })).toBe('letters.errors.templateMissing');
    expect(await t.refusal(outsider.token, `act/letters.propose/${responseId}`, { template: templateId })).toBe('notAllowed');
  });

  it('proposes: a parseable PDF on the response, a PROPOSED letter, the propose step complete', async () => {
    const letter = await t.ok<Item>(proposer.token, `act/letters.propose/${responseId}`, { template: templateId, body: 'Dear Sam Côté,\n\nWe reviewed the project (é, ᐊᐃᐅ).\n\nRita' });
    letterId = letter.$id;
    expect(letter).toMatchObject({ state: 'PROPOSED', kind: 'LETTER', proposedBy: proposer.id, subject: 'Ridge pit expansion: received', response: responseId });
    const attachment = await read(proposer.token, String(letter.pdf));
    expect(attachment).toMatchObject({ filetype: 'application/pdf', relType: 'ConsultResponse' });
    expect(await stepStates()).toMatchObject({ propose: 'COMPLETE', approve: 'PENDING' });
    expect(await kindsOn(responseId)).toContain('LTR_PROPOSED');
  });

  it('refuses approval by the proposer, by a member, and sending before approval', async () => {
    expect(await t.refusal(proposer.token, `act/letters.approve/${letterId}`)).toBe('letters.errors.selfApproval');
    expect(await t.refusal(member.token, `act/letters.approve/${letterId}`)).toBe('letters.errors.notApprover');
    expect(await t.refusal(proposer.token, `act/letters.send/${letterId}`)).toBe('letters.errors.notApproved');
    expect(await stepStates()).toMatchObject({ approve: 'PENDING' });
  });

  it('is approved by another administrator of the organization, once', async () => {
    const approved = await t.ok<Item>(approver.token, `act/letters.approve/${letterId}`, { note: 'Good to go' });
    expect(approved).toMatchObject({ state: 'APPROVED', approvedBy: approver.id, approvalNote: 'Good to go' });
    expect(await stepStates()).toMatchObject({ approve: 'COMPLETE', send: 'PENDING' });
    expect(await t.refusal(approver.token, `act/letters.approve/${letterId}`)).toBe('letters.errors.notProposed');
  });

  it('sends the PDF to the proponent contact: outbox mail with the attachment, CommLog, event, step complete', async () => {
    const sent = await t.ok<Item>(proposer.token, `act/letters.send/${letterId}`);
    expect(sent).toMatchObject({ state: 'SENT', recipients: [expect.stringMatching(/^Contact-/)] });
    const [mail] = t.server.readOutbox('sam@ridge.example');
    expect(mail?.subject).toBe('Ridge pit expansion: received');
    expect(mail?.attachments).toHaveLength(1);
    const text = await pdfText(mail?.attachments[0]?.path ?? '');
    expect(text).toContain('Stoney Creek ᓀᐦᐃᔭᐍᐏᐣ');
    expect(text).toContain('We reviewed the project (é, ᐊᐃᐅ).');
    expect(text).toContain('Sam Côté');
    const log = await read(proposer.token, String(sent.commLog));
    expect(log).toMatchObject({ owner: community, type: 'LETTER', direction: 'OUTBOUND', subject: 'Ridge pit expansion: received' });
    expect(await kindsOn(responseId)).toEqual(expect.arrayContaining(['LTR_PROPOSED', 'LTR_APPROVED', 'LTR_SENT']));
    expect(await t.refusal(proposer.token, `act/letters.send/${letterId}`)).toBe('letters.errors.notApproved');
  });
});

describe('RWF_SNAPSHOT', () => {
  it('sends a snapshot of the response (fields, sections) as PDF when the step is taken', async () => {
    expect(await stepStates()).toMatchObject({ send: 'COMPLETE', snapshot: 'PENDING' });
    await t.ok(proposer.token, `act/workflow/${responseId}`, { action: { type: 'setStepState', step: 'snapshot', state: 'ACTIVE' } });
    expect(await stepStates()).toMatchObject({ snapshot: 'COMPLETE' });
    let mails = t.server.readOutbox('sam@ridge.example');
    for (let tries = 0; mails.length < 2 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = t.server.readOutbox('sam@ridge.example');
    }
    const snapshot = mails[1];
    expect(snapshot?.subject).toBe('Response snapshot: Ridge pit expansion');
    const text = await pdfText(snapshot?.attachments[0]?.path ?? '');
    expect(text).toContain('Wildlife');
    expect(text).toContain('Caribou calving grounds');
    expect(await kindsOn(responseId)).toContain('LTR_SNAPSHOT_SENT');
  });
});

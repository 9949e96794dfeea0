import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from '../../app/e2e/browser';
import { created, signInOverProtocol, type ProtocolClient } from '../../app/e2e/protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from '../../app/e2e/ui';
import { outboxOf } from '../../server/testing/outbox';

/**
 * Issue 13's walk, in one browser session per person against the real server (plugins/consult/README.md):
 * the proponent (Priya, Tamarack) drafts a consultation with two files on its form and submits it;
 * staff send it back with a reason (a CONSULT_INCOMPLETE thread she answers from), she resubmits, staff
 * distribute it to Stoney Creek and Kitigan Lake; Stoney Creek's administrator (Lena) assigns the
 * response to a community member (Marie), who researches and proposes a letter; Lena approves it,
 * Marie sends it to the proponent by mail; a CONSULT_RESPONSE thread is refused without files and
 * accepted with one; the dashboards and RWF_OVERDUE show the right responses; the attachments zip
 * holds every file.
 */
const baseUrl = inject('baseUrl');
const { consultant, orgAdmin, community } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const PAGE_LOAD = { timeout: 4 * UI_TIMEOUT };
const SLOW_TEST_MS = 300_000;
const DAY_MS = 86_400_000;
const KITIGAN_LAKE = 'Kitigan Lake Anishinabeg';

interface Item {
  $id: string;
  _u: number;
  [field: string]: unknown;
}

const run = Date.now() % 1_000_000;
const project = `Beaver Dam Creek crossing ${run}`;
const FILES = [`${project} site plan.pdf`, `${project} route map.png`];

async function readItem(client: ProtocolClient, id: string): Promise<Item> {
  return (await client.send(`read/${id}`)) as Item;
}

/** The consultation's action panel on its page. */
async function actionsOf(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(path);
  const panel = cell(page, `i-${id}`).getByTestId('consult-actions');
  await panel.waitFor(PAGE_LOAD);
  return panel;
}

/** The workflow panel of a response page. */
async function workflowOf(page: Page, responseId: string): Promise<Locator> {
  await page.goto(`/i-${responseId}`);
  const panel = cell(page, `i-${responseId}`).getByTestId('item-panel-workflow');
  await panel.waitFor(PAGE_LOAD);
  return panel;
}

/** Starts the step when it waits (PENDING), then completes it, as its worker does on the panel. */
async function completeStep(panel: Locator, stepId: string): Promise<void> {
  const step = panel.locator(`[data-step="${stepId}"]`);
  const start = step.getByTestId('workflow-move-ACTIVE');
  await start.or(step.getByTestId('workflow-move-COMPLETE')).first().waitFor(WAIT);
  if (await start.isVisible()) {
    await start.click();
    await panel.locator(`[data-step="${stepId}"][data-step-state="ACTIVE"]`).waitFor(WAIT);
  }
  await step.getByTestId('workflow-move-COMPLETE').click();
  await panel.locator(`[data-step="${stepId}"][data-step-state="COMPLETE"]`).waitFor(WAIT);
}

describe('a consultation from submission to the response letter', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  let consultationId = '';
  let stoneyResponse = '';
  let kitiganResponse = '';
  let stoneyCreek = '';
  let kitiganLake = '';
  let priyaContact = '';
  let marieContact = '';
  const restore: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    stoneyCreek = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    kitiganLake = await admin.idOf('Organization', KITIGAN_LAKE);
    priyaContact = String((await readItem(admin, await admin.idOf('User', consultant.name))).contact);
    // Marie becomes a member of Stoney Creek who works its responses (the demo has her without an organization).
    const marie = await readItem(admin, await admin.idOf('User', community.name));
    marieContact = String(marie.contact);
    await admin.send('update', { $id: marie.$id, _u: marie._u, readOrg: [stoneyCreek], capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true } });
    const contact = await readItem(admin, marieContact);
    await admin.send('update', { $id: contact.$id, _u: contact._u, assigned: stoneyCreek });
    // The communities' response workflow: assign, research, then the letter proposed, approved and sent.
    const key = `WALK_${run}`;
    const steps = [
      { id: 'assign', kind: 'RWF_ASSIGN', label: 'Assign a researcher', stateOnComplete: 'IN_REVIEW' },
      { id: 'research', kind: 'RWF_RESEARCH', label: 'Research the project' },
      { id: 'propose', kind: 'RWF_LETTER_PROPOSE', label: 'Propose the letter' },
      { id: 'approve', kind: 'RWF_LETTER_APPROVE', label: 'Approve the letter' },
      { id: 'send', kind: 'RWF_LETTER_SEND', label: 'Send the letter', stateOnComplete: 'RESPONDED' },
    ];
    const workflow = await created(admin, 'create/Workflow', { label: `Referral review ${run}`, key, itemTypes: ['ConsultResponse'], stateList: 'RWF_STATES', initialState: 'NEW', steps });
    await admin.send(`act/workflow.publish/${workflow}`);
    for (const org of [stoneyCreek, kitiganLake]) {
      const current = await readItem(admin, org);
      const before = current.defaultResponseWorkflow ?? null;
      await admin.send('update', { $id: org, _u: current._u, defaultResponseWorkflow: key });
      restore.push(async () => admin.send('update', { $id: org, _u: (await readItem(admin, org))._u, defaultResponseWorkflow: before }));
    }
  }, SLOW_TEST_MS);

  afterAll(async () => {
    for (const undo of restore) await undo();
    await browser.close();
  });

  it('is drafted with two files and submitted by the proponent, sent back with a reason, and resubmitted', async () => {
    const tamarack = await admin.idOf('Organization', 'Tamarack Environmental Consulting');
    const priya = await openPage(browser, baseUrl);
    await signIn(priya.page, consultant.email, DEMO_PASSWORD, consultant.name);
    const prefill = encodeURIComponent(JSON.stringify({ state: 'DRAFT', primaryOrg: tamarack, primaryContacts: [priyaContact], region: 'CENTRAL', stream: 'WATER', projectType: 'NEW_PROJECT' }));
    await priya.page.goto(`/consult-submit/i-Consultation-0-1?c1=${prefill}`);
    const form = cell(priya.page, 'i-Consultation-0-1');
    await form.locator('[data-vgn-field$="_projectName"] input').fill(project);
    await form.locator('[data-vgn-field$="_attachments"] input[type="file"]').setInputFiles([
      { name: FILES[0] ?? '', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% site plan of the crossing\n') },
      { name: FILES[1] ?? '', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n route map') },
    ]);
    for (const name of FILES) await form.getByText(name).first().waitFor(WAIT);
    await putAwayNotices(priya.page);
    await screenshot(priya.page, 'consult-walk-draft');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await priya.page.waitForURL((url) => /\/i-Consultation-\d+$/.test(url.pathname), PAGE_LOAD);
    consultationId = new URL(priya.page.url()).pathname.split('/i-').at(-1) ?? '';
    let panel = cell(priya.page, `i-${consultationId}`).getByTestId('consult-actions');
    await panel.getByTestId('consult-move-REVIEW').click();
    await panel.getByText('Consultation: In review').waitFor(WAIT);
    expect((await readItem(admin, consultationId)).attachments).toHaveLength(2);

    // Staff send it back: the reason is required, then it opens the CONSULT_INCOMPLETE thread.
    const staff = await openPage(browser, baseUrl);
    await signIn(staff.page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    const staffPanel = await actionsOf(staff.page, `/consult.projects/i-${consultationId}`, consultationId);
    await staffPanel.getByTestId('consult-move-INCOMPLETE').click();
    await staffPanel.getByTestId('consult-refusal').filter({ hasText: 'Say what is missing' }).waitFor(WAIT);
    await staffPanel.getByTestId('consult-reason').fill('The route map does not show the temporary access road. Please add it.');
    await putAwayNotices(staff.page);
    await screenshot(staff.page, 'consult-walk-send-back');
    await staffPanel.getByTestId('consult-move-INCOMPLETE').click();
    await staffPanel.getByText('Consultation: Incomplete').waitFor(WAIT);

    // The proponent finds the thread from the consultation, answers, and resubmits.
    await actionsOf(priya.page, `/consult-submit/i-${consultationId}`, consultationId);
    // The consultation lists its conversations: the send-back is there, named by its subject.
    const threadLink = cell(priya.page, `i-${consultationId}`).locator('[data-related="conversations"] .vgn-related-title').filter({ hasText: project });
    await threadLink.waitFor(WAIT);
    await threadLink.scrollIntoViewIfNeeded();
    await putAwayNotices(priya.page);
    await screenshot(priya.page, 'consult-walk-incomplete');
    const threadId = String((await readItem(admin, consultationId)).incompleteThread);
    await threadLink.click();
    const thread = cell(priya.page, `i-${threadId}`);
    await thread.getByTestId('cnv-opening').getByText('temporary access road').waitFor(PAGE_LOAD);
    await thread.getByTestId('cnv-reply-text').fill('Access road added to the route map.');
    await thread.getByTestId('cnv-reply-send').click();
    await thread.getByTestId('cnv-reply').filter({ hasText: 'Access road added' }).waitFor(WAIT);
    await putAwayNotices(priya.page);
    await screenshot(priya.page, 'consult-walk-incomplete-thread');
    panel = await actionsOf(priya.page, `/consult-submit/i-${consultationId}`, consultationId);
    await panel.getByTestId('consult-move-REVIEW').click();
    await panel.getByText('Consultation: In review').waitFor(WAIT);
    await priya.context.close();

    // Staff name the two communities and distribute from the page.
    const current = await readItem(admin, consultationId);
    await admin.send('update', { $id: consultationId, _u: current._u, respondents: [stoneyCreek, kitiganLake] });
    const distribute = await actionsOf(staff.page, `/consult.projects/i-${consultationId}`, consultationId);
    await distribute.getByTestId('consult-distribute').click();
    await distribute.getByText('Consultation: Consulting').waitFor(WAIT);
    await staff.context.close();
    const hits = (await admin.send('search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultationId }] })) as { ids: string[] };
    const responses = (await admin.send('readMany/object', hits.ids)) as Item[];
    stoneyResponse = responses.find((response) => response.community === stoneyCreek)?.$id ?? '';
    kitiganResponse = responses.find((response) => response.community === kitiganLake)?.$id ?? '';
    expect(responses.map((response) => (response._wf as { definition?: string } | undefined)?.definition)).toEqual([`WALK_${run}`, `WALK_${run}`]);
    // Both answers were expected two days ago: they are overdue.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
    for (const response of responses) await admin.send('update', { $id: response.$id, _u: response._u, anticipatedResponse: twoDaysAgo });
    expect((await readItem(admin, stoneyResponse)).overdue).toBe(true);
  }, SLOW_TEST_MS);

  it('is assigned to a community member, researched, and answered by a letter proposed, approved by a second user and sent', async () => {
    // Lena sees the overdue response on her home page, and assigns it to Marie.
    const lena = await openPage(browser, baseUrl);
    await signIn(lena.page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await lena.page.locator('.vgn-home').getByTestId('dashboard-overdue').getByText(project).first().waitFor(PAGE_LOAD);
    let panel = await workflowOf(lena.page, stoneyResponse);
    const assign = panel.locator('[data-step="assign"]');
    await assign.getByTestId('workflow-step-more').click();
    await lena.page.getByRole('menuitem', { name: 'Edit values…' }).click();
    const values = lena.page.getByTestId('workflow-properties');
    await values.getByLabel('Responsible contact').fill('Marie');
    await lena.page.getByRole('option', { name: community.name }).click();
    await values.getByRole('button', { name: 'Save' }).click();
    await values.waitFor({ state: 'hidden', ...WAIT });
    await completeStep(panel, 'assign');
    expect((await readItem(admin, stoneyResponse)).internalContacts).toEqual([marieContact]);

    // Marie finds it under "mine", researches and proposes the letter.
    const marie = await openPage(browser, baseUrl);
    await signIn(marie.page, community.email, DEMO_PASSWORD, community.name);
    await marie.page.locator('.vgn-home').getByTestId('dashboard-mine').getByText(project).first().waitFor(PAGE_LOAD);
    await putAwayNotices(marie.page);
    await screenshot(marie.page, 'consult-walk-marie-home');
    panel = await workflowOf(marie.page, stoneyResponse);
    await completeStep(panel, 'research');
    const letters = cell(marie.page, `i-${stoneyResponse}`).getByTestId('letters-panel');
    await letters.getByTestId('letter-template').selectOption({ label: 'Acknowledgement of a referral' });
    await letters.getByTestId('letter-merge').click();
    await letters.getByTestId('letter-body').waitFor(WAIT);
    expect(await letters.getByTestId('letter-body').inputValue()).toContain(project);
    await letters.getByTestId('letter-propose-button').click();
    await letters.getByTestId('letter-state').filter({ hasText: 'Proposed' }).waitFor(WAIT);
    await putAwayNotices(marie.page);
    await screenshot(marie.page, 'consult-walk-proposed');

    // Lena, a second user, approves it; Marie sends it.
    const approve = cell(lena.page, `i-${stoneyResponse}`).getByTestId('letters-panel');
    await lena.page.goto(`/i-${stoneyResponse}`);
    await approve.getByTestId('letter-approve').click();
    await approve.getByTestId('letter-state').filter({ hasText: 'Approved' }).waitFor(WAIT);
    await marie.page.goto(`/i-${stoneyResponse}`);
    await letters.getByTestId('letter-send').click();
    await letters.getByTestId('letter-state').filter({ hasText: 'Sent' }).waitFor(WAIT);
    await putAwayNotices(marie.page);
    await screenshot(marie.page, 'consult-walk-sent');
    const mails = outboxOf(inject('dataDir'), consultant.email).filter((mail) => mail.subject.includes(project));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toMatchObject([{ contentType: 'application/pdf' }]);
    // The send step answers the response: its workflow and its state are RESPONDED.
    const answered = await readItem(admin, stoneyResponse);
    expect(answered).toMatchObject({ state: 'RESPONDED', overdue: false });
    await marie.context.close();
    await lena.context.close();
  }, SLOW_TEST_MS);

  it('refuses a CONSULT_RESPONSE thread without files and accepts it with one', async () => {
    const lena = await openPage(browser, baseUrl);
    await signIn(lena.page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    // The consultation names the proponent's contact by name, though the contact is Tamarack's own.
    await lena.page.goto(`/i-${consultationId}`);
    await cell(lena.page, `i-${consultationId}`).getByText(consultant.name).first().waitFor(PAGE_LOAD);
    // Stoney Creek's response thread about the consultation, with Marie who worked it.
    const prefill = encodeURIComponent(JSON.stringify({ owner: stoneyCreek, participants: [marieContact], context: consultationId }));
    await lena.page.goto(`/conversations/i-Thread-0-1?c1=${prefill}`);
    const form = cell(lena.page, 'i-Thread-0-1');
    await form.locator('[data-vgn-field$="_subject"] input').fill(`${project}: our response`);
    const purpose = form.locator('[data-vgn-field$="_purpose"] select');
    await purpose.locator('option[value="CONSULT_RESPONSE"]').waitFor({ state: 'attached' });
    await purpose.selectOption('CONSULT_RESPONSE');
    await form.locator('[data-vgn-field$="_body"] textarea').fill('Our comments on the crossing, with the elders’ map.');
    // The participant shows by name in the form, never by id.
    await form.locator('[data-vgn-field$="_participants"]').getByText(community.name).first().waitFor(WAIT);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('Attach at least one file').first().waitFor(WAIT);
    await form.locator('[data-vgn-field$="_attachments"] input[type="file"]').setInputFiles({ name: 'elders-map.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 elders map') });
    await form.getByText('elders-map.pdf').first().waitFor(WAIT);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await lena.page.waitForURL((url) => /\/i-Thread-\d+$/.test(url.pathname), PAGE_LOAD);
    const threadId = new URL(lena.page.url()).pathname.split('/i-').at(-1) ?? '';
    expect(await readItem(admin, threadId)).toMatchObject({ purpose: 'CONSULT_RESPONSE', context: consultationId, participants: [marieContact] });
    await putAwayNotices(lena.page);
    await screenshot(lena.page, 'consult-walk-response-thread');
    await lena.context.close();
  }, SLOW_TEST_MS);

  it('shows the right items on the dashboards and under RWF_OVERDUE', async () => {
    // Stoney Creek answered: its response left the overdue list; Kitigan Lake's is still overdue.
    const overdue = (await admin.send('search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'overdue', kind: 'eq', value: true }, { prop: 'consultation', kind: 'eq', value: consultationId }] })) as { ids: string[] };
    expect(overdue.ids).toEqual([kitiganResponse]);
    const staff = await openPage(browser, baseUrl);
    await signIn(staff.page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await staff.page.goto('/consult.rwf-overdue');
    const view = cell(staff.page, 'v-consult.rwf-overdue');
    await view.getByRole('searchbox').fill(project);
    await view.getByText(KITIGAN_LAKE).first().waitFor(PAGE_LOAD);
    expect(await view.getByText(ORG_ADMIN_ORGANIZATION).count()).toBe(0);
    await putAwayNotices(staff.page);
    await screenshot(staff.page, 'consult-walk-overdue');
    await staff.context.close();

    const lena = await openPage(browser, baseUrl);
    await signIn(lena.page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const home = lena.page.locator('.vgn-home');
    await home.getByTestId('dashboard-overdue').waitFor(PAGE_LOAD);
    await home.getByTestId('dashboard-recent').or(home.getByTestId('dashboard-initial')).first().waitFor(WAIT);
    await expect.poll(() => home.getByTestId('dashboard-overdue').getByText(project).count(), WAIT).toBe(0);
    await lena.context.close();

    const priya = await openPage(browser, baseUrl);
    await signIn(priya.page, consultant.email, DEMO_PASSWORD, consultant.name);
    await priya.page.locator('.vgn-home').getByTestId('dashboard-responses').getByText(project).first().waitFor(PAGE_LOAD);
    await putAwayNotices(priya.page);
    await screenshot(priya.page, 'consult-walk-proponent-home');
    await priya.context.close();
  }, SLOW_TEST_MS);

  it('packs every file of the consultation into consult-attachments.zip', async () => {
    const staff = await openPage(browser, baseUrl);
    await signIn(staff.page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await staff.page.goto('/consult.attachments');
    const view = cell(staff.page, 'v-consult.attachments');
    await view.getByRole('searchbox').fill(project);
    for (const name of FILES) await view.getByText(name).first().waitFor(PAGE_LOAD);
    const download = staff.page.waitForEvent('download', { timeout: 60_000 });
    await view.getByTestId('consult-zip').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('consult-attachments.zip');
    const local = join(mkdtempSync(join(tmpdir(), 'consult-walk-')), 'consult-attachments.zip');
    await saved.saveAs(local);
    const zip = await JSZip.loadAsync(await readFile(local));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
    expect(names.sort()).toEqual(FILES.map((name) => `${project}/${name}`).sort());
    await staff.context.close();
  }, SLOW_TEST_MS);
});

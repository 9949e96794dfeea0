import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { created, signInOverProtocol, type ProtocolClient } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, setChecked, signIn, UI_TIMEOUT } from './ui';

/**
 * Issue 15's fieldwork flow in the browser: the community's administrator orders fieldwork from a
 * consultation's page, then runs the job's workflow from its panel — confirms it, assigns a work
 * item, uploads the report, issues the invoice with its file — and the proponent's contact is told
 * (notifications of their own, read when they sign in).
 */
const baseUrl = inject('baseUrl');
const { member, orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const PAGE_LOAD = { timeout: 4 * UI_TIMEOUT };
const SLOW_TEST_MS = 300_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readRecord(admin: ProtocolClient, id: string): Promise<Record<string, unknown>> {
  const reply = await admin.send(`read/${id}`);
  if (!isRecord(reply)) throw new Error(`${id} is not readable`);
  return reply;
}

/** Opens the step's values, lets `fill` fill them in, saves, then completes the step. */
async function work(panel: Locator, step: Locator, fill: (values: Locator) => Promise<void>): Promise<void> {
  const page = panel.page();
  if ((await step.getAttribute('data-step-state')) === 'PENDING') {
    await step.getByRole('button', { name: 'Start' }).click();
    await panel.locator(`[data-step="${await step.getAttribute('data-step')}"][data-step-state="ACTIVE"]`).waitFor(WAIT);
  }
  await step.getByTestId('workflow-step-more').click();
  await page.getByRole('menuitem', { name: 'Edit values…' }).click();
  const values = page.getByTestId('workflow-properties');
  await fill(values);
  await values.getByRole('button', { name: 'Save' }).click();
  await values.waitFor({ state: 'hidden', ...WAIT });
  await step.getByRole('button', { name: 'Complete' }).click();
  await panel.locator(`[data-step="${await step.getAttribute('data-step')}"][data-step-state="COMPLETE"]`).waitFor(WAIT);
}

async function attach(values: Locator, label: string, name: string): Promise<void> {
  await values.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${name}`) });
  await values.getByText(name).waitFor(WAIT);
}

describe('a fieldwork job from a consultation', () => {
  let browser: Browser;
  let admin: ProtocolClient;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('is ordered on the consultation page and runs confirm, work items, report and invoice, telling the proponent', async () => {
    const run = String(Date.now() % 1_000_000);
    const community = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const proponent = await admin.idOf('Organization', MEMBER_ORGANIZATION);
    const memberContact = String((await readRecord(admin, await admin.idOf('User', member.name))).contact);
    const lenaId = await admin.idOf('User', orgAdmin.name);
    const lena = await readRecord(admin, lenaId);
    await admin.send('update', { $id: lenaId, _u: lena._u, capabilities: { ...(isRecord(lena.capabilities) ? lena.capabilities : {}), GeoKeeper: true } });
    const steps = [
      { id: 'confirm', kind: 'GKF_CONFIRM', label: 'Confirm the job', stateOnComplete: 'CONFIRMED' },
      { id: 'work', kind: 'GKF_WORK_ITEMS', label: 'Assign work items', stateOnComplete: 'IN_FIELD' },
      { id: 'report', kind: 'GKF_REPORT', label: 'Upload the report', stateOnComplete: 'REPORTED' },
      { id: 'invoice', kind: 'GKF_INVOICE', label: 'Issue the invoice', stateOnComplete: 'INVOICED' },
    ];
    const workflow = await created(admin, 'create/Workflow', { label: `Fieldwork ${run}`, key: `FIELDWORK_${run}`, owner: community, itemTypes: ['GeoKeeperFieldwork'], stateList: 'GKF_STATES', initialState: 'REQUESTED', steps });
    await admin.send(`act/workflow.publish/${workflow}`);
    const program = await created(admin, 'create/GeoKeeperProgram', { label: `Heritage survey ${run}`, owner: community, access: 'MEMBERS', state: 'ACTIVE' });
    await created(admin, 'create/GeoKeeperWorkItem', { label: `Transect ${run}`, program, state: 'ACTIVE' });
    const projectName = `Ridge haul road ${run}`;
    const consultation = await created(admin, 'create/Consultation', { projectName, state: 'DRAFT', primaryOrg: proponent, primaryContacts: [memberContact], $access: 'PROTECTED' });
    for (const to of ['REVIEW', 'SUBMITTED']) await admin.send(`act/consult.move/${consultation}`, { to });
    await admin.send('update', { $id: consultation, _u: (await readRecord(admin, consultation))._u, respondents: [community] });
    await admin.send(`act/consult.distribute/${consultation}`);

    // Lena, administrator of the community, orders the fieldwork from the consultation's page.
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${consultation}`);
    const panel = cell(page, `i-${consultation}`).getByTestId('fieldwork-panel');
    await panel.getByText('No fieldwork ordered yet.').waitFor(PAGE_LOAD);
    await panel.getByTestId('fieldwork-order').click();
    await panel.getByRole('link', { name: projectName }).waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'fieldwork-ordered');
    const jobs = await admin.send('search/ids', { must: [{ kind: 'type', value: 'GeoKeeperFieldwork' }, { prop: 'createdFrom', kind: 'eq', value: consultation }] });
    const job = isRecord(jobs) && Array.isArray(jobs.ids) ? String(jobs.ids[0]) : '';
    expect(await readRecord(admin, job)).toMatchObject({ ownedBy: community, externalParty: proponent, externalNotify: memberContact });

    // The job's workflow panel runs its four steps.
    await page.goto(`/i-${job}`);
    const flow = cell(page, `i-${job}`).getByTestId('item-panel-workflow');
    await flow.locator('[data-step="confirm"][data-step-state="PENDING"]').waitFor(PAGE_LOAD);
    expect(await flow.getByTestId('workflow-step-label').allInnerTexts()).toEqual(steps.map((step) => step.label));
    await work(flow, flow.locator('[data-step="confirm"]'), (values) => setChecked(values, 'Confirmed', true));
    await work(flow, flow.locator('[data-step="work"]'), async (values) => {
      await values.getByLabel('Work items').fill('Transect');
      await page.getByRole('option', { name: `Transect ${run}` }).click();
    });
    await work(flow, flow.locator('[data-step="report"]'), async (values) => {
      await attach(values, 'Report file', `survey-report-${run}.pdf`);
      await values.getByLabel('Summary').fill('Two sites recorded, none disturbed.');
    });
    await work(flow, flow.locator('[data-step="invoice"]'), async (values) => {
      await values.getByLabel('Invoice number').fill(`INV-${run}`);
      await values.getByLabel('Amount').fill('1250.50');
      await attach(values, 'Invoice file', `invoice-${run}.pdf`);
    });
    await flow.getByTestId('workflow-state').filter({ hasText: 'Invoiced' }).waitFor(WAIT);
    const done = await readRecord(admin, job);
    expect(done).toMatchObject({ invoiceAmount: 1250.5, workItems: [expect.any(String)] });
    expect(typeof done.report).toBe('string');
    await putAwayNotices(page);
    await screenshot(page, 'fieldwork-invoiced');
    await context.close();

    // The proponent's contact was told of every step.
    const memberPage = await openPage(browser, baseUrl);
    await signIn(memberPage.page, member.email, DEMO_PASSWORD, member.name);
    await memberPage.page.goto('/notifications');
    const notes = cell(memberPage.page, 'v-notifications').getByTestId('notification');
    for (const text of ['Fieldwork confirmed', 'Fieldwork work items assigned', 'Fieldwork report delivered', 'Fieldwork invoiced']) await notes.filter({ hasText: text }).first().waitFor(PAGE_LOAD);
    await memberPage.context.close();
  }, SLOW_TEST_MS);
});

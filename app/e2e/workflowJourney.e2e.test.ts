import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { created, labelIn, signInOverProtocol, type ProtocolClient } from './protocol';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, setChecked, signIn, UI_TIMEOUT } from './ui';

/**
 * Issue 12's one end-to-end flow, on the casework fixture's Case type (the suite's server loads
 * plugins/__fixtures__): an administrator builds and publishes a three-step workflow type on the
 * admin.workflows screen, starts it on a case from the case's workflow panel and assigns the member
 * two steps; the member, signed in in a browser of their own, starts and completes them; the case's
 * timeline shows every event and the member was notified; back on admin.workflows the type counts
 * its running case by state, and the count opens those cases in the next column. Then an
 * organization administrator publishes a workflow type their organization owns from its own page.
 */
const baseUrl = inject('baseUrl');
const { member, orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const SLOW_TEST_MS = 300_000;
/** A fresh page load restores the session from the stored token first: slow on a loaded machine. */
const PAGE_LOAD = { timeout: 4 * UI_TIMEOUT };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/** Step `number` (1-based) of a card list: the editor's step cards or the panel's steps. */
function nth(list: Locator, number: number): Locator {
  return list.nth(number - 1);
}

async function openAdminWorkflows(page: Page): Promise<Locator> {
  await page.locator('.vgn-header button[aria-label="Menu"]').click();
  await page.locator('.vgn-drawer-menu a[href="/admin.workflows"]').click();
  await page.waitForURL((url) => url.pathname === '/admin.workflows');
  return cell(page, 'v-admin.workflows');
}

/** Assigns a step of the panel to a contact with the contact picker. */
async function assign(page: Page, step: Locator, contactName: string): Promise<void> {
  await step.getByTestId('workflow-step-more').click();
  await page.getByRole('menuitem', { name: 'Assign…' }).click();
  const dialog = page.getByTestId('workflow-assign');
  await dialog.getByLabel('Assignee').fill(contactName.split(' ')[0] ?? contactName);
  await page.getByRole('option', { name: contactName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  await step.getByText(contactName).waitFor(WAIT);
}

describe('a workflow from its administration to its assignee', () => {
  let browser: Browser;
  let admin: ProtocolClient;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('is built and published on admin.workflows, run on a case, worked by its assignee and counted by state', async () => {
    const run = String(Date.now() % 1_000_000);
    const label = `Culvert review ${run}`;
    const key = `JOURNEY_${run}`;
    const caseTitle = `Culvert permit ${run}`;
    const organization = await admin.idOf('Organization', MEMBER_ORGANIZATION);
    const memberUser = await admin.send(`read/${await admin.idOf('User', member.name)}`);
    const contact = isRecord(memberUser) && typeof memberUser.contact === 'string' ? memberUser.contact : '';
    expect(contact).not.toBe('');
    const contactName = labelIn(await admin.send(`label/${contact}`), contact);
    const caseId = await created(admin, 'create/Case', { title: caseTitle, owner: organization, $access: 'PROTECTED' });

    // The administrator builds the three-step type with the generated forms and publishes it.
    const { context: adminContext, page } = await openPage(browser, baseUrl);
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    let view = await openAdminWorkflows(page);
    await view.getByRole('button', { name: 'New workflow type' }).click();
    const editor = view.locator('.vgn-workflow-editor');
    await editor.waitFor(WAIT);
    await editor.getByLabel('Name').fill(label);
    await editor.getByLabel('Key').fill(key);
    await editor.getByLabel('State list').selectOption({ label: 'Workflow state' });
    await setChecked(editor, 'Case', true);
    await editor.getByLabel('Initial state').selectOption({ label: 'Open' });
    const cards = editor.locator('.vgn-workflow-step');
    const addStep = editor.getByRole('button', { name: 'Add a step' });
    for (let i = 0; i < 3; i += 1) await addStep.click();
    await nth(cards, 1).getByLabel('Kind').selectOption({ label: 'Task' });
    await nth(cards, 1).getByLabel('Label').fill('Check the request');
    await nth(cards, 1).getByLabel('Due after (days)').fill('3');
    await nth(cards, 2).getByLabel('Kind').selectOption({ label: 'Task' });
    await nth(cards, 2).getByLabel('Label').fill('Do the review');
    await nth(cards, 2).getByLabel('Workflow state when active').selectOption({ label: 'In progress' });
    await nth(cards, 3).getByLabel('Kind').selectOption({ label: 'Confirmation' });
    await nth(cards, 3).getByLabel('Label').fill('Close the case');
    await nth(cards, 3).getByLabel('Workflow state when done').selectOption({ label: 'Done' });
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.getByText('Published as version 1.').waitFor(WAIT);
    const typeRow = view.locator('.vgn-workflow-table tr', { hasText: key });
    await typeRow.getByText('Version 1').waitFor(WAIT);
    await typeRow.getByText('None running').waitFor(WAIT);

    // … starts it on the case from the case's workflow panel and gives the member the first two steps.
    await page.goto(`/i-${caseId}`);
    const adminPanel = cell(page, `i-${caseId}`).getByTestId('item-panel-workflow');
    await adminPanel.getByTestId('workflow-choose').waitFor(PAGE_LOAD);
    await adminPanel.getByTestId('workflow-choose').selectOption({ label: `${label} · version 1` });
    await adminPanel.getByRole('button', { name: 'Start a workflow' }).click();
    await adminPanel.getByTestId('workflow-name').filter({ hasText: `${label} · version 1` }).waitFor(WAIT);
    expect(await adminPanel.getByTestId('workflow-step-label').allInnerTexts()).toEqual(['Check the request', 'Do the review', 'Close the case']);
    const adminSteps = adminPanel.locator('[data-step]');
    await nth(adminSteps, 1).and(adminPanel.locator('[data-step-state="PENDING"]')).waitFor(WAIT);
    await assign(page, nth(adminSteps, 1), contactName);
    await assign(page, nth(adminSteps, 2), contactName);
    await adminPanel.getByTestId('workflow-history').getByText('Step assigned').first().waitFor(WAIT);

    // The member, signed in for real in a browser of their own, works both steps from the panel.
    const { context: memberContext, page: memberPage } = await openPage(browser, baseUrl);
    await signIn(memberPage, member.email, DEMO_PASSWORD, member.name);
    await memberPage.goto(`/i-${caseId}`);
    const memberPanel = cell(memberPage, `i-${caseId}`).getByTestId('item-panel-workflow');
    const memberSteps = memberPanel.locator('[data-step]');
    await nth(memberSteps, 1).getByRole('button', { name: 'Start' }).waitFor(PAGE_LOAD);
    for (const number of [1, 2]) {
      const step = nth(memberSteps, number);
      await step.getByRole('button', { name: 'Start' }).click();
      await step.and(memberPanel.locator('[data-step-state="ACTIVE"]')).waitFor(WAIT);
      await step.getByRole('button', { name: 'Complete' }).click();
      await step.and(memberPanel.locator('[data-step-state="COMPLETE"]')).waitFor(WAIT);
    }
    await nth(memberSteps, 3).and(memberPanel.locator('[data-step-state="PENDING"]')).waitFor(WAIT);
    // The second step's start moved the workflow to In progress; it stays there until the last step is done.
    await memberPanel.getByTestId('workflow-state').filter({ hasText: 'In progress' }).waitFor(WAIT);
    await putAwayNotices(memberPage);
    await screenshot(memberPage, 'workflow-journey-member-panel');

    // The case's timeline shows each event: started, assigned, every step state set.
    await memberPage.goto(`/i-${caseId}-timeline`);
    const timeline = cell(memberPage, `i-${caseId}-timeline`);
    for (const text of ['Workflow started', 'Step assigned', 'Step state changed']) await timeline.getByText(text).first().waitFor(WAIT);
    expect(await timeline.getByText('Step assigned').count()).toBeGreaterThanOrEqual(2);
    expect(await timeline.getByText('Step state changed').count()).toBeGreaterThanOrEqual(4);

    // The assignee was notified of the steps given to them.
    await memberPage.goto('/notifications');
    await cell(memberPage, 'v-notifications').getByTestId('notification').filter({ hasText: 'Step assigned' }).first().waitFor(WAIT);
    await memberContext.close();

    // admin.workflows counts the running case by state; the count opens those cases beside the list.
    await page.goto('/');
    view = await openAdminWorkflows(page);
    const count = view.locator('.vgn-workflow-table tr', { hasText: key }).locator('.vgn-workflow-counts [data-state="IN_PROGRESS"]');
    await count.filter({ hasText: 'In progress: 1' }).waitFor(WAIT);
    await count.click();
    await page.waitForURL((url) => url.pathname === '/admin.workflows/search-results');
    // The editor did not open: the count opens its items, not the row.
    expect(await view.locator('.vgn-workflow-editor').count()).toBe(0);
    await cellTitle(page, 'v-search-results').filter({ hasText: `${label} · In progress` }).waitFor(WAIT);
    const results = cell(page, 'v-search-results');
    await results.getByText(caseTitle).first().waitFor(WAIT);
    expect(await results.getByTestId('search-total').innerText()).toBe('1 of 1');
    await putAwayNotices(page);
    await screenshot(page, 'workflow-journey-counts-search');
    await adminContext.close();
  }, SLOW_TEST_MS);

  it('lets an organization administrator publish a workflow type their organization owns from its page', async () => {
    const run = String(Date.now() % 1_000_000);
    const owner = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const steps = [{ id: 'check', kind: 'WKF_CONFIRM', label: 'Check the site' }];
    const fields = { label: `Site visit ${run}`, key: `ORG_VISIT_${run}`, itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps, owner };
    const workflow = await created(admin, 'create/Workflow', fields);

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${workflow}`);
    const publish = cell(page, `i-${workflow}`).getByTestId('workflow-publish');
    await publish.waitFor(PAGE_LOAD);
    await publish.click();
    await page.getByTestId('workflow-publish-outcome').filter({ hasText: 'Published as version 1.' }).waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'workflow-journey-org-admin-publish');
    const stored = await admin.send(`read/${workflow}`);
    expect(isRecord(stored) && stored.published).toBe(1);
    await context.close();

  }, SLOW_TEST_MS);
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol, type ProtocolClient } from './protocol';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * "My steps" end to end, on the casework fixture's Case type (the suite installs plugins/__fixtures__):
 * an administrator publishes a workflow type and runs it on two cases of the member's organization,
 * one step due in two days and one past due; the member finds both under My steps, the overdue one
 * first and marked, opens its case in the next column, and sees them on the home card.
 */
const baseUrl = inject('baseUrl');
const { member } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const SLOW_TEST_MS = 240_000;
/** A fresh page load restores the session from the stored token first: slow on a loaded machine. */
const PAGE_LOAD = { timeout: 45_000 };

interface Item {
  $id: string;
}

describe('My steps', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  const run = Date.now() % 1_000_000;
  const late = `Late culvert case ${run}`;
  const upcoming = `Upcoming bridge case ${run}`;
  let lateId = '';

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const organization = await admin.idOf('Organization', MEMBER_ORGANIZATION);
    const memberUser = (await admin.send(`read/${await admin.idOf('User', member.name)}`)) as { contact?: string };
    const contact = memberUser.contact ?? '';
    expect(contact).toMatch(/^Contact-\d+$/);
    const key = `MY_STEPS_${run}`;
    const steps = [
      { id: 'check', kind: 'WKF_CONFIRM', label: 'Check the permit', assignee: contact, dueDays: 2 },
      { id: 'close', kind: 'WKF_CONFIRM' },
    ];
    const workflow = (await admin.send('create/Workflow', { label: 'Permit check', key, itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps })) as Item;
    await admin.send(`act/workflow.publish/${workflow.$id}`);
    const start = async (title: string): Promise<string> => {
      const item = (await admin.send('create/Case', { title, owner: organization })) as Item;
      await admin.send(`act/workflow/${item.$id}`, { action: { type: 'setWorkflow', workflow: key } });
      return item.$id;
    };
    await start(upcoming);
    lateId = await start(late);
    await admin.send(`act/workflow/${lateId}`, { action: { type: 'assignStep', step: 'check', assignee: contact, due: new Date(Date.now() - 86_400_000).toISOString() } });
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await browser.close();
  });

  it('lists the member’s steps overdue first and opens the item beside the list', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    await page.getByRole('navigation', { name: /go to/i }).getByRole('link', { name: 'My steps' }).click();
    await page.waitForURL((url) => url.pathname === '/my-steps');
    const view = cell(page, 'v-my-steps');
    const rows = view.getByTestId('my-step');
    await rows.filter({ hasText: upcoming }).waitFor(WAIT);
    const titles = await rows.getByTestId('my-step-title').allInnerTexts();
    expect(titles.indexOf(late)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(late)).toBeLessThan(titles.indexOf(upcoming));

    const lateRow = rows.filter({ hasText: late });
    expect(await lateRow.getByTestId('my-step-name').innerText()).toBe('Check the permit');
    await lateRow.getByTestId('my-step-overdue').waitFor(WAIT);
    expect(await lateRow.getByTestId('my-step-due').innerText()).toMatch(/^Due \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/);
    expect(await rows.filter({ hasText: upcoming }).getByTestId('my-step-overdue').count()).toBe(0);
    await putAwayNotices(page);
    await screenshot(page, 'my-steps-list');

    await lateRow.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/my-steps/i-${lateId}`);
    await cellTitle(page, `i-${lateId}`).filter({ hasText: late }).waitFor(WAIT);
    await screenshot(page, 'my-steps-item-open');

    // The home card shows the first few, overdue first, and opens one beside home.
    await page.goto('/');
    const card = page.getByTestId('home-card-workflow.my-steps');
    const homeEntry = card.getByTestId('home-my-step').filter({ hasText: late });
    await homeEntry.waitFor(PAGE_LOAD);
    await homeEntry.click();
    await page.waitForURL((url) => url.pathname === `/home/i-${lateId}`);
    await context.close();
  }, SLOW_TEST_MS);
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, setChecked, signIn, UI_TIMEOUT } from './ui';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: UI_TIMEOUT };

async function signInAsAdministrator(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.locator('#vgn-sign-in-email').fill(inject('adminEmail'));
  await page.locator('#vgn-sign-in-password').fill(inject('adminPassword'));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('.vgn-home-grid').first().waitFor();
}

/** The drawer's entry of the workflow administration (its menu lists administrator entries apart). */
async function openDrawer(page: Page): Promise<Locator> {
  await page.locator('.vgn-header button[aria-label="Menu"]').click();
  const menu = page.locator('.vgn-drawer-menu');
  await menu.waitFor(WAIT);
  return menu;
}

/** Step `number` (1-based) of the editor: its card. */
function step(editor: Locator, number: number): Locator {
  return editor.locator('.vgn-workflow-step').nth(number - 1);
}

/**
 * admin.workflows (issue 12): an administrator builds a three-step workflow type with the generated
 * forms (no JSON), a definition the server refuses shows its translated reason at the field, the
 * fixed one publishes as version 1; the menu entry is for administrators only. The e2e server loads
 * the casework fixture, whose Case type runs workflows on WKF_STATES, so a capability registers
 * workflow types there.
 */
describe('workflow administration', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('lets an administrator create, fix and publish a three-step workflow type', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signInAsAdministrator(page);
    const menu = await openDrawer(page);
    await menu.locator('a[href="/admin.workflows"]').click();
    await page.waitForURL((url) => url.pathname === '/admin.workflows');
    const view = cell(page, 'v-admin.workflows');
    await view.getByRole('button', { name: 'New workflow type' }).click();
    const editor = view.locator('.vgn-workflow-editor');
    await editor.waitFor(WAIT);

    await editor.getByLabel('Name').fill('Case review');
    // The key of the demo's example workflow type: publishing must refuse it.
    await editor.getByLabel('Key').fill('WKF_CONFIRM_CLOSE');
    await editor.getByLabel('State list').selectOption({ label: 'Workflow state' });
    await setChecked(editor, 'Case', true);
    await editor.getByLabel('Initial state').selectOption({ label: 'Open' });

    const addStep = editor.getByRole('button', { name: 'Add a step' });
    for (let i = 0; i < 3; i += 1) await addStep.click();
    await step(editor, 1).getByLabel('Kind').selectOption({ label: 'Confirmation' });
    await step(editor, 1).getByLabel('Label').fill('Check the request');
    await step(editor, 1).getByLabel('Due after (days)').fill('3');
    await step(editor, 2).getByLabel('Kind').selectOption({ label: 'Task' });
    await step(editor, 2).getByLabel('Label').fill('Do the review');
    await step(editor, 2).getByLabel('Workflow state when active').selectOption({ label: 'In progress' });
    await step(editor, 3).getByLabel('Kind').selectOption({ label: 'Confirmation' });
    await step(editor, 3).getByLabel('Label').fill('Close the case');
    await step(editor, 3).getByLabel('Workflow state when done').selectOption({ label: 'Done' });
    // The kind's settings are a generated form too: the confirmation's note.
    await step(editor, 3).getByLabel('Note').fill('Closed after review');
    // Reorder: the last step moves up and back down.
    await step(editor, 3).getByRole('button', { name: 'Move step 3 up' }).click();
    expect(await step(editor, 2).getByLabel('Label').inputValue()).toBe('Close the case');
    await step(editor, 2).getByRole('button', { name: 'Move step 2 down' }).click();
    expect(await step(editor, 3).getByLabel('Label').inputValue()).toBe('Close the case');
    await screenshot(page, 'admin-workflows-draft');

    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.locator('.vgn-workflow-refusal', { hasText: 'The workflow type cannot be published: 1 value needs fixing' }).waitFor(WAIT);
    await editor.getByText('Another workflow type already uses the key WKF_CONFIRM_CLOSE.').waitFor(WAIT);
    expect(await editor.locator('.vgn-workflow-versions').count()).toBe(0);
    await screenshot(page, 'admin-workflows-refused');

    await editor.getByLabel('Key').fill('CASE_REVIEW');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.getByText('Published as version 1.').waitFor(WAIT);
    const versions = editor.locator('.vgn-workflow-versions tr[data-version]');
    await versions.first().waitFor(WAIT);
    expect(await versions.count()).toBe(1);
    expect(await versions.first().textContent()).toMatch(/Version 1.*\d{2}-[A-Z][a-z]{2}-\d{4}.*3/);
    const row = view.locator('.vgn-workflow-table tr', { hasText: 'CASE_REVIEW' });
    await row.getByText('Version 1').waitFor(WAIT);
    expect(await row.textContent()).toContain('Case');
    // The published steps are the ones edited, in order, without JSON anywhere.
    expect(await editor.locator('textarea.vgn-json-input').count()).toBe(0);
    await screenshot(page, 'admin-workflows-published');
    await context.close();
  });

  it('hides the menu entry from members and refuses them the screen', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD, DEMO_USERS.orgAdmin.name);
    const menu = await openDrawer(page);
    await menu.locator('a').first().waitFor(WAIT);
    expect(await menu.locator('a[href="/admin.workflows"]').count()).toBe(0);
    await page.goto('/admin.workflows');
    // A fresh page load under a busy machine: the registry and session come first.
    await cell(page, 'v-admin.workflows').getByText('You are not allowed to do this.').waitFor({ timeout: 4 * UI_TIMEOUT });
    await screenshot(page, 'admin-workflows-not-allowed');
    expect(await page.getByRole('button', { name: 'New workflow type' }).count()).toBe(0);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser';
import { created, labelIn } from './protocol';
import { useSuiteSession } from './suiteSession';
import { cell, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, putAwayNotices, setChecked, signIn, UI_TIMEOUT } from './ui';

/**
 * The workflow panel of item pages end to end, on the casework fixture's Case type (the suite's
 * server loads plugins/__fixtures__): an administrator publishes a three-step workflow type over
 * the API, starts it on a case from the panel and assigns the first step to a member; the member
 * fills in the step's values and completes it from the panel; the events show in the panel's
 * history and on the item's timeline, and the member was notified.
 */
const baseUrl = inject('baseUrl');
const { member } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/** The panel of the item page shown at /i-{id}. */
function panelOf(page: Page, id: string) {
  return cell(page, `i-${id}`).getByTestId('item-panel-workflow');
}

describe('the workflow panel on an item page', () => {
  const session = useSuiteSession();

  it('starts a workflow, lets the assignee complete their step, and records every event', async () => {
    const suffix = String(Date.now() % 1_000_000);
    const label = `Permit review ${suffix}`;
    const organization = await session.admin.idOf('Organization', MEMBER_ORGANIZATION);
    const memberUser = await session.admin.send(`read/${await session.admin.idOf('User', member.name)}`);
    const contact = isRecord(memberUser) && typeof memberUser.contact === 'string' ? memberUser.contact : '';
    expect(contact).not.toBe('');
    const contactName = labelIn(await session.admin.send(`label/${contact}`), contact);

    // A three-step workflow type for cases, published as version 1 (its screen is not this test's).
    const steps = [
      { id: 'check', kind: 'WKF_CONFIRM', label: 'Check the file', dueDays: 2 },
      { id: 'approve', kind: 'WKF_CONFIRM', label: 'Approve', stateOnComplete: 'IN_PROGRESS' },
      { id: 'close', kind: 'WKF_CONFIRM', label: 'Close the case', stateOnComplete: 'DONE' },
    ];
    const workflow = await created(session.admin, 'create/Workflow', { label, key: `E2E_PANEL_${suffix}`, itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps });
    await session.admin.send(`act/workflow.publish/${workflow}`);
    const caseId = await created(session.admin, 'create/Case', { title: `Road permit ${suffix}`, owner: organization, $access: 'PROTECTED' });

    // The administrator starts it from the panel: the first step opens.
    const adminPage = await openPage(session.browser, baseUrl);
    await signIn(adminPage.page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await adminPage.page.goto(`/i-${caseId}`);
    const adminPanel = panelOf(adminPage.page, caseId);
    await adminPanel.getByTestId('workflow-choose').selectOption({ label: `${label} · version 1` });
    await adminPanel.getByRole('button', { name: 'Start a workflow' }).click();
    await adminPanel.getByTestId('workflow-name').filter({ hasText: `${label} · version 1` }).waitFor(WAIT);
    await adminPanel.getByTestId('workflow-state').filter({ hasText: 'Open' }).waitFor(WAIT);
    const firstStep = adminPanel.locator('[data-step="check"]');
    await adminPanel.locator('[data-step="check"][data-step-state="PENDING"]').waitFor(WAIT);
    expect(await adminPanel.getByTestId('workflow-step-label').allInnerTexts()).toEqual(['Check the file', 'Approve', 'Close the case']);

    // … and assigns the first step to the member's contact with the contact picker.
    await firstStep.getByTestId('workflow-step-more').click();
    await adminPage.page.getByRole('menuitem', { name: 'Assign…' }).click();
    const assign = adminPage.page.getByTestId('workflow-assign');
    await assign.getByLabel('Assignee').fill(contactName.split(' ')[0] ?? contactName);
    await adminPage.page.getByRole('option', { name: contactName }).click();
    await assign.getByRole('button', { name: 'Save' }).click();
    await assign.waitFor({ state: 'hidden', ...WAIT });
    await firstStep.getByText(contactName).waitFor(WAIT);
    await adminPanel.getByTestId('workflow-history').getByText('Step assigned').waitFor(WAIT);

    // The member, the step's assignee, sees the step with its actions, fills in its values and completes it.
    const memberPage = await openPage(session.browser, baseUrl);
    await signIn(memberPage.page, member.email, DEMO_PASSWORD, member.name);
    await memberPage.page.goto(`/i-${caseId}`);
    const memberPanel = panelOf(memberPage.page, caseId);
    const memberStep = memberPanel.locator('[data-step="check"]');
    await memberStep.getByRole('button', { name: 'Complete' }).click();
    // Completing needs the step's required value: the refusal is said in words.
    await memberPanel.getByTestId('workflow-refusal').filter({ hasText: 'Fill in the required values before completing the step.' }).waitFor(WAIT);
    await memberStep.getByTestId('workflow-step-more').click();
    await memberPage.page.getByRole('menuitem', { name: 'Edit values…' }).click();
    const values = memberPage.page.getByTestId('workflow-properties');
    await setChecked(values, 'Confirmed', true);
    await values.getByLabel('Note').fill('Checked against the permit register.');
    await values.getByRole('button', { name: 'Save' }).click();
    await values.waitFor({ state: 'hidden', ...WAIT });
    await memberStep.getByRole('button', { name: 'Complete' }).click();
    await memberPanel.locator('[data-step="check"][data-step-state="COMPLETE"]').waitFor(WAIT);
    await memberPanel.locator('[data-step="approve"][data-step-state="PENDING"]').waitFor(WAIT);
    // The member is not the next step's assignee nor may they manage the case: nothing to do there.
    expect(await memberPanel.locator('[data-step="approve"]').getByRole('button').count()).toBe(0);
    await memberPanel.getByTestId('workflow-history').getByText('Step state changed').first().waitFor(WAIT);
    await putAwayNotices(memberPage.page);
    await screenshot(memberPage.page, 'workflow-panel-member');

    // The administrator's page follows the pushed change without reloading.
    await adminPanel.locator('[data-step="check"][data-step-state="COMPLETE"]').waitFor(WAIT);

    // The events are on the item's timeline.
    await memberPage.page.goto(`/i-${caseId}-timeline`);
    const timeline = cell(memberPage.page, `i-${caseId}-timeline`);
    for (const text of ['Workflow started', 'Step assigned', 'Step state changed']) await timeline.getByText(text).first().waitFor(WAIT);

    // The member was notified of the step given to them.
    await memberPage.page.goto('/notifications');
    await cell(memberPage.page, 'v-notifications').getByTestId('notification').filter({ hasText: 'Step assigned' }).first().waitFor(WAIT);
    await adminPage.context.close();
    await memberPage.context.close();
  });
});

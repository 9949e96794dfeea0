import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser';
import { useSuiteSession } from './suiteSession';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, putAwayNotices, setChecked, signIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { member, orgAdmin } = DEMO_USERS;
const KIND_TEXT = 'BOUNDARY WALK PLANNED';
/** Each test signs in and opens several pages; on a loaded machine that takes longer than the default minute. */
const SLOW_TEST_MS = 180_000;
/** A fresh page load restores the session from the stored token first: slow on a loaded machine. */
const PAGE_LOAD_MS = 45_000;
/** The help of the Organization form's legal name (plugins/org/messages/en.json). */
const LEGAL_NAME_HELP = 'The registered name, if it differs from the name above.';

/** The shell waits this long after a resize before it lays the columns out again (spec §9: 300 ms). */
const RESIZE_SETTLE_MS = 400;

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** How far the home page's rightmost card ends from the right edge of its cell (px). */
async function gapRightOfCards(page: Page): Promise<number> {
  const home = cell(page, 'v-home');
  const cellBox = await boxOf(home);
  const rights = await Promise.all((await home.locator('.vgn-home-card').all()).map(async (card) => (await boxOf(card)).x + (await boxOf(card)).width));
  return cellBox.x + cellBox.width - Math.max(...rights);
}

async function setHideGuidance(page: Page, hidden: boolean): Promise<void> {
  await userMenuButton(page).click();
  await setChecked(page, 'Hide guidance', hidden);
  await page.keyboard.press('Escape');
}

describe('home page', () => {
  const session = useSuiteSession();

  it('shows the demo user their unread notifications and the items they opened', async () => {
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    await page.goto('/');
    const notifications = page.getByTestId('home-card-notifications');
    await notifications.waitFor();

    // Another user acts on the member's organization: the card shows the notification live.
    const organization = await session.admin.idOf('Organization', MEMBER_ORGANIZATION);
    const memberUser = await session.admin.idOf('User', member.name);
    await session.admin.send('create/Event', { kind: 'BOUNDARY_WALK_PLANNED', context: organization, also: [memberUser], description: 'Home page check.' });
    const entry = notifications.getByTestId('home-notification').filter({ hasText: KIND_TEXT }).filter({ hasText: MEMBER_ORGANIZATION });
    await entry.first().waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'home-user');

    // Opening it shows the item beside the home page and marks it read.
    await entry.first().click();
    await page.waitForURL((url) => url.pathname === `/home/i-${organization}`);
    await cellTitle(page, `i-${organization}`).filter({ hasText: MEMBER_ORGANIZATION }).waitFor();
    await entry.first().waitFor({ state: 'detached' });

    // The opened item is now the first of the recent items.
    const recent = page.getByTestId('home-card-recent').getByTestId('home-recent-item');
    await recent.first().filter({ hasText: MEMBER_ORGANIZATION }).waitFor();

    // The org plugin's card lists the member's organization.
    await page.getByTestId('home-card-org.my-organizations').getByText(MEMBER_ORGANIZATION).waitFor();
    await context.close();
  }, SLOW_TEST_MS);

  it('lists a search saved from a list in the menu and on home, live, and opens it in a column', async () => {
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    // A second tab keeps the home page open: the saved search must appear there without a reload.
    const home = await context.newPage();
    await home.goto('/');
    const homeCard = home.getByTestId('home-card-saved-searches');
    await homeCard.waitFor({ timeout: PAGE_LOAD_MS });

    const name = `Mine ${Date.now() % 100000}`;
    // Signing in lands on home; its "Go to" row leads to the list.
    await page.getByRole('navigation', { name: /go to/i }).getByRole('link', { name: 'My organizations' }).click();
    await page.waitForURL((url) => url.pathname === '/my-organizations');
    await cell(page, 'v-my-organizations').getByRole('button', { name: 'Saved searches' }).click();
    await page.getByPlaceholder('Name of this search').fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Search saved').first().waitFor();
    // Close the saved-search menu again with its button, as a user does.
    await cell(page, 'v-my-organizations').getByRole('button', { name: 'Saved searches' }).click();
    await page.getByPlaceholder('Name of this search').waitFor({ state: 'hidden' });

    await homeCard.getByTestId('home-saved-search').filter({ hasText: name }).waitFor();

    // The menu lists it under "Saved searches"; choosing it runs it in a column beside the list.
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const menuEntry = page.getByTestId('menu-saved-search').filter({ hasText: name });
    await menuEntry.waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'home-menu-saved-searches');
    await menuEntry.click();
    await page.waitForURL((url) => /^\/saved-searches\/i-SavedSearch-\d+$/.test(url.pathname));
    const savedId = new URL(page.url()).pathname.split('/i-')[1] ?? '';
    await cellTitle(page, `i-${savedId}`).filter({ hasText: name }).waitFor();
    await cell(page, `i-${savedId}`).getByText(MEMBER_ORGANIZATION).first().waitFor();

    // From the home card it opens in the column next to home.
    await homeCard.getByTestId('home-saved-search').filter({ hasText: name }).click();
    await home.waitForURL((url) => url.pathname === `/home/i-${savedId}`);
    await cell(home, `i-${savedId}`).getByText(MEMBER_ORGANIZATION).first().waitFor();
    await context.close();
  }, SLOW_TEST_MS);

  it('uses the width of a wide window (dashboards, then the personal cards in a column on the right) and one column on a phone', async () => {
    const { context, page } = await openPage(session.browser, baseUrl);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const home = cell(page, 'v-home');
    const notifications = home.getByTestId('home-card-notifications');
    const firstDashboard = home.getByTestId('dashboards').locator('.vgn-home-card').first();
    await notifications.waitFor({ timeout: PAGE_LOAD_MS });
    await firstDashboard.waitFor();
    // No empty quarter on the right (the page stopped at 1200 px): the cards reach the cell's edge.
    expect(await gapRightOfCards(page)).toBeLessThan(40);
    const cards = await boxOf(notifications);
    const dashboard = await boxOf(firstDashboard);
    expect(cards.x).toBeGreaterThan(dashboard.x + dashboard.width);
    expect(Math.abs(cards.y - dashboard.y)).toBeLessThan(2);
    await putAwayNotices(page);
    await screenshot(page, 'home-wide-dashboards');

    // A phone: one column, the dashboards first, as before.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(RESIZE_SETTLE_MS);
    await expect.poll(async () => Math.abs((await boxOf(notifications)).x - (await boxOf(firstDashboard)).x)).toBeLessThan(2);
    expect((await boxOf(notifications)).y).toBeGreaterThan((await boxOf(firstDashboard)).y);
    await context.close();

    // Without dashboards the cards fill the width in a grid.
    const memberPage = await openPage(session.browser, baseUrl);
    await memberPage.page.setViewportSize({ width: 1440, height: 900 });
    await signIn(memberPage.page, member.email, DEMO_PASSWORD, member.name);
    await cell(memberPage.page, 'v-home').getByTestId('home-card-notifications').waitFor({ timeout: PAGE_LOAD_MS });
    expect(await cell(memberPage.page, 'v-home').getByTestId('dashboards').count()).toBe(0);
    expect(await gapRightOfCards(memberPage.page)).toBeLessThan(40);
    await memberPage.context.close();
  }, SLOW_TEST_MS);

  it('hides form help texts at once while guidance is hidden, and shows them again', async () => {
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    // The create form of an Organization: its legal name carries a help text.
    await page.goto('/i-Organization-0-1');
    const help = page.getByText(LEGAL_NAME_HELP);
    await help.waitFor({ timeout: PAGE_LOAD_MS });

    await setHideGuidance(page, true);
    await help.waitFor({ state: 'detached' });
    await page.getByLabel('Legal name').waitFor();
    // Errors still show while guidance is hidden.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.locator('[data-vgn-field] [role="alert"]').first().waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'home-form-guidance-hidden');

    await setHideGuidance(page, false);
    await help.waitFor();
    await context.close();
  }, SLOW_TEST_MS);
});

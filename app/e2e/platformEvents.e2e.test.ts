import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser';
import { useSuiteSession } from './suiteSession';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, ORG_ADMIN_ORGANIZATION, openPage, signIn, UI_TIMEOUT, unreadCount } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
/** The first administrator's name (server/auth: created from ADMIN_EMAIL). */
const ADMIN_NAME = 'Administrator';

describe('platform events', () => {
  const session = useSuiteSession();

  it('an edit of an organization reaches its administrator as a readable bell line that opens the item, and shows on its timeline', async () => {
    const { context, page } = await openPage(session.browser, baseUrl);
    // B: the administrator of Stoney Creek follows its records by the DEFAULT rule.
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const organization = await session.admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    await page.getByTestId('notifications-bell').waitFor();
    // The demo data leaves every demo user something unread: wait for the bell to have counted it.
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBeGreaterThan(0);
    const before = await unreadCount(page);

    // A: the site administrator changes the organization's legal name.
    const legalName = `Stoney Creek First Nation Band ${Date.now()}`;
    const current = (await session.admin.send(`read/${organization}`)) as { _u: number };
    await session.admin.send('update', { $id: organization, _u: current._u, legalName });
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBe(before + 1);

    await page.getByTestId('notifications-bell').click();
    const line = page.getByTestId('bell-notification').filter({ hasText: `Changed: ${ORG_ADMIN_ORGANIZATION}, by ${ADMIN_NAME}` }).first();
    await line.waitFor();
    const text = await line.innerText();
    expect(text).not.toMatch(/ITEM_|Organization-\d|User-\d|events\./);
    await screenshot(page, 'platform-events-bell');

    await line.click();
    await page.waitForURL((url) => url.pathname === `/notifications/i-${organization}`);
    await cellTitle(page, `i-${organization}`).filter({ hasText: ORG_ADMIN_ORGANIZATION }).waitFor();
    // Opening it reads every notification about this organization (earlier suites may have left some).
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBeLessThanOrEqual(before);

    // The timeline shows the change with its new value, and its event search works.
    await cell(page, `i-${organization}`).getByRole('button', { name: 'Timeline' }).click();
    const timeline = cell(page, `i-${organization}-timeline`);
    await timeline.getByText(legalName).first().waitFor();
    await timeline.getByText('Changed').first().waitFor();
    expect(await timeline.locator('.vgn-error-message').count()).toBe(0);
    await screenshot(page, 'platform-events-timeline');
    await context.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser';
import { useSuiteSession } from './suiteSession';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, MEMBER_ORGANIZATION, openPage, putAwayNotices, setChecked, signIn, UI_TIMEOUT, unreadCount } from './ui';

const baseUrl = inject('baseUrl');
const { member } = DEMO_USERS;
/** The event kind; the list shows it readable ("SITE VISIT PLANNED") when no message names it. */
const KIND = 'SITE_VISIT_PLANNED';
const KIND_TEXT = 'SITE VISIT PLANNED';

describe('notifications', () => {
  const session = useSuiteSession();

  it('arrive live when another user acts, and are marked read and unread', async () => {
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);

    // The bell's menu leads to the whole list.
    await page.getByTestId('notifications-bell').click();
    await page.getByRole('menuitem', { name: 'View all notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await cellTitle(page, 'v-notifications').filter({ hasText: 'Notifications' }).waitFor();
    const list = cell(page, 'v-notifications');
    // Once the list has loaded, the bell counts what the list shows unread.
    await list.getByTestId('notification').first().or(list.getByText('No results')).waitFor();
    const before = await list.getByRole('button', { name: 'Mark as read' }).count();
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBe(before);

    // Another user acts: the administrator records an event about the member's organization that
    // names the member. The server turns it into a notification and pushes it to the member.
    const organization = await session.admin.idOf('Organization', MEMBER_ORGANIZATION);
    const memberUser = await session.admin.idOf('User', member.name);
    await session.admin.send('create/Event', { kind: KIND, context: organization, also: [memberUser], description: 'Site visit with the community on Thursday.' });

    const entry = list.getByTestId('notification').filter({ hasText: KIND_TEXT });
    await entry.filter({ hasText: MEMBER_ORGANIZATION }).waitFor();
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBe(before + 1);

    // Read, then unread again: the bell follows each mark.
    await entry.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBe(before);
    await entry.getByRole('button', { name: 'Mark as unread' }).waitFor();

    // "Unread only" hides it while it is read.
    await setChecked(list, 'Unread only', true);
    await entry.waitFor({ state: 'hidden' });
    await setChecked(list, 'Unread only', false);
    await entry.waitFor();

    await entry.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBe(before + 1);
    await entry.getByRole('button', { name: 'Mark as read' }).waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'notifications');

    // Opening it shows its item in the next column and marks it read.
    await entry.getByText(KIND_TEXT).click();
    await page.waitForURL((url) => url.pathname === `/notifications/i-${organization}`);
    await cellTitle(page, `i-${organization}`).filter({ hasText: MEMBER_ORGANIZATION }).waitFor();
    await expect.poll(() => unreadCount(page), { timeout: UI_TIMEOUT }).toBe(before);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { backgroundLightness, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, setChecked, signIn, UI_TIMEOUT, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { consultant, member } = DEMO_USERS;

/** Opens the user menu and waits for it. */
async function openUserMenu(page: Page): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: /My profile/ }).waitFor();
}

async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('menuitem', { name: /My profile/ }).waitFor({ state: 'hidden' });
}

describe('the user menu', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('keeps dark mode on the user after a reload', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, consultant.email, DEMO_PASSWORD, consultant.name);
    expect(await backgroundLightness(page)).toBeGreaterThan(0.5);

    await openUserMenu(page);
    const darkSwitch = page.getByRole('checkbox', { name: 'Dark mode' });
    expect(await darkSwitch.isChecked()).toBe(false);
    await setChecked(page, 'Dark mode', true);
    await expect.poll(() => backgroundLightness(page), { timeout: UI_TIMEOUT }).toBeLessThan(0.25);
    await closeMenu(page);

    // Saved on the user item: a reload (new socket, user read again) comes back dark.
    await page.reload();
    await userMenuButton(page).filter({ hasText: consultant.name }).waitFor();
    await expect.poll(() => backgroundLightness(page), { timeout: UI_TIMEOUT }).toBeLessThan(0.25);
    await page.getByRole('heading', { name: `Welcome, ${consultant.name}` }).waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'dark-mode');
    await openUserMenu(page);
    expect(await darkSwitch.isChecked()).toBe(true);

    // And back to light, kept as well.
    await setChecked(page, 'Dark mode', false);
    await expect.poll(() => backgroundLightness(page), { timeout: UI_TIMEOUT }).toBeGreaterThan(0.5);
    await closeMenu(page);
    await page.reload();
    await userMenuButton(page).filter({ hasText: consultant.name }).waitFor();
    expect(await backgroundLightness(page)).toBeGreaterThan(0.5);
    await context.close();
  });

  it('lets the administrator act as another user and stop again', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Act as another user…' }).click();
    const picker = page.getByPlaceholder('Name or e-mail address');
    await picker.pressSequentially('member');
    await page.getByRole('menuitem', { name: new RegExp(member.name) }).click();

    // Acting as the member: the header says so and shows the member's name; home greets the member.
    await page.getByRole('button', { name: `User menu: acting as ${member.name}` }).waitFor();
    expect(await userMenuButton(page).innerText()).toContain(member.name);
    await page.getByRole('heading', { name: `Welcome, ${member.name}` }).waitFor();
    await putAwayNotices(page);
    await screenshot(page, 'masquerading');

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Stop acting as another user' }).click();

    // Back to the administrator; the member is offered again as a recent target.
    await page.getByRole('button', { name: 'User menu', exact: true }).filter({ hasText: 'Administrator' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome, Administrator' }).waitFor();
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: `Act as ${member.name}` }).waitFor();
    await closeMenu(page);
    await context.close();
  });
});

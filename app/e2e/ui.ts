import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';

/** How long a test waits for something to show (a push, a search, a page load) before failing. */
export const UI_TIMEOUT = 15_000;

/** The demo accounts (plugins/org/server/demo/data/accounts.ts) and the names the header shows for them. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_USERS = {
  orgAdmin: { email: 'orgadmin@demo.test', name: 'Lena Whitehorse' },
  member: { email: 'member@demo.test', name: 'Daniel Okafor' },
  consultant: { email: 'consultant@demo.test', name: 'Priya Raman' },
  community: { email: 'community@demo.test', name: 'Marie Laroque' },
} as const;

/** The demo organization the member belongs to (plugins/org/server/demo/data/organizations.ts). */
export const MEMBER_ORGANIZATION = 'Northern Ridge Mining';
/** The demo organization the organization administrator administers. */
export const ORG_ADMIN_ORGANIZATION = 'Stoney Creek First Nation';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/** The dismiss button of the system-alert panel (the demo data announces a maintenance window). */
function systemAlertDismiss(page: Page): Locator {
  return page.getByTestId('system-alerts').getByRole('button', { name: 'Dismiss' }).first();
}

function cookieAccept(page: Page): Locator {
  return page.getByRole('region', { name: 'cookies' }).getByRole('button', { name: 'OK' });
}

/** A browser context's storage for a session already signed in with this token, as the client keeps it (a cold load without the sign-in page). */
export function signedInStorage(baseUrl: string, token: string): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  return { cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: 'Access-Token', value: token }] }] };
}

/**
 * A page in a fresh browser context (its own storage, its own socket). The notices that float over
 * the page (the system alert, the cookie notice) are put away the way a user does, whenever one
 * shows up in front of something the test clicks.
 */
export async function openPage(browser: Browser, baseUrl: string): Promise<OpenedPage> {
  const context = await newContext(browser, baseUrl);
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  await page.addLocatorHandler(systemAlertDismiss(page), async (button) => button.click());
  await page.addLocatorHandler(cookieAccept(page), async (button) => button.click());
  return { context, page };
}

/** Puts away the notices showing right now (before a screenshot); never waits for one to come. */
export async function putAwayNotices(page: Page): Promise<void> {
  for (const button of [systemAlertDismiss(page), cookieAccept(page)]) {
    if (await button.isVisible()) await button.click();
  }
}

/** The header's user menu button: "User menu", or "User menu: acting as {name}" while masquerading. */
export function userMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^User menu/ });
}

/** Types the credentials into the sign-in form on screen and submits it with the keyboard. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** Signs in through /sign-in and waits until the header shows the user's name. */
export async function signIn(page: Page, email: string, password: string, name: string): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, email, password);
  await userMenuButton(page).filter({ hasText: name }).waitFor();
}

/** The cell of a column by its cell key ("v-my-contacts", "i-Contact-4"). */
export function cell(page: Page, key: string): Locator {
  return page.locator(`section[data-cell="${key}"]`);
}

/** The title in a cell's toolbar. */
export function cellTitle(page: Page, key: string): Locator {
  return cell(page, key).getByRole('heading', { level: 2 });
}

/** The unread count the header bell announces ("3 unread notifications"; "Notifications" for none). */
export async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notifications-bell').getAttribute('aria-label')) ?? '';
  const match = /^(\d+) unread/.exec(label);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

/** "12 of 80" above a search grid, as numbers. */
export async function searchTotal(scope: Locator): Promise<{ shown: number; total: number }> {
  const text = await scope.getByTestId('search-total').innerText();
  const match = /(\d+) of (\d+)/.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`unexpected search total ${JSON.stringify(text)}`);
  return { shown: Number(match[1]), total: Number(match[2]) };
}

/** The count a facet shows beside one of its buckets. */
export async function facetCount(facet: Locator, bucket: string): Promise<number> {
  const text = await facet.locator('label', { hasText: bucket }).first().innerText();
  const match = /(\d+)\s*$/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no count beside ${bucket}: ${JSON.stringify(text)}`);
  return Number(match[1]);
}

/** The page's background as perceived lightness, 0 (black) to 1 (white). */
export async function backgroundLightness(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * Ticks or unticks a checkbox or switch the way a user does, by clicking its label (Blueprint draws
 * its own indicator over the real input), and waits until it shows the new state.
 */
export async function setChecked(scope: Page | Locator, name: string | RegExp, checked: boolean): Promise<void> {
  const box = scope.getByRole('checkbox', { name });
  const page = 'page' in scope ? scope.page() : scope;
  // The label holding that checkbox (a has: locator is matched inside each label, so it starts at the page).
  if ((await box.isChecked()) !== checked) await scope.locator('label').filter({ has: page.getByRole('checkbox', { name }) }).click();
  await expect.poll(() => box.isChecked(), { timeout: UI_TIMEOUT }).toBe(checked);
}

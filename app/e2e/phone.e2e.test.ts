import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, facetCount, openPage, putAwayNotices, searchTotal, setChecked, signIn, UI_TIMEOUT } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
/** Each test signs in and walks a whole screen on a loaded machine: more than the default minute. */
const WALK_TIMEOUT = 240_000;
/** Waits for one step (a page, a search) on a machine shared with other builds. */
const STEP_TIMEOUT = 3 * UI_TIMEOUT;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return box;
}

/**
 * What sticks out on the right: the page's own scroll width, and every shown element reaching past
 * the viewport outside a grid (a result grid scrolls its columns sideways inside itself).
 */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; sticking: string[] }> {
  return page.evaluate(() => {
    const sticking = [...document.querySelectorAll('body *')]
      .filter((element) => element.closest('[role="grid"], [role="treegrid"], .ag-root-wrapper') === null)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > window.innerWidth + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth, sticking };
  });
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, sticking } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(sticking).toEqual([]);
}

/** The header's logo and every control in it share one row of the (50 px) bar. */
async function expectHeaderInOneRow(page: Page): Promise<void> {
  const header = page.locator('.vgn-header');
  const bar = await boxOf(header);
  expect(bar.height).toBeLessThanOrEqual(56);
  const logo = await boxOf(header.getByRole('link', { name: 'VGN' }));
  const controls = [logo, ...(await Promise.all((await header.getByRole('button').all()).map(boxOf)))];
  expect(controls.length).toBeGreaterThanOrEqual(6);
  const middle = bar.y + bar.height / 2;
  for (const control of controls) {
    expect(Math.abs(control.y + control.height / 2 - middle)).toBeLessThanOrEqual(6);
    expect(control.x + control.width).toBeLessThanOrEqual(bar.x + bar.width);
  }
}

function expectInViewport(box: Box, page: Page): void {
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('no viewport');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 740 },
])('on a $width × $height phone', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows a list at full width with its facets behind a Filters button', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    context.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(viewport);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/my-contacts');
    const contacts = cell(page, 'v-my-contacts');
    await contacts.getByTestId('search-total').waitFor();
    const grid = contacts.locator('[role="grid"], [role="treegrid"]').first();
    await grid.waitFor();
    await putAwayNotices(page);

    await expectHeaderInOneRow(page);
    await expectNoHorizontalOverflow(page);
    expect((await boxOf(grid)).width).toBeGreaterThanOrEqual(viewport.width * 0.9);
    // The facets wait behind the button; the saved searches stay one tap away.
    expect(await page.getByRole('group', { name: 'Organization' }).count()).toBe(0);
    await expect.poll(() => contacts.getByRole('button', { name: 'Saved searches' }).isVisible(), { timeout: STEP_TIMEOUT }).toBe(true);
    const filters = contacts.getByRole('button', { name: /^Filters/ });
    expect(await filters.getAttribute('aria-label')).toBe('Filters');
    await screenshot(page, `phone-${viewport.width}-contacts`);

    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const organizations = drawer.getByRole('group', { name: 'Organization' });
    const first = organizations.locator('.vgn-facet-bucket').first();
    await first.waitFor();
    // The drawer slides in from the right: measure once it has arrived.
    await expect.poll(async () => { const box = await boxOf(first); return box.x + box.width <= viewport.width; }, { timeout: STEP_TIMEOUT }).toBe(true);
    expectInViewport(await boxOf(first), page);
    const organization = await first.locator('.vgn-facet-text').innerText();
    const count = await facetCount(organizations, organization);
    const before = await searchTotal(contacts);
    expect(count).toBeLessThan(before.total);
    await putAwayNotices(page);
    await screenshot(page, `phone-${viewport.width}-filters-open`);

    // Ticking a value narrows the list behind the drawer; its button says how many remain.
    await setChecked(organizations, organization, true);
    await expect.poll(async () => (await searchTotal(contacts)).total, { timeout: STEP_TIMEOUT }).toBe(count);
    const show = drawer.getByRole('button', { name: count === 1 ? 'Show 1 result' : `Show ${count} results` });
    await show.click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await filters.getAttribute('aria-label')).toBe('Filters (1 active)');
    expect(await contacts.getByTestId('filters-count').innerText()).toBe('1');
    expect((await boxOf(grid)).width).toBeGreaterThanOrEqual(viewport.width * 0.9);
    await expectNoHorizontalOverflow(page);

    // Clearing in the drawer brings every contact back.
    await filters.click();
    await drawer.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(async () => (await searchTotal(contacts)).total, { timeout: STEP_TIMEOUT }).toBe(before.total);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await filters.getAttribute('aria-label')).toBe('Filters');
    await context.close();
  }, WALK_TIMEOUT);

  it('opens the header search over the whole bar with its suggestions in full view', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    context.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(viewport);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await expectHeaderInOneRow(page);
    // The logo is its mark alone on a phone; the site name is still its accessible name.
    expect((await boxOf(page.locator('.vgn-header').getByRole('link', { name: 'VGN' }))).width).toBeLessThan(40);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByPlaceholder('Search, or type an item id…');
    expect((await boxOf(box)).width).toBeGreaterThanOrEqual(300);
    await box.pressSequentially('ston');
    const suggestions = page.locator('.vgn-search-suggestions');
    const best = suggestions.getByRole('menuitem').filter({ hasText: 'Stoney Creek First Nation' }).first();
    await expect.poll(async () => (await suggestions.getByRole('menuitem').first().textContent())?.trim(), { timeout: STEP_TIMEOUT }).toMatch(/^Ston/);
    await best.waitFor({ timeout: STEP_TIMEOUT });
    await putAwayNotices(page);
    expectInViewport(await boxOf(suggestions), page);
    for (const item of await suggestions.getByRole('menuitem').all()) expectInViewport(await boxOf(item), page);
    // The best match reads in full, not cut short.
    const label = best.locator('.bp6-text-overflow-ellipsis').first();
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `phone-${viewport.width}-search`);

    // The arrow closes the search and gives the bar back to the logo and controls.
    await page.getByRole('button', { name: 'Close search' }).click();
    await box.waitFor({ state: 'hidden' });
    await expectHeaderInOneRow(page);
    await context.close();
  }, WALK_TIMEOUT);
});

describe('on a desktop screen', () => {
  it('keeps the facets beside the grid and the site name in the header', async () => {
    const browser = await connectBrowser(inject('browserWsEndpoint'));
    const { context, page } = await openPage(browser, baseUrl);
    context.setDefaultTimeout(STEP_TIMEOUT);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/my-contacts');
    const contacts = cell(page, 'v-my-contacts');
    await contacts.getByTestId('search-total').waitFor();
    const organizations = contacts.getByRole('group', { name: 'Organization' });
    await organizations.waitFor();
    expect(await contacts.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    expect(await page.locator('.vgn-header').getByRole('link', { name: 'VGN' }).innerText()).toContain('VGN');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Close search' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /^User menu/ }).isVisible(), { timeout: STEP_TIMEOUT }).toBe(true);
    await context.close();
    await browser.close();
  }, WALK_TIMEOUT);
});

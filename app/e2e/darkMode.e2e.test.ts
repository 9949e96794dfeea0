import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, setChecked, signIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
/** WCAG AA for normal text. */
const AA = 4.5;
/** Lists and forms on a busy machine. */
const PAGE_WAIT = { timeout: 60_000 };
const TEST_TIMEOUT = 300_000;

/**
 * The WCAG contrast ratio of an element's text against the background it is drawn on: the first
 * opaque background colour going up its ancestors (alpha blended on the way), white at the top.
 */
async function contrastOf(locator: Locator): Promise<{ ratio: number; text: string; background: string; backgroundLuminance: number }> {
  return locator.first().evaluate((element) => {
    // Computed colours come as rgb(), color(srgb …) or oklab(): a canvas pixel turns any of them into bytes.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const parse = (colour: string): [number, number, number, number] => {
      if (!context) return [0, 0, 0, 0];
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const layers: [number, number, number, number][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    let background: [number, number, number] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) background = [r * a + background[0] * (1 - a), g * a + background[1] * (1 - a), b * a + background[2] * (1 - a)];
    const [tr, tg, tb, ta] = parse(getComputedStyle(element).color);
    const text: [number, number, number] = [tr * ta + background[0] * (1 - ta), tg * ta + background[1] * (1 - ta), tb * ta + background[2] * (1 - ta)];
    const luminance = (rgb: [number, number, number]): number => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return {
      ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
      text: `rgb(${text.map(Math.round).join(', ')})`,
      background: `rgb(${background.map(Math.round).join(', ')})`,
      backgroundLuminance: luminance(background),
    };
  });
}

async function expectReadable(what: string, locator: Locator): Promise<void> {
  await locator.first().waitFor(PAGE_WAIT);
  const contrast = await contrastOf(locator);
  expect(contrast.ratio, `${what}: ${contrast.text} on ${contrast.background}`).toBeGreaterThanOrEqual(AA);
}

async function setDark(page: Page, dark: boolean): Promise<void> {
  await userMenuButton(page).click();
  await setChecked(page, 'Dark mode', dark);
  await page.keyboard.press('Escape');
}

describe('dark mode', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const dark of [true, false]) {
    it(`keeps grids, links, forms, dialogs and menus readable in ${dark ? 'dark' : 'light'} mode`, async () => {
      const { context, page } = await openPage(browser, baseUrl);
      context.setDefaultTimeout(PAGE_WAIT.timeout);
      await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
      await setDark(page, dark);
      await page.goto('/my-contacts');
      const contacts = cell(page, 'v-my-contacts');
      const grid = contacts.getByTestId('search-grid');
      await grid.getByRole('gridcell').first().waitFor(PAGE_WAIT);
      await putAwayNotices(page);

      // The grid: its background follows the theme, its text and its links (e-mail, organization) read well.
      const gridCell = grid.locator('.ag-cell').first();
      const gridBackground = await contrastOf(gridCell);
      if (dark) expect(gridBackground.backgroundLuminance, `grid background ${gridBackground.background}`).toBeLessThan(0.05);
      else expect(gridBackground.backgroundLuminance).toBeGreaterThan(0.8);
      await expectReadable('grid cell text', gridCell);
      await expectReadable('grid header', grid.locator('.ag-header-cell-text'));
      await expectReadable('grid link', grid.locator('.ag-cell a'));
      await expectReadable('facet label', contacts.locator('.vgn-facet-text'));
      await screenshot(page, `dark-mode-${dark ? 'dark' : 'light'}-grid`);

      // The user menu.
      await userMenuButton(page).click();
      const menu = page.locator('.bp6-popover .bp6-menu').first();
      await expectReadable('menu item', menu.locator('.bp6-menu-item .bp6-text-overflow-ellipsis'));
      await page.keyboard.press('Escape');

      // An item page, its metadata dialog and its edit form.
      await grid.getByRole('gridcell').first().click();
      const item = page.locator('section[data-cell^="i-Contact-"]');
      await item.getByRole('heading', { level: 2 }).waitFor(PAGE_WAIT);
      await item.getByRole('button', { name: 'About this item' }).click();
      const dialog = page.getByRole('dialog');
      await expectReadable('dialog title', dialog.locator('.bp6-heading'));
      await expectReadable('dialog text', dialog.locator('td'));
      const dialogBackground = await contrastOf(dialog.locator('td'));
      if (dark) expect(dialogBackground.backgroundLuminance).toBeLessThan(0.05);
      await page.keyboard.press('Escape');
      await item.getByRole('button', { name: 'Edit' }).first().click();
      const input = item.locator('input.bp6-input').first();
      await input.waitFor(PAGE_WAIT);
      await expectReadable('form input', input);
      await expectReadable('form label', item.locator('label.bp6-label').first());
      await screenshot(page, `dark-mode-${dark ? 'dark' : 'light'}-form`);
      await context.close();
    }, TEST_TIMEOUT);
  }
});

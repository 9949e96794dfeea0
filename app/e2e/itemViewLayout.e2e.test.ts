import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { idWhereLabel, signInOverProtocol } from './protocol';
import { setDarkMode, shotsAtBothSizes } from './screens';
import { useSuiteSession } from './suiteSession';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, signIn } from './ui';
import { RESIZE_DELAY_MS } from '../layout/useScreenSize';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const WALK_TIMEOUT = 180_000;

interface Column {
  labelLefts: number[];
  labelWidths: number[];
  valueLefts: number[];
  /** Values without a label of their own (their section's title names them): they take the whole row. */
  unlabelledLefts: number[];
  /** Labels whose text runs past their box (cut instead of wrapped). */
  overflowing: string[];
  viewWidth: number;
}

/** Where each label and value of an item's generated view sits. */
async function columnOf(view: Locator): Promise<Column> {
  return view.evaluate((root) => {
    const boxes = (selector: string) => [...root.querySelectorAll(selector)].map((node) => node.getBoundingClientRect());
    const labels = boxes('.vgn-view-field dt');
    return {
      labelLefts: labels.map((box) => Math.round(box.left)),
      labelWidths: labels.map((box) => Math.round(box.width)),
      valueLefts: boxes('.vgn-view-field:not(.vgn-view-field-unlabelled) dd').map((box) => Math.round(box.left)),
      unlabelledLefts: boxes('.vgn-view-field-unlabelled dd').map((box) => Math.round(box.left)),
      overflowing: [...root.querySelectorAll('.vgn-view-field dt')].filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent ?? ''),
      viewWidth: root.getBoundingClientRect().width,
    };
  });
}

async function atSize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(RESIZE_DELAY_MS + 50);
}

/**
 * An item's page as issue 11's screen review found it: labels as wide as each section's longest, so
 * values did not line up from one section to the next; identifiers as stored JSON; a point's place
 * as "a to a".
 */
describe('item view layout', () => {
  const session = useSuiteSession();

  it('lines up every value of an item page behind one label column, at both sizes', { timeout: WALK_TIMEOUT }, async () => {
    const lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    const consultation = await lena.idOf('Consultation', 'North Ridge gravel pit expansion');
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${consultation}`);
    const view = cell(page, `i-${consultation}`).locator('.vgn-item-view').first();
    // The Documents section's only field repeats its title, so it has no label of its own (README).
    await view.locator('.vgn-view-section-title', { hasText: 'Documents' }).waitFor();

    for (const [width, height] of [[1440, 900], [390, 844]] as const) {
      await atSize(page, width, height);
      const column = await columnOf(view);
      // Several sections (project, parties, details, documents, progress): one column for all.
      expect(column.labelLefts.length).toBeGreaterThan(10);
      expect(new Set(column.labelLefts).size).toBe(1);
      expect(new Set(column.labelWidths).size).toBe(1);
      expect(new Set(column.valueLefts).size).toBe(1);
      expect(column.unlabelledLefts.length).toBeGreaterThan(0);
      for (const left of column.unlabelledLefts) expect(left).toBe(column.labelLefts[0]);
      expect(column.overflowing).toEqual([]);
      // On a phone the labels leave the values most of the width ("Organizations to consult" wraps).
      if (width === 390) expect(column.labelWidths[0] ?? 0).toBeLessThanOrEqual(column.viewWidth * 0.4);
    }

    // Identifiers as the user reads them, never the stored JSON.
    await view.getByText('Permit number · MX-2024-118', { exact: true }).waitFor();
    expect(await view.getByText('"PERMIT_NUMBER"').count()).toBe(0);

    await shotsAtBothSizes(page, 'item-view-layout');
    await setDarkMode(page, true);
    await shotsAtBothSizes(page, 'item-view-layout-dark');
    await setDarkMode(page, false);
    await context.close();
  });

  it('names a recorded point once, never "a to a"', { timeout: WALK_TIMEOUT }, async () => {
    const lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    // The demo record "Cow and calf" (fieldDataList.e2e renames it "Cow and twin calves"; its place stays).
    const record = await idWhereLabel(lena, 'GeoKeeperFieldData', (label) => label.startsWith('Cow and '));
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${record}`);
    const place = cell(page, `i-${record}`).locator('.vgn-cell-geojson').first();
    await expect.poll(() => place.innerText()).toMatch(/^\s*Point · 1 vertex · 53\.93400, -122\.94000$/);
    await context.close();
  });
});

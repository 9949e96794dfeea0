import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * Spatial features end to end (issue 14, data side): a feature made in the generated form from
 * pasted GeoJSON, stored at 5 decimals and summed up on its page; archived, it leaves the
 * spatial.features search (state=ACTIVE preselected) and stays reachable by its link.
 */

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const LABEL = `Moose lick ${String(Date.now() % 1_000_000)}`;
const PASTED = JSON.stringify({
  type: 'Feature',
  properties: { name: 'from a GIS export' },
  geometry: { type: 'LineString', coordinates: [[-122.9123456, 53.9], [-122.85, 53.9500001]] },
});

function lastItemId(page: Page): string {
  const last = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last).replace(/^i-/, '');
}

function features(page: Page): Locator {
  return cell(page, 'v-spatial.features');
}

describe('spatial features', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('creates a feature from pasted GeoJSON, archives it, and keeps it reachable by its link only', async () => {
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/spatial.features');
    // The search opens on ACTIVE features: the demo's archived trail is not listed.
    await features(page).getByRole('gridcell', { name: 'Stoney Creek gravel pit' }).waitFor(WAIT);
    expect(await features(page).getByRole('gridcell', { name: 'Old portage trail' }).count()).toBe(0);

    await features(page).getByRole('button', { name: 'New Spatial feature' }).click();
    const form = page.locator('section[data-cell^="i-SpatialFeature-0-"]');
    await form.locator('#SpatialFeature-create_label').fill(LABEL);
    await form.locator('#SpatialFeature-create_spatialType').selectOption('SITE');
    await form.locator('#SpatialFeature-create_geometry').fill(PASTED);
    // The Feature is reduced to its geometry, summed up under the editor.
    await form.getByText('LineString · 2 vertices').waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'spatial-feature-create');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => /\/i-SpatialFeature-[1-9]\d*$/.test(url.pathname), WAIT);
    const id = lastItemId(page);
    const item = cell(page, `i-${id}`);
    await cellTitle(page, `i-${id}`).filter({ hasText: LABEL }).waitFor(WAIT);
    // Stored at 5 decimals; new features are ACTIVE.
    await item.getByText('LineString · 2 vertices · 53.90000, -122.91235 to 53.95000, -122.85000').waitFor(WAIT);
    await item.getByText('Active', { exact: true }).waitFor(WAIT);
    await features(page).getByRole('gridcell', { name: LABEL }).waitFor(WAIT);

    await item.getByRole('button', { name: 'Edit', exact: true }).click();
    await item.locator(`#${id.replace('-', '\\-')}-edit_state, select[id$="_state"]`).first().selectOption('ARCHIVED');
    await item.getByRole('button', { name: 'Save', exact: true }).click();
    await item.getByRole('button', { name: 'Edit', exact: true }).waitFor(WAIT);
    await item.getByText('Archived', { exact: true }).waitFor(WAIT);
    // Gone from the ACTIVE search (live), still reachable by its link.
    await expect.poll(() => features(page).getByRole('gridcell', { name: LABEL }).count(), WAIT).toBe(0);
    await page.goto(`/i-${id}`);
    await cellTitle(page, `i-${id}`).filter({ hasText: LABEL }).waitFor(WAIT);
    await cell(page, `i-${id}`).getByText('Archived', { exact: true }).waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'spatial-feature-archived');
  });
});

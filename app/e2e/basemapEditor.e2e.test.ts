import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tinyRasterPmtiles } from '../../plugins/map/fixtures/tinyPmtiles';
import { launchWebGlBrowser, screenshot } from './browser';
import { cell, cellTitle, openPage, putAwayNotices, setChecked, signIn, UI_TIMEOUT } from './ui';

/**
 * The basemap editor and the map panel (issue 14): an administrator uploads a PMTiles archive in
 * admin.basemaps (bad addresses and files refused at their field), makes it the default, and the
 * map draws it from our server by byte ranges without a request elsewhere; a spatial feature's and
 * a collection's pages show their map panels.
 */
const baseUrl = inject('baseUrl');
const SLOW_TEST_MS = 300_000;
/** MapLibre parses the 1:50m world in its worker and draws in software: slow on a loaded machine. */
const MAP_IDLE_MS = 120_000;
/** The machine running the suite is shared: pages and saves may take far longer than UI_TIMEOUT there. */
const WAIT = { timeout: 4 * UI_TIMEOUT };

/** A page whose navigations and waits allow for a loaded machine. */
async function patientPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, baseUrl);
  opened.context.setDefaultNavigationTimeout(MAP_IDLE_MS);
  opened.context.setDefaultTimeout(WAIT.timeout);
  return opened;
}
const LABEL = `Ochre archive ${String(Date.now() % 1_000_000)}`;

function outsideOrigin(requests: readonly string[]): string[] {
  const origin = new URL(baseUrl).origin;
  return requests.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:'));
}

async function send(token: string, o: string, b: unknown): Promise<Record<string, unknown>> {
  const reply = await fetch(`${baseUrl}/api/item`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ o, b, s: '1' }) });
  const envelope = (await reply.json()) as { erred?: boolean; b: Record<string, unknown> };
  if (envelope.erred === true) throw new Error(`${o} refused: ${JSON.stringify(envelope.b)}`);
  return envelope.b;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }) });
  const token = response.headers.get('x-vgn-token');
  if (token === null) throw new Error('admin sign-in failed');
  return token;
}

async function idOfLabel(token: string, type: string, label: string): Promise<string> {
  const found = (await send(token, 'search/ids', { must: [{ kind: 'type', value: type }, { prop: 'label', kind: 'eq', value: label }], max: 1 })) as { ids: string[] };
  const id = found.ids[0];
  if (id === undefined) throw new Error(`no ${type} "${label}"`);
  return id;
}

async function waitForIdlePanel(page: Page): Promise<void> {
  await page.locator('[data-testid="map-panel-canvas"][data-idle]').waitFor({ timeout: MAP_IDLE_MS });
}

describe('basemap editor and map panels', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchWebGlBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('adds a PMTiles basemap by upload, refuses bad input at its field, makes it the default, and the map reads it by byte ranges from our server only', { timeout: SLOW_TEST_MS }, async () => {
    const { context, page } = await patientPage(browser);
    const requests: string[] = [];
    const archiveReads: { status: number; range: string | undefined }[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      if (response.url().includes('/archive.pmtiles')) archiveReads.push({ status: response.status(), range: response.request().headers().range });
    });
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await page.goto('/admin.basemaps');
    const list = cell(page, 'v-admin.basemaps');
    await list.getByRole('button', { name: 'New Basemap' }).click();
    const form = page.locator('section[data-cell^="i-Basemap-0-"]');
    await form.locator('#Basemap-create_label').fill(LABEL);

    // A raster address that is no tile template on this server: refused at the field, translated.
    await form.locator('#Basemap-create_kind').selectOption('RASTER');
    await form.locator('#Basemap-create_url').fill('tiles.example.org/{z}/{x}');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('Enter a tile address on this server with {z}, {x} and {y}').waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'basemap-editor-bad-address');

    // A file that is no PMTiles archive: refused at the archive field.
    await form.locator('#Basemap-create_url').fill('');
    await form.locator('#Basemap-create_kind').selectOption('PMTILES');
    const files = form.locator('input[type=file]').first();
    await files.setInputFiles({ name: 'not-an-archive.pmtiles', mimeType: 'application/octet-stream', buffer: Buffer.from('{"type":"FeatureCollection"}') });
    await form.getByText('not-an-archive.pmtiles').waitFor(WAIT);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('This file is not a PMTiles archive (version 3). Upload a .pmtiles file.').waitFor(WAIT);
    await screenshot(page, 'basemap-editor-bad-archive');

    // The real archive, marked as the default.
    await form.getByRole('button', { name: 'Remove' }).first().click();
    await files.setInputFiles({ name: 'ochre.pmtiles', mimeType: 'application/octet-stream', buffer: await tinyRasterPmtiles({ r: 214, g: 168, b: 59 }) });
    await form.getByText('ochre.pmtiles').waitFor(WAIT);
    await setChecked(form, 'Default basemap', true);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => /\/i-Basemap-[1-9]\d*$/.test(url.pathname), WAIT);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '').replace(/^i-/, '');
    await cellTitle(page, `i-${id}`).filter({ hasText: LABEL }).waitFor(WAIT);
    const row = list.getByRole('row').filter({ hasText: LABEL });
    await row.getByText('Yes').waitFor(WAIT);
    await putAwayNotices(page);
    await screenshot(page, 'basemap-editor-saved');

    // The map opens on it: the archive read by byte ranges from our server, nothing from elsewhere.
    await page.goto('/spatial.map');
    await expect.poll(() => page.getByTestId('map-view').getAttribute('data-basemap'), { timeout: 60_000 }).toBe(id);
    await page.locator('.vgn-map-canvas[data-idle]').waitFor({ timeout: MAP_IDLE_MS });
    await expect.poll(() => archiveReads.length).toBeGreaterThan(0);
    for (const read of archiveReads) {
      expect(read.status).toBe(206);
      expect(read.range).toMatch(/^bytes=\d+-\d+$/);
    }
    expect(archiveReads.length).toBeGreaterThan(0);
    expect(requests.some((url) => url.includes(`/api/plugins/map/basemaps/${id}/archive.pmtiles`))).toBe(true);
    expect(outsideOrigin(requests)).toEqual([]);
    await putAwayNotices(page);
    await screenshot(page, 'basemap-editor-map-default');

    // Leave the shipped world map as the default for the other tests: the basemap goes away.
    const token = await adminToken();
    const stored = await send(token, `read/${id}`, {});
    await send(token, `delete/${id}`, { _u: stored._u });
    await context.close();
  });

  it('shows a spatial feature and a collection with its features in the map panel of their pages', { timeout: SLOW_TEST_MS }, async () => {
    const token = await adminToken();
    const pit = await idOfLabel(token, 'SpatialFeature', 'Stoney Creek gravel pit');
    const study = await idOfLabel(token, 'SpatialCollection', 'Stoney Creek traditional use study 2024');
    const { context, page } = await patientPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');

    await page.goto(`/i-${pit}`);
    const panel = cell(page, `i-${pit}`).getByTestId('item-panel-map');
    await panel.getByTestId('map-panel').waitFor(WAIT);
    await waitForIdlePanel(page);
    expect(await panel.getByTestId('map-panel').getAttribute('data-shapes')).toBe('1');
    await panel.scrollIntoViewIfNeeded();
    await putAwayNotices(page);
    await screenshot(page, 'map-panel-feature');

    await page.goto(`/i-${study}`);
    const studyPanel = cell(page, `i-${study}`).getByTestId('item-panel-map');
    await studyPanel.getByTestId('map-panel-count').filter({ hasText: '3 features of this item' }).waitFor({ timeout: 60_000 });
    await waitForIdlePanel(page);
    // Its own area and its three ACTIVE features.
    expect(await studyPanel.getByTestId('map-panel').getAttribute('data-shapes')).toBe('4');
    await studyPanel.scrollIntoViewIfNeeded();
    await putAwayNotices(page);
    await screenshot(page, 'map-panel-collection');
    expect(outsideOrigin(requests)).toEqual([]);
    await context.close();
  });
});

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchWebGlBrowser, screenshot } from '../../app/e2e/browser';
import { signInOverProtocol, type ProtocolClient } from '../../app/e2e/protocol';
import { setDarkMode, shotsAtBothSizes } from '../../app/e2e/screens';
import { DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from '../../app/e2e/ui';

/**
 * GeoKeeper field data on the map, in Chromium (WebGL in software) against the real server with demo
 * data: a trip with two records, sent as the collection page sends them (each with its `_uuid`),
 * appears on the map (spatial.map's field data layer; a click opens the record beside) and in the
 * program's ordered list with its map; the record's photo is found in the attachments search; the
 * GeoKeeper settings show on the community's page. (collect/collect.e2e.test.ts records them offline.)
 */
const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const SLOW_TEST_MS = 300_000;
/** The 1:50m world GeoJSON is parsed in MapLibre's worker: slow on a loaded machine. */
const MAP_IDLE_MS = 120_000;
const PROGRAM = 'Moose habitat monitoring';
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** Far from the demo data, so the view around it holds only this trip. */
const HERE = { lng: -121.5, lat: 54.5 };

/** The map's view in the URL (business spec §9: base 36, 5 decimals; plugins/map/boundsHash.ts). */
function boundsHash(west: number, south: number, east: number, north: number): string {
  return [west, south, east, north].map((value) => Math.round(value * 1e5).toString(36)).join('_');
}

type Item = { $id: string; _u: number; [field: string]: unknown };

let browser: Browser;
let collector: ProtocolClient;
let token: string;

async function ids(must: unknown[]): Promise<string[]> {
  return ((await collector.send('search/ids', { must, max: 'all' })) as { ids: string[] }).ids;
}

async function uploadPhoto(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-vgn-file-name': 'e2e-map-moose.png' }, body: new Uint8Array(PHOTO) });
  return ((await response.json()) as { $id: string }).$id;
}

beforeAll(async () => {
  browser = await launchWebGlBrowser();
  collector = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
  const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: orgAdmin.email, password: DEMO_PASSWORD }) });
  token = response.headers.get('x-vgn-token') ?? '';
});
afterAll(async () => {
  await browser.close();
});

async function idleFeatureMap(page: Page): Promise<void> {
  await page.locator('[data-testid="feature-map-canvas"][data-idle]').waitFor({ timeout: MAP_IDLE_MS });
}

describe('field data on the map', () => {
  it('a trip with two records appears on the map and in the ordered list, its photo in the attachments search', { timeout: SLOW_TEST_MS }, async () => {
    const program = await collector.idOf('GeoKeeperProgram', PROGRAM);
    const forms = await Promise.all((await ids([{ kind: 'type', value: 'GeoKeeperFormDef' }, { prop: 'program', kind: 'eq', value: program }])).map(async (id) => (await collector.send(`read/${id}`)) as Item));
    const tripForm = forms.find((form) => form.formType === 'trip')?.$id;
    const recordForm = forms.find((form) => form.machineName === 'sighting')?.$id;
    const create = async (fields: Record<string, unknown>) => (await collector.send('create/GeoKeeperFieldData', { _uuid: randomUUID(), program, state: 'ACTIVE', ...fields })) as Item;
    const trip = await create({ label: 'E2E map trip', formDef: tripForm, collected: '2026-05-01T08:00:00.000Z', location: { type: 'LineString', coordinates: [[HERE.lng - 0.01, HERE.lat], [HERE.lng + 0.01, HERE.lat]] } });
    const photo = await uploadPhoto();
    const moose = await create({ label: 'E2E map moose', formDef: recordForm, trip: trip.$id, collected: '2026-05-01T08:10:00.000Z', categories: ['WILDLIFE'], formData: { species: 'MOOSE' }, media: [photo], location: { type: 'Point', coordinates: [HERE.lng, HERE.lat + 0.003] }, accuracy: 5 });
    await create({ label: 'E2E map bear', formDef: recordForm, trip: trip.$id, collected: '2026-05-01T08:20:00.000Z', formData: { species: 'BEAR' }, location: { type: 'Point', coordinates: [HERE.lng + 0.005, HERE.lat - 0.003] }, accuracy: 5 });

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);

    // The map around the moose: the layer draws the trip and its records; a click on the moose opens it beside.
    const at = { lng: HERE.lng, lat: HERE.lat + 0.003 };
    await page.goto(`/spatial.map?c0=${boundsHash(at.lng - 0.002, at.lat - 0.001, at.lng + 0.002, at.lat + 0.001)}`);
    await page.locator('.vgn-map-canvas[data-idle]').waitFor({ timeout: MAP_IDLE_MS });
    await putAwayNotices(page);
    await expect.poll(() => page.getByTestId('map-layer-state-geokeeper').count()).toBe(0);
    const canvas = page.locator('.maplibregl-canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no map canvas');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(new RegExp(`i-${moose.$id}`), { timeout: UI_TIMEOUT });
    await page.getByText('E2E map moose').first().waitFor();
    await screenshot(page, 'geokeeper-map-layer');

    // The program's list: the trip followed by its records, numbered, and the program's map above it.
    await page.goto(`/geokeeper.field-data?c0=${program}`);
    const panel = page.getByTestId('gk-map-panel');
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: MAP_IDLE_MS }).toBe('ready');
    expect(Number(await panel.getAttribute('data-features'))).toBeGreaterThanOrEqual(3);
    const labels = await page.getByTestId('gk-label').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const start = labels.indexOf('E2E map trip');
    expect(labels.slice(start, start + 3)).toEqual(['E2E map trip', 'E2E map moose', 'E2E map bear']);
    await idleFeatureMap(page);
    await screenshot(page, 'geokeeper-field-data-map');
    // The uncategorised bear and the trip's track on the dark basemap (their colour is chosen for both).
    await setDarkMode(page, true);
    await idleFeatureMap(page);
    await shotsAtBothSizes(page, 'geokeeper-field-data-map-dark');
    await setDarkMode(page, false);

    // The photo in the field data attachments search, with its record.
    await page.goto('/geokeeper.attachments');
    await page.getByText('e2e-map-moose.png').first().waitFor();
    await page.getByText('E2E map moose').first().waitFor();
    await screenshot(page, 'geokeeper-attachments');

    // The community's page shows its GeoKeeper settings.
    const community = await collector.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    await page.goto(`/i-${community}`);
    await page.getByTestId('gk-org-settings').waitFor();
    await context.close();
  });
});

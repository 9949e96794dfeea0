import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tinyRasterPmtiles } from '../../plugins/map/fixtures/tinyPmtiles';
import { launchWebGlBrowser, screenshot } from './browser';
import { openPage, putAwayNotices, signIn } from './ui';

const baseUrl = inject('baseUrl');
const SLOW_TEST_MS = 240_000;
/** The 1:50m world GeoJSON is parsed in MapLibre's worker: slow on a loaded machine. */
const MAP_IDLE_MS = 120_000;

async function waitForIdleMap(page: Page): Promise<void> {
  await page.locator('.vgn-map-canvas[data-idle]').waitFor({ timeout: MAP_IDLE_MS });
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }) });
  const token = response.headers.get('x-vgn-token');
  if (token === null) throw new Error('admin sign-in failed');
  return token;
}

async function send(token: string, o: string, b: unknown): Promise<Record<string, unknown>> {
  const reply = await fetch(`${baseUrl}/api/item`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ o, b, s: '1' }) });
  const envelope = (await reply.json()) as { erred?: boolean; b: Record<string, unknown> };
  if (envelope.erred === true) throw new Error(`${o} refused: ${JSON.stringify(envelope.b)}`);
  return envelope.b;
}

describe('map', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchWebGlBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('draws the offline basemap without a single request outside the origin, and keeps the view in the URL', { timeout: SLOW_TEST_MS }, async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await page.goto('/spatial.map');
    await waitForIdleMap(page);
    await putAwayNotices(page);
    expect(await page.getByTestId('map-basemap-select').inputValue()).toBe('offline');
    await screenshot(page, 'map-offline-light');
    // Pan: the column parameter becomes the bounds hash (base 36, 5 decimals).
    const canvas = page.locator('.maplibregl-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no map canvas');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 + 50, { steps: 8 });
    await page.mouse.up();
    await page.waitForURL(/[?&]c0=-?[0-9a-z]+_-?[0-9a-z]+_-?[0-9a-z]+_-?[0-9a-z]+/);
    const hash = new URL(page.url()).searchParams.get('c0') ?? '';
    const [west] = hash.split('_').map((part) => parseInt(part, 36) / 1e5);
    expect(west).toBeGreaterThan(-141);
    await expect.poll(() => page.getByTestId('map-coordinates').textContent()).toMatch(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/);
    const origin = new URL(baseUrl).origin;
    const outside = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:'));
    expect(outside).toEqual([]);
    expect(requests.some((url) => url.includes('/api/plugins/map/basemap/world.geojson'))).toBe(true);
    await context.close();
  });

  it('serves an uploaded PMTiles basemap by byte ranges and shows it', { timeout: SLOW_TEST_MS }, async () => {
    const token = await adminToken();
    const archive = await tinyRasterPmtiles({ r: 214, g: 168, b: 59 });
    const upload = await fetch(`${baseUrl}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'x-vgn-file-name': 'fixture.pmtiles' }, body: new Uint8Array(archive) });
    const attachment = (await upload.json()) as { $id: string };
    const basemap = await send(token, 'create/Basemap', { label: 'Fixture archive', kind: 'PMTILES', archive: [attachment.$id], isDefault: true });
    const archiveUrl = `${baseUrl}/api/plugins/map/basemaps/${String(basemap.$id)}/archive.pmtiles`;
    const ranged = await fetch(archiveUrl, { headers: { authorization: `Bearer ${token}`, range: 'bytes=0-126' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-126/${archive.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).subarray(0, 7).toString('ascii')).toBe('PMTiles');
    expect((await fetch(archiveUrl)).status).toBe(401);

    const { context, page } = await openPage(browser, baseUrl);
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/archive.pmtiles')) ranges.push(response.status());
    });
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await page.goto('/spatial.map');
    await expect.poll(() => page.getByTestId('map-view').getAttribute('data-basemap'), { timeout: 60_000 }).toBe(String(basemap.$id));
    await waitForIdleMap(page);
    await expect.poll(() => ranges.length > 0 && ranges.every((status) => status === 206)).toBe(true);
    await putAwayNotices(page);
    await screenshot(page, 'map-pmtiles');
    // Put the offline map back as the default for other tests.
    await send(token, 'update', { $id: basemap.$id, isDefault: false, _u: basemap._u });
    await context.close();
  });
});

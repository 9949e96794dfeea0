import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchWebGlBrowser } from '../../../app/e2e/browser';
import { signInOverProtocol } from '../../../app/e2e/protocol';
import { shotsAtBothSizes } from '../../../app/e2e/screens';
import { DEMO_PASSWORD, DEMO_USERS, openPage, signIn, UI_TIMEOUT } from '../../../app/e2e/ui';

/**
 * Issue 11's screen review: the field data list's map kept the view of a wide window after the window
 * turned to phone width (MapLibre follows the size but keeps centre and zoom), so places fell off
 * its edges. After a resize the map shows every place again.
 */
const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const SLOW_TEST_MS = 300_000;
/** The 1:50m world GeoJSON is parsed in MapLibre's worker: slow on a loaded machine. */
const MAP_IDLE_MS = 120_000;
const PROGRAM = 'Moose habitat monitoring';

type Box = [number, number, number, number];

let browser: Browser;

beforeAll(async () => {
  browser = await launchWebGlBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The box around every place the program's map shows, as act/streamFieldDataForMap gives them. */
function boxOf(reply: unknown): Box {
  const features = (reply as { features: { bbox?: number[] }[] }).features;
  const boxes = features.flatMap((feature) => (feature.bbox?.length === 4 ? [feature.bbox as Box] : []));
  if (boxes.length === 0) throw new Error('the program has no located field data');
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}

/** The map's view (west,south,east,north) as its canvas holder reports it; undefined before the first. */
async function viewOf(page: Page): Promise<Box | undefined> {
  const text = await page.getByTestId('feature-map-canvas').getAttribute('data-view');
  return text ? (text.split(',').map(Number) as Box) : undefined;
}

function shows(view: Box | undefined, places: Box): boolean {
  return view !== undefined && view[0] <= places[0] && view[1] <= places[1] && view[2] >= places[2] && view[3] >= places[3];
}

describe('field data map at another window size', () => {
  it('shows every place again after the window turns to phone width, its controls inside the window', { timeout: SLOW_TEST_MS }, async () => {
    const lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    const program = await lena.idOf('GeoKeeperProgram', PROGRAM);
    const places = boxOf(await lena.send('act/streamFieldDataForMap', { program }));
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/geokeeper.field-data?c0=${program}`);
    await page.locator('[data-testid="feature-map-canvas"][data-idle]').waitFor({ timeout: MAP_IDLE_MS });
    await expect.poll(() => viewOf(page), { timeout: UI_TIMEOUT }).toBeDefined();
    expect(shows(await viewOf(page), places)).toBe(true);
    const wide = await viewOf(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => shows(await viewOf(page), places), { timeout: UI_TIMEOUT }).toBe(true);
    expect(await viewOf(page)).not.toEqual(wide);
    const zoomIn = await page.locator('.maplibregl-ctrl-zoom-in').boundingBox();
    expect(zoomIn).not.toBeNull();
    expect((zoomIn?.x ?? 0) + (zoomIn?.width ?? 0)).toBeLessThanOrEqual(390);

    await shotsAtBothSizes(page, 'geokeeper-field-data-map-resize');
    await context.close();
  });
});

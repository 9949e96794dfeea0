import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { kml as kmlToGeoJson } from '@tmcw/togeojson';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInOverProtocol } from '../../../app/e2e/protocol';
import { useSuiteSession } from '../../../app/e2e/suiteSession';
import { DEMO_PASSWORD, DEMO_USERS, openPage, signIn, UI_TIMEOUT } from '../../../app/e2e/ui';
import { setDarkMode, shotsAtBothSizes } from '../../../app/e2e/screens';
import { fieldDataRow, showDemoFieldDataList } from '../testing/fieldDataListPage';
import { unzip } from '../testing/unzip';

/**
 * GeoKeeper's field data list in Chromium against the real server with demo data: the ordered,
 * numbered list; local edits of three records that survive a reload; one of them saved by someone
 * else meanwhile (over the API), so save-all applies two and keeps the third visible as a
 * conflict; KML and ZIP exports downloaded and read back with libraries, every record and photo.
 */
const baseUrl = inject('baseUrl');
const session = useSuiteSession();
const photo = new Uint8Array(Array.from({ length: 4096 }, (_, index) => (index * 13) % 256));

type Item = { $id: string; _u: number; label: string };

async function editLabel(page: Page, from: string, to: string): Promise<void> {
  const input = fieldDataRow(page, from).getByTestId('gk-label');
  await input.fill(to);
}


async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId(testId).click()]);
  // The browser runs as a shared server: its file is copied here before it is read.
  const target = join(mkdtempSync(join(tmpdir(), 'vgn-e2e-download-')), file.suggestedFilename());
  await file.saveAs(target);
  const bytes = readFileSync(target);
  rmSync(dirname(target), { recursive: true, force: true });
  return { name: file.suggestedFilename(), bytes };
}

describe('GeoKeeper field data list', () => {
  it('keeps local edits across a reload, saves two and keeps the conflicting one, exports KML and ZIP', { timeout: 240_000 }, async () => {
    const lena = await signInOverProtocol(baseUrl, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD);
    const calfId = await lena.idOf('GeoKeeperFieldData', 'Cow and calf');
    const upload = await fetch(`${baseUrl}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${await tokenFor(DEMO_USERS.orgAdmin.email)}`, 'content-type': 'application/octet-stream', 'x-vgn-file-name': 'calf.jpg' }, body: photo });
    const attachment = ((await upload.json()) as { $id: string }).$id;
    const calf = (await lena.send(`read/${calfId}`)) as Item;
    await lena.send('update', { $id: calfId, _u: calf._u, media: [attachment] });

    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD, DEMO_USERS.orgAdmin.name);
    await showDemoFieldDataList(page);
    await fieldDataRow(page, 'Cow and calf').waitFor();
    // Trips first with their records, then the unparented record; numbered; points at 5 decimals.
    const numbers = await page.getByTestId('gk-row').evaluateAll((rows) => rows.map((element) => element.getAttribute('data-number')));
    expect(numbers).toEqual(numbers.map((_, index) => String(index + 1)));
    // Other end-to-end files may have added trips to this program: the demo trip is followed by its records.
    const labels = await page.getByTestId('gk-label').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const trip = labels.indexOf('Spring survey, north bank');
    expect(labels.slice(trip, trip + 3)).toEqual(['Spring survey, north bank', 'Cow and calf', 'Fresh tracks']);
    expect(labels.at(-1)).toBe('Bull crossing the road');
    await expect.poll(() => fieldDataRow(page, 'Bull crossing the road').getByTestId('gk-unparented').isVisible()).toBe(true);
    expect(await fieldDataRow(page, 'Cow and calf').getByTestId('gk-point').textContent()).toBe('53.93400, -122.94000');

    await editLabel(page, 'Cow and calf', 'Cow and twin calves');
    await editLabel(page, 'Fresh tracks', 'Fresh wolf tracks');
    await editLabel(page, 'Bull crossing the road', 'Bull crossing highway 16');
    // Typing a value back removes its edit.
    await editLabel(page, 'Bull crossing highway 16', 'Bull crossing the road');
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('2');
    await editLabel(page, 'Bull crossing the road', 'Bull crossing highway 16');
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('3');

    // A reload (or a lost connection) keeps every edit.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await fieldDataRow(page, 'Fresh wolf tracks').waitFor();
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('3');

    // Someone else saves "Fresh tracks" meanwhile.
    const tracksId = await lena.idOf('GeoKeeperFieldData', 'Fresh tracks');
    const tracks = (await session.admin.send(`read/${tracksId}`)) as Item;
    await session.admin.send('update', { $id: tracksId, _u: tracks._u, label: 'Fresh tracks (checked)' });

    await page.getByTestId('gk-save-all').click();
    await expect.poll(() => page.getByTestId('gk-notice').getAttribute('data-message'), { timeout: UI_TIMEOUT }).toBe('geokeeper.edits.savedWithConflicts');
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('1');
    // The conflicting edit is still shown, marked, never overwritten or dropped.
    await expect.poll(() => fieldDataRow(page, 'Fresh wolf tracks').getByTestId('gk-conflict').isVisible()).toBe(true);
    expect(((await lena.send(`read/${tracksId}`)) as Item).label).toBe('Fresh tracks (checked)');
    expect(((await lena.send(`read/${calfId}`)) as Item).label).toBe('Cow and twin calves');
    expect(await fieldDataRow(page, 'Bull crossing highway 16').getByTestId('gk-conflict').count()).toBe(0);
    await shotsAtBothSizes(page, 'geokeeper-field-data-conflict-light');
    await setDarkMode(page, true);
    await shotsAtBothSizes(page, 'geokeeper-field-data-conflict-dark');
    await setDarkMode(page, false);

    // Exports: every record of the list, and the photo.
    const rowCount = await page.getByTestId('gk-row').count();
    const zip = await download(page, 'gk-export-zip');
    expect(zip.name).toBe('Moose-habitat-monitoring.zip');
    const files = await unzip(zip.bytes);
    const geojson = JSON.parse(files.get('Moose-habitat-monitoring/field-data.geojson')?.toString('utf8') ?? '{}') as { features: { properties: { label: string; media: string[] } }[] };
    expect(geojson.features).toHaveLength(rowCount);
    const calfFeature = geojson.features.find((feature) => feature.properties.label === 'Cow and twin calves');
    const photoEntry = calfFeature?.properties.media[0] ?? '';
    expect(files.get(`Moose-habitat-monitoring/${photoEntry}`)?.equals(Buffer.from(photo))).toBe(true);
    expect((parse(files.get('Moose-habitat-monitoring/field-data.csv') ?? '', { columns: true }) as unknown[]).length).toBe(rowCount);
    const kml = await download(page, 'gk-export-kml');
    const placemarks = kmlToGeoJson(new DOMParser().parseFromString(kml.bytes.toString('utf8'), 'application/xml') as unknown as Document).features;
    // Records without a location are not placemarks (other end-to-end files may add some to this program).
    expect(placemarks).toHaveLength(await page.locator('[data-testid="gk-point"][data-located="true"]').count());
    // A placemark is named by the record's number in the list (other files' trips may come first).
    const calfNumber = await fieldDataRow(page, 'Cow and twin calves').getAttribute('data-number');
    expect(placemarks.map((feature) => feature.properties?.name)).toContain(`${calfNumber}. Cow and twin calves`);
    await context.close();
  });
});

/** A bearer token of a demo user (the upload route takes the header), from a sign-in as the client makes it. */
async function tokenFor(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return response.headers.get('x-vgn-token') ?? '';
}

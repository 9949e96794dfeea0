import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openReader, type ImportFormat } from '../../plugins/import/server/readers/readerFor';
import type { ReaderRow } from '../../plugins/import/server/readers/readerRow';
import { cell, putAwayNotices, UI_TIMEOUT } from './ui';

/** Uploads, pages and pushes on a loaded machine. */
const STEP_TIMEOUT = UI_TIMEOUT * 3;

/** An import's run reads the whole file twice (check, then write) in a background task: slow on a loaded machine. */
const RUN_TIMEOUT = 90_000;

/** The id the last column shows ("i-Import-4" → "Import-4"). */
export function lastItemId(page: Page): string {
  const last = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last).replace(/^i-/, '');
}

export interface ImportedFile {
  importId: string;
  collectionId: string;
}

/**
 * Imports a file the way a user does: New Import on /imports, the file uploaded through the form's
 * file input, the spatial type chosen, the preview checked (table and map), then the run started
 * from the import panel and followed until it is done.
 */
export async function importThroughUi(page: Page, label: string, file: string, previewRows: number, shot: (name: string) => Promise<void>): Promise<ImportedFile> {
  await page.goto('/imports');
  const list = cell(page, 'v-imports');
  await list.getByRole('button', { name: 'New Import' }).click();
  const form = page.locator('section[data-cell^="i-Import-0-"]');
  await form.locator('#Import-create_label').fill(label);
  await form.locator('input[type="file"]').setInputFiles(file);
  await form.getByRole('link', { name: file.split('/').at(-1) ?? file }).waitFor({ timeout: STEP_TIMEOUT });
  await form.locator('#Import-create_spatialType').selectOption('SITE');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL((url) => /\/i-Import-[1-9]\d*$/.test(url.pathname), { timeout: STEP_TIMEOUT });
  const importId = lastItemId(page);
  const item = cell(page, `i-${importId}`);

  await item.getByTestId('import-preview').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-preview-table').waitFor({ timeout: STEP_TIMEOUT });
  expect(await dialog.getByTestId('import-preview-table').locator('tbody tr').count()).toBe(previewRows);
  await dialog.locator('[data-testid="import-preview-map"][data-idle]').waitFor({ timeout: RUN_TIMEOUT });
  await putAwayNotices(page);
  await shot(`${importId}-preview`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const panel = item.getByTestId('import-run-panel');
  await panel.getByTestId('import-run').click();
  await panel.getByTestId('import-done').waitFor({ timeout: RUN_TIMEOUT });
  const href = (await panel.getByTestId('import-result').getByRole('link').getAttribute('href')) ?? '';
  const collectionId = decodeURIComponent(href.split('/').filter(Boolean).at(-1) ?? '').replace(/^i-/, '');
  expect(collectionId).toMatch(/^SpatialCollection-\d+$/);
  return { importId, collectionId };
}

/** Downloads the collection in one format through its page's Export menu. */
export async function exportThroughUi(page: Page, collectionPage: Locator, format: 'geojson' | 'kml' | 'csv' | 'shapefile'): Promise<Download> {
  const item = page.getByTestId(`export-${format}`);
  // The previous export's menu closes with a transition: a click on the button meanwhile would close it instead of opening it.
  await page.locator('[data-testid^="export-"]').first().waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  // Playwright waits for the button to be enabled: it is busy (disabled) while the previous file is fetched.
  await collectionPage.getByTestId('collection-export').click({ timeout: RUN_TIMEOUT });
  await item.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  // The file is fetched (and a shapefile zipped) before the browser gets it: slow on a loaded machine.
  const downloaded = page.waitForEvent('download', { timeout: RUN_TIMEOUT });
  await item.click();
  return downloaded;
}

const READER_FORMATS: Record<'geojson' | 'kml' | 'csv' | 'shapefile', ImportFormat> = { geojson: 'GEOJSON', kml: 'KML', csv: 'CSV', shapefile: 'SHAPEFILE' };

/** Reads a downloaded file back with the import's readers (stream-json, togeojson, csv-parse + wkx, yauzl + shapefile). */
export async function readBack(path: string, name: string, format: 'geojson' | 'kml' | 'csv' | 'shapefile'): Promise<ReaderRow[]> {
  const reader = openReader(READER_FORMATS[format], { path, name }, format === 'csv' ? { wktColumn: 'wkt' } : {});
  const rows: ReaderRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return rows;
}

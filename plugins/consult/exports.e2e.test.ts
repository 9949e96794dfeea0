import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from '../../app/e2e/browser';
import { created, signInOverProtocol, type ProtocolClient } from '../../app/e2e/protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn } from '../../app/e2e/ui';

/**
 * Staff exports in the browser: an administrator exports the consultations a consult.projects
 * search finds as XLSX and the threads of consult.communications as CSV (menu, progress, download),
 * and the files read back hold the export-only fields and the messages. Stoney Creek's
 * administrator (consult menu, not staff) is offered no export.
 */
const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const SLOW_TEST_MS = 180_000;
const PAGE_LOAD = { timeout: 45_000 };

async function savedFile(download: Download, name: string): Promise<Buffer> {
  // The browser runs as a server of its own: the file is copied here.
  const local = join(mkdtempSync(join(tmpdir(), 'vgn-e2e-export-')), name);
  await download.saveAs(local);
  return readFile(local);
}

describe('consultation exports', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  const project = `Moose Lake quarry ${Date.now() % 1_000_000}`;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const stoneyCreek = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const tamarack = await admin.idOf('Organization', 'Tamarack Environmental Consulting');
    const consultation = await created(admin, 'create/Consultation', {
      projectName: project, state: 'DRAFT', primaryOrg: tamarack, region: 'CENTRAL', stream: 'WATER', projectType: 'NEW_PROJECT', respondents: [stoneyCreek],
      projectDescription: 'Quarry extension east of Moose Lake.', locationDescription: 'Lot 7, east shore', accessRequirements: 'Boat access in spring', projectArea: 40, areaOfNewCut: 6.5, $access: 'PROTECTED',
    });
    const lena = (await admin.send(`read/${await admin.idOf('User', orgAdmin.name)}`)) as { contact: string };
    await created(admin, 'create/Thread', { subject: `${project} blasting hours`, owner: stoneyCreek, participants: [lena.contact], context: consultation, purpose: 'GENERAL', body: 'Which hours will blasting happen?' });
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await browser.close();
  });

  it('exports the consultations of a search as XLSX with the export-only fields', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await page.goto('/consult.projects');
    const view = cell(page, 'v-consult.projects');
    await view.getByRole('searchbox').fill(project);
    await view.getByText(project).first().waitFor(PAGE_LOAD);
    await putAwayNotices(page);
    await view.getByTestId('consult-export').click();
    await page.getByTestId('consult-export-menu').waitFor(PAGE_LOAD);
    await screenshot(page, 'consult-export-menu');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('consult-export-consultations-xlsx').click();
    // The task's progress shows at least until its first report is asked for (client/useTaskDownload.ts).
    await view.getByTestId('consult-export-progress').waitFor(PAGE_LOAD);
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('consultations.xlsx');
    await view.getByTestId('consult-export-save').waitFor(PAGE_LOAD);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await savedFile(saved, 'consultations.xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headings = ((sheet?.getRow(1).values ?? []) as unknown[]).map(String);
    const values = ((sheet?.getRow(2).values ?? []) as unknown[]).map((value) => (value === undefined ? '' : String(value)));
    const at = (heading: string): string => values[headings.indexOf(heading)] ?? '';
    expect(sheet?.rowCount).toBe(2);
    expect(at('Project name')).toBe(project);
    expect(at('Proponent')).toBe('Tamarack Environmental Consulting');
    expect(at('Project description')).toBe('Quarry extension east of Moose Lake.');
    expect(at('Access requirements')).toBe('Boat access in spring');
    expect(at('Area of new cut (ha)')).toBe('6.5');
    await context.close();
  }, SLOW_TEST_MS);

  it('lists the threads in consultation context and exports them with their messages as CSV', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await page.goto('/consult.communications');
    const view = cell(page, 'v-consult.communications');
    await view.getByRole('searchbox').fill(project);
    await view.getByText(`${project} blasting hours`).first().waitFor(PAGE_LOAD);
    await putAwayNotices(page);
    await screenshot(page, 'consult-communications');
    // "New communication log" is the cell's button; a thread is offered in its menu (nav alsoCreate).
    await page.getByRole('button', { name: 'New Communication log' }).waitFor(PAGE_LOAD);
    await view.locator('[data-control="default-menu"]').first().click();
    await page.getByRole('menuitem', { name: 'New Thread' }).waitFor(PAGE_LOAD);
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await view.getByTestId('consult-export').click();
    await page.getByTestId('consult-export-threads-csv').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('consultation-threads.csv');
    const rows = parse(await savedFile(saved, 'consultation-threads.csv'), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ Consultation: project, Subject: `${project} blasting hours`, Message: 'Which hours will blasting happen?', 'Message no.': '0' })]);
    await context.close();
  }, SLOW_TEST_MS);

  it('offers no export to those who are not staff', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/consult.projects');
    const view = cell(page, 'v-consult.projects');
    await view.getByRole('searchbox').waitFor(PAGE_LOAD);
    // Demo consultations went to Stoney Creek: the search has hits, so the bar is complete.
    await view.getByTestId('search-total').waitFor(PAGE_LOAD);
    expect(await view.getByTestId('consult-export').count()).toBe(0);
    await context.close();
  }, SLOW_TEST_MS);
});

import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { created, signInOverProtocol, type ProtocolClient } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * The consult dashboards (plugins/consult/nav.json, consult.dashboard; app/dashboards) as the home
 * page's main content: staff distribute a consultation to Stoney Creek; its response is made
 * overdue and given to Stoney Creek's administrator (ConsultRespond, ResponseWorkflow), whose home
 * then shows it on the calendar (past due), under overdue and mine; "Show all" opens RWF_OVERDUE
 * with it. The demo consultant (ConsultSubmit) sees drafts and responses, not the workflow ones.
 */
const baseUrl = inject('baseUrl');
const { consultant, orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const SLOW_TEST_MS = 180_000;
const PAGE_LOAD = { timeout: 45_000 };
const DAY_MS = 86_400_000;

interface Item {
  $id: string;
  _u: number;
  contact?: string;
  overdue?: boolean;
}

describe('consult dashboards', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  let lena: ProtocolClient;
  const project = `Bear Flats bridge ${Date.now() % 1_000_000}`;
  let responseId = '';

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    const stoneyCreek = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const tamarack = await admin.idOf('Organization', 'Tamarack Environmental Consulting');
    const consultation = await created(admin, 'create/Consultation', { projectName: project, state: 'DRAFT', primaryOrg: tamarack, region: 'CENTRAL', stream: 'WATER', projectType: 'NEW_PROJECT', respondents: [stoneyCreek], $access: 'PROTECTED' });
    await admin.send(`act/consult.move/${consultation}`, { to: 'REVIEW' });
    await admin.send(`act/consult.distribute/${consultation}`, {});
    const hits = (await admin.send('search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultation }] })) as { ids: string[] };
    responseId = hits.ids[0] ?? '';
    const response = (await admin.send(`read/${responseId}`)) as Item;
    const user = (await admin.send(`read/${await admin.idOf('User', orgAdmin.name)}`)) as Item;
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
    await admin.send('update', { $id: responseId, _u: response._u, anticipatedResponse: twoDaysAgo, internalContacts: [user.contact] });
    expect(((await admin.send(`read/${responseId}`)) as Item).overdue).toBe(true);
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await browser.close();
  });

  it('shows a workflow user the response on their home page: calendar (past due), overdue, mine; Show all opens RWF_OVERDUE', async () => {
    const initial = (await lena.send('search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'initial', kind: 'eq', value: true }], max: 1 })) as { total: number };
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    const home = page.locator('.vgn-home');
    const overdue = home.getByTestId('dashboard-overdue');
    await overdue.getByText(project).waitFor(PAGE_LOAD);
    await home.getByTestId('dashboard-mine').getByText(project).waitFor(WAIT);
    await home.getByTestId('dashboard-calendar').locator('.vgn-dashboard-day-past').getByText(project).waitFor(WAIT);
    await expect.poll(() => home.getByTestId('dashboard-initial').getAttribute('data-total'), WAIT).toBe(String(initial.total));
    // Submitters' dashboards are not this user's.
    expect(await home.getByTestId('dashboard-drafts').count()).toBe(0);
    await putAwayNotices(page);
    await screenshot(page, 'consult-dashboards-home');

    await home.getByTestId('home-card-dashboard-overdue').getByRole('link', { name: /Show all/ }).click();
    await cell(page, 'v-consult.rwf-overdue').getByText(project).first().waitFor(PAGE_LOAD);
    await context.close();
  }, SLOW_TEST_MS);

  it('shows a submitter their drafts and consultations being answered, not the workflow dashboards', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, consultant.email, DEMO_PASSWORD, consultant.name);
    const home = page.locator('.vgn-home');
    const drafts = home.getByTestId('dashboard-drafts');
    await drafts.getByTestId('dashboard-row').first().waitFor(PAGE_LOAD);
    await home.getByTestId('dashboard-responses').waitFor(WAIT);
    expect(await home.getByTestId('dashboard-calendar').count()).toBe(0);
    expect(await home.getByTestId('dashboard-overdue').count()).toBe(0);
    await context.close();
  }, SLOW_TEST_MS);

  it('packs every attachment the attachments search finds into consult-attachments.zip and downloads it', async () => {
    const token = await (async () => {
      const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: consultant.email, password: DEMO_PASSWORD }) });
      return response.headers.get('x-vgn-token') ?? '';
    })();
    const files = [`${project} plan.pdf`, `${project} map.png`];
    const ids: string[] = [];
    for (const name of files) {
      const upload = await fetch(`${baseUrl}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': name.endsWith('.pdf') ? 'application/pdf' : 'image/png', 'x-vgn-file-name': name }, body: new TextEncoder().encode(`content of ${name}`) });
      ids.push(((await upload.json()) as { $id: string }).$id);
    }
    const proponent = await signInOverProtocol(baseUrl, consultant.email, DEMO_PASSWORD);
    const tamarack = await admin.idOf('Organization', 'Tamarack Environmental Consulting');
    await created(proponent, 'create/Consultation', { projectName: `${project} zip`, state: 'DRAFT', primaryOrg: tamarack, region: 'CENTRAL', stream: 'WATER', projectType: 'NEW_PROJECT', attachments: ids, $access: 'PROTECTED' });

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    await page.goto('/consult.attachments');
    const view = cell(page, 'v-consult.attachments');
    await view.getByRole('searchbox').fill(project);
    await view.getByText(files[0] ?? '').first().waitFor(PAGE_LOAD);
    await putAwayNotices(page);
    await screenshot(page, 'consult-attachments');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await view.getByTestId('consult-zip').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('consult-attachments.zip');
    // The browser runs as a server of its own: the file is copied here.
    const local = join(mkdtempSync(join(tmpdir(), 'vgn-e2e-zip-')), 'consult-attachments.zip');
    await saved.saveAs(local);
    const zip = await JSZip.loadAsync(await readFile(local));
    const names = Object.keys(zip.files).map((name) => name.split('/').at(-1));
    expect(names.sort()).toEqual([...files].sort());
    expect(await zip.file(`${project} zip/${files[0] ?? ''}`)?.async('string')).toBe(`content of ${files[0] ?? ''}`);
    await context.close();
  }, SLOW_TEST_MS);
});

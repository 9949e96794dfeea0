import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol, type ProtocolClient } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * A consultation end to end (plugins/consult/README.md): the demo consultant (ConsultSubmit,
 * administers Tamarack) uploads a document and drafts a consultation, then submits it from its page;
 * staff distribute it to two communities; Stoney Creek's administrator (ConsultRespond,
 * ResponseWorkflow) is assigned the response and finds it under "My responses" (RWF_MINE).
 */
const baseUrl = inject('baseUrl');
const { consultant, orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const SLOW_TEST_MS = 240_000;
const PAGE_LOAD = { timeout: 45_000 };

interface Item {
  $id: string;
  _u: number;
  state?: string;
  contact?: string;
  internalContacts?: string[];
}

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const token = response.headers.get('x-vgn-token');
  if (!token) throw new Error(`sign-in of ${email} failed`);
  return token;
}

describe('submitting and distributing a consultation', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  let proponent: ProtocolClient;
  const project = `Tamarack culvert replacement ${Date.now() % 1_000_000}`;
  let consultationId = '';

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    proponent = await signInOverProtocol(baseUrl, consultant.email, DEMO_PASSWORD);
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await browser.close();
  });

  it('is submitted by the proponent with an attachment, from the consultation page', async () => {
    const token = await tokenOf(consultant.email, DEMO_PASSWORD);
    const upload = await fetch(`${baseUrl}/api/attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': 'site-plan.pdf' },
      body: new TextEncoder().encode('%PDF-1.4\n% demo site plan\n'),
    });
    expect(upload.ok).toBe(true);
    const attachment = (await upload.json()) as { $id: string };
    const tamarack = await admin.idOf('Organization', 'Tamarack Environmental Consulting');
    const draft = (await proponent.send('create/Consultation', { projectName: project, state: 'DRAFT', primaryOrg: tamarack, region: 'CENTRAL', stream: 'WATER', projectType: 'NEW_PROJECT', attachments: [attachment.$id], $access: 'PROTECTED' })) as Item;
    consultationId = draft.$id;

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, consultant.email, DEMO_PASSWORD, consultant.name);
    await page.goto(`/consult-submit/i-${consultationId}`);
    const panel = cell(page, `i-${consultationId}`).getByTestId('consult-actions');
    await panel.waitFor(PAGE_LOAD);
    await putAwayNotices(page);
    await panel.getByTestId('consult-move-REVIEW').click();
    await panel.getByText('Consultation: In review').waitFor(WAIT);
    await screenshot(page, 'consult-submitted');
    expect(((await proponent.send(`read/${consultationId}`)) as Item).state).toBe('REVIEW');
    await context.close();
  }, SLOW_TEST_MS);

  it('is distributed by staff to two communities, and the assigned community user finds the response under My responses', async () => {
    const stoneyCreek = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const kitiganLake = await admin.idOf('Organization', 'Kitigan Lake Anishinabeg');
    const current = (await admin.send(`read/${consultationId}`)) as Item;
    await admin.send('update', { $id: consultationId, _u: current._u, respondents: [stoneyCreek, kitiganLake] });
    const distributed = (await admin.send(`act/consult.distribute/${consultationId}`)) as Item;
    expect(distributed.state).toBe('CONSULTING');
    const responses = (await admin.send('search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultationId }] })) as { ids: string[] };
    expect(responses.ids).toHaveLength(2);
    const stoneyResponse = (await admin.send('readMany/object', responses.ids)) as (Item & { community?: string })[];
    const response = stoneyResponse.find((entry) => entry.community === stoneyCreek);
    if (!response) throw new Error('no response for Stoney Creek');

    const lena = (await admin.send(`read/${await admin.idOf('User', orgAdmin.name)}`)) as Item;
    await admin.send('update', { $id: response.$id, _u: response._u, internalContacts: [lena.contact] });

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto('/consult.rwf-mine');
    const view = cell(page, 'v-consult.rwf-mine');
    await view.getByText(project).first().waitFor(PAGE_LOAD);
    await putAwayNotices(page);
    await screenshot(page, 'consult-my-responses');
    await context.close();
  }, SLOW_TEST_MS);
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { signInOverProtocol, signInToken } from './protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * An Attachment's page says what it is attached to as users read it: the owning item's label as a
 * link and the field's label ("as Files"), never the stored type key, index or field key.
 */
const baseUrl = inject('baseUrl');
const { consultant, member } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const PAGE_LOAD = { timeout: 45_000 };

describe('the Attachment page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('names the item it is attached to, as a link that opens it', async () => {
    const proponent = await signInOverProtocol(baseUrl, consultant.email, DEMO_PASSWORD);
    const project = `Birch Lake trapline study ${Date.now() % 1_000_000}`;
    const owner = (await proponent.send('create/SpatialCollection', { label: project, spatialType: 'CULTURAL', state: 'ACTIVE' })) as { $id: string; _i: number };
    const token = await signInToken(baseUrl, consultant.email, DEMO_PASSWORD);
    const upload = await fetch(`${baseUrl}/api/attachment?relType=SpatialCollection&relIndex=${owner._i}&relProp=files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': 'launch-plan.pdf' },
      body: new TextEncoder().encode('%PDF-1.4\n% launch plan\n'),
    });
    expect(upload.ok).toBe(true);
    const attachment = (await upload.json()) as { $id: string };

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, consultant.email, DEMO_PASSWORD, consultant.name);
    await putAwayNotices(page);
    await page.goto(`/i-${attachment.$id}`);
    const view = cell(page, `i-${attachment.$id}`).locator('.vgn-item-view');
    await view.waitFor(PAGE_LOAD);
    const row = view.locator('.vgn-view-field').filter({ has: page.locator('dt', { hasText: /^Attached to$/ }) });
    const link = row.getByRole('link', { name: project });
    await link.waitFor(WAIT);
    await expect.poll(() => row.locator('dd').innerText(), WAIT).toBe(`${project} as Files`);
    const shown = await view.innerText();
    expect(shown).not.toMatch(/Attached to type|Attached to index|Attached as|In trash/);
    await screenshot(page, 'attachment-page');

    await link.click();
    await cell(page, `i-${owner.$id}`).waitFor(PAGE_LOAD);
    await context.close();
  }, 120_000);

  it('says neutrally that it belongs to an item the reader may not open', async () => {
    const proponent = await signInOverProtocol(baseUrl, consultant.email, DEMO_PASSWORD);
    const owner = (await proponent.send('create/SpatialCollection', { label: `Private study ${Date.now() % 1_000_000}`, spatialType: 'CULTURAL', state: 'ACTIVE', $access: 'PRIVATE' })) as { $id: string; _i: number };
    const token = await signInToken(baseUrl, consultant.email, DEMO_PASSWORD);
    const upload = await fetch(`${baseUrl}/api/attachment?relType=SpatialCollection&relIndex=${owner._i}&relProp=files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': 'shared-map.pdf' },
      body: new TextEncoder().encode('%PDF-1.4\n% shared map\n'),
    });
    expect(upload.ok).toBe(true);
    const attachment = (await upload.json()) as { $id: string; _u: number };
    // The file itself is shared with everyone; the collection it belongs to stays private.
    await proponent.send('update', { $id: attachment.$id, _u: attachment._u, $access: 'PUBLIC' });

    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    await putAwayNotices(page);
    await page.goto(`/i-${attachment.$id}`);
    const view = cell(page, `i-${attachment.$id}`).locator('.vgn-item-view');
    await view.waitFor(PAGE_LOAD);
    const row = view.locator('.vgn-view-field').filter({ has: page.locator('dt', { hasText: /^Attached to$/ }) });
    await expect.poll(() => row.locator('dd').innerText(), WAIT).toBe('an item you cannot open as Files');
    expect(await row.getByRole('link').count()).toBe(0);
    await context.close();
  }, 120_000);
});

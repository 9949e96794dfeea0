import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser';
import { signInOverProtocol, signInToken } from './protocol';
import { useSuiteSession } from './suiteSession';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn, UI_TIMEOUT } from './ui';

/**
 * An Attachment's page says what it is attached to as users read it: the owning item's label as a
 * link and the field's label ("as Files"), never the stored type key, index or field key.
 */
const baseUrl = inject('baseUrl');
const { consultant, member } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const PAGE_LOAD = { timeout: 45_000 };

/** A PDF uploaded by the consultant as a file of the SpatialCollection with index `ownerIndex`. */
async function uploadPdfTo(ownerIndex: number, name: string, text: string): Promise<{ $id: string; _u: number }> {
  const token = await signInToken(baseUrl, consultant.email, DEMO_PASSWORD);
  const upload = await fetch(`${baseUrl}/api/attachment?relType=SpatialCollection&relIndex=${ownerIndex}&relProp=files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': name },
    body: new TextEncoder().encode(text),
  });
  expect(upload.ok).toBe(true);
  return (await upload.json()) as { $id: string; _u: number };
}

/** The attachment's page opened, and its view with the "Attached to" row. */
async function attachedToRow(page: Page, attachment: string): Promise<{ view: Locator; row: Locator }> {
  await putAwayNotices(page);
  await page.goto(`/i-${attachment}`);
  const view = cell(page, `i-${attachment}`).locator('.vgn-item-view');
  await view.waitFor(PAGE_LOAD);
  return { view, row: view.locator('.vgn-view-field').filter({ has: page.locator('dt', { hasText: /^Attached to$/ }) }) };
}

describe('the Attachment page', () => {
  const session = useSuiteSession();

  it('names the item it is attached to, as a link that opens it', async () => {
    const proponent = await signInOverProtocol(baseUrl, consultant.email, DEMO_PASSWORD);
    const project = `Birch Lake trapline study ${Date.now() % 1_000_000}`;
    const owner = (await proponent.send('create/SpatialCollection', { label: project, spatialType: 'CULTURAL', state: 'ACTIVE' })) as { $id: string; _i: number };
    const attachment = await uploadPdfTo(owner._i, 'launch-plan.pdf', '%PDF-1.4\n% launch plan\n');

    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, consultant.email, DEMO_PASSWORD, consultant.name);
    const { view, row } = await attachedToRow(page, attachment.$id);
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
    const attachment = await uploadPdfTo(owner._i, 'shared-map.pdf', '%PDF-1.4\n% shared map\n');
    // The file itself is shared with everyone; the collection it belongs to stays private.
    await proponent.send('update', { $id: attachment.$id, _u: attachment._u, $access: 'PUBLIC' });

    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, member.email, DEMO_PASSWORD, member.name);
    const { row } = await attachedToRow(page, attachment.$id);
    await expect.poll(() => row.locator('dd').innerText(), WAIT).toBe('an item you cannot open as Files');
    expect(await row.getByRole('link').count()).toBe(0);
    await context.close();
  }, 120_000);
});

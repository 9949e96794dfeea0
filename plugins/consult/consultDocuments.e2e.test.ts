import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../../app/e2e/browser';
import { signInOverProtocol } from '../../app/e2e/protocol';
import { useSuiteSession } from '../../app/e2e/suiteSession';
import { cell, cellTitle, DEMO_PASSWORD, DEMO_USERS, openPage, signIn } from '../../app/e2e/ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const WALK_TIMEOUT = 120_000;
const CONSULTATION = 'North Ridge gravel pit expansion';
const DOCUMENT = 'North Ridge pit - project description.pdf';

/**
 * Issue 11's screen review: the organization administrator of a community the consultation went to
 * saw its documents as "Not visible to you" (the files kept only the readers they had at upload,
 * before distribution), and a document's page showed its stored file as "Not visible to you". The
 * consulted community reads the consultation's documents.
 */
describe('consultation documents', () => {
  const session = useSuiteSession();

  it('shows a consulted community the consultation\'s documents by name, and opens them', { timeout: WALK_TIMEOUT }, async () => {
    const lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    const consultation = await lena.idOf('Consultation', CONSULTATION);
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${consultation}`);
    const consultationView = cell(page, `i-${consultation}`);
    const document = consultationView.getByRole('link', { name: DOCUMENT });
    await document.waitFor();
    expect(await consultationView.getByText('Not visible to you').count()).toBe(0);

    await document.click();
    await page.waitForURL((url) => url.pathname.includes('/i-Attachment-'));
    const attachment = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => cellTitle(page, attachment).innerText()).toBe(DOCUMENT);
    // Its page names what a reader can open (its consultation), not the stored file nobody but the platform reads.
    // Once: "Attached to" links it, so the consultation the consult module records on its files
    // (the same item) is not listed a second time.
    const view = cell(page, attachment).locator('.vgn-item-view');
    await view.getByRole('link', { name: CONSULTATION }).waitFor();
    expect(await view.getByRole('link', { name: CONSULTATION }).count()).toBe(1);
    expect(await view.locator('dt').allInnerTexts()).not.toContain('Consultation');
    await screenshot(page, 'consult-document-page');
    expect(await cell(page, attachment).getByText('Not visible to you').count()).toBe(0);
    // Its content too, over the media path (signed in by the page's cookie).
    const media = await context.request.get(`/attachment/${attachment.slice(2)}`);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('application/pdf');
    await context.close();
  });
});

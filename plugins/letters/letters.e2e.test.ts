import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from '../../app/e2e/browser';
import { signInOverProtocol, type ProtocolClient } from '../../app/e2e/protocol';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, ORG_ADMIN_ORGANIZATION, putAwayNotices, signIn, UI_TIMEOUT } from '../../app/e2e/ui';
import { outboxOf } from '../../server/testing/outbox';

/**
 * A response letter end to end: the organization's administrator proposes a letter from a template
 * on a response page, may not approve it herself, a second user (the platform administrator)
 * approves it, it is sent; the outbox holds the mail with the PDF and the response's timeline shows
 * the LTR_SENT event.
 */
const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
const WAIT = { timeout: UI_TIMEOUT };
const SLOW_TEST_MS = 240_000;

interface Item {
  $id: string;
  _u: number;
  _wf?: unknown;
  consultation?: string;
}

async function openResponse(page: Page, responseId: string) {
  await page.goto(`/i-${responseId}`);
  const panel = cell(page, `i-${responseId}`).getByTestId('letters-panel');
  await panel.waitFor(WAIT);
  return panel;
}

describe('response letters', () => {
  let browser: Browser;
  let admin: ProtocolClient;
  const run = Date.now() % 1_000_000;
  const recipient = `sam.cote.${run}@ridge.example`;
  let responseId = '';

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const community = await admin.idOf('Organization', ORG_ADMIN_ORGANIZATION);
    const found = (await admin.send('search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'community', kind: 'eq', value: community }], max: 1 })) as { ids: string[] };
    responseId = found.ids[0] ?? '';
    const response = (await admin.send(`read/${responseId}`)) as Item;
    const consultation = (await admin.send(`read/${response.consultation ?? ''}`)) as Item & { primaryOrg?: string };
    const contact = (await admin.send('create/Contact', { firstName: 'Sam', lastName: `Côté ${run}`, assigned: consultation.primaryOrg, email: recipient })) as Item;
    await admin.send('update', { $id: consultation.$id, _u: consultation._u, primaryContacts: [contact.$id] });
    const key = `LETTERS_${run}`;
    const steps = [
      { id: 'propose', kind: 'RWF_LETTER_PROPOSE' },
      { id: 'approve', kind: 'RWF_LETTER_APPROVE' },
      { id: 'send', kind: 'RWF_LETTER_SEND' },
    ];
    const workflow = (await admin.send('create/Workflow', { label: `Letter review ${run}`, key, itemTypes: ['ConsultResponse'], stateList: 'RWF_STATES', initialState: 'NEW', steps })) as Item;
    await admin.send(`act/workflow.publish/${workflow.$id}`);
    if (response._wf) await admin.send(`act/workflow/${responseId}`, { action: { type: 'clearWorkflow' } });
    await admin.send(`act/workflow/${responseId}`, { action: { type: 'setWorkflow', workflow: key } });
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await browser.close();
  });

  it('is proposed from a template, approved by a second user, sent by mail with its PDF, and on the timeline', async () => {
    const lena = await openPage(browser, baseUrl);
    await signIn(lena.page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    let panel = await openResponse(lena.page, responseId);
    await panel.getByTestId('letter-template').selectOption({ label: 'Acknowledgement of a referral' });
    await panel.getByTestId('letter-merge').click();
    const body = panel.getByTestId('letter-body');
    await body.waitFor(WAIT);
    expect(await body.inputValue()).toContain('Stoney Creek First Nation acknowledges the referral');
    await body.fill(`${await body.inputValue()}\n\nP.S. Réunion prévue — ᐊᐃᐅ ${run}`);
    await panel.getByTestId('letter-propose-button').click();
    const proposed = panel.getByTestId('letter').filter({ has: lena.page.getByTestId('letter-state').filter({ hasText: 'Proposed' }) });
    await proposed.waitFor(WAIT);
    await putAwayNotices(lena.page);
    await screenshot(lena.page, 'letters-proposed');

    // The proposer may not approve her own letter: the server refuses, translated.
    await proposed.getByTestId('letter-approve').click();
    await panel.getByTestId('letters-refusal').filter({ hasText: 'Someone other than the person who proposed the letter must approve it.' }).waitFor(WAIT);

    const second = await openPage(browser, baseUrl);
    await signIn(second.page, inject('adminEmail'), inject('adminPassword'), 'Administrator');
    const adminPanel = await openResponse(second.page, responseId);
    await adminPanel.getByTestId('letter-approve').click();
    await adminPanel.getByTestId('letter-state').filter({ hasText: 'Approved' }).waitFor(WAIT);
    await second.context.close();

    panel = await openResponse(lena.page, responseId);
    const send = panel.getByTestId('letter-send');
    await send.waitFor(WAIT);
    // The response may hold a letter sent earlier with the same subject (the consult walk answers
    // the same community's response): this one is sent when the count of sent letters grows.
    const sentLetters = panel.locator('[data-testid="letter"][data-state="SENT"]').filter({ hasText: 'referral received' });
    const sentBefore = await sentLetters.count();
    await send.click();
    await expect.poll(() => sentLetters.count(), WAIT).toBe(sentBefore + 1);

    const mails = outboxOf(inject('dataDir'), recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/: referral received$/);
    expect(mails[0]?.attachments).toMatchObject([{ contentType: 'application/pdf' }]);
    expect(existsSync(mails[0]?.attachments[0]?.path ?? '')).toBe(true);

    await lena.page.goto(`/i-${responseId}/timeline`);
    const sentEvent = cell(lena.page, `i-${responseId}-timeline`).locator('.vgn-timeline-head').filter({ hasText: 'Letter sent to the proponent' }).first();
    await sentEvent.waitFor(WAIT);
    expect(await sentEvent.locator('xpath=..').innerText()).toMatch(/: referral received/);
    await putAwayNotices(lena.page);
    await screenshot(lena.page, 'letters-timeline');
    await lena.context.close();
  }, SLOW_TEST_MS);
});

import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, screenshot } from './browser';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, putAwayNotices, signIn, userMenuButton } from './ui';

const baseUrl = inject('baseUrl');
const { community } = DEMO_USERS;

/** Avatars (issue 10 §3): a user uploads one on their profile; it shows in the header and to administrators picking someone to act as. */
describe('avatars', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
  });

  afterAll(async () => {
    await browser.close();
  });

  it('shows the picture a user uploads on their profile in the header and the masquerade picker', async () => {
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d9822b' } }).png().toBuffer();
    const { context, page } = await openPage(browser, baseUrl);
    await signIn(page, community.email, DEMO_PASSWORD, community.name);
    await putAwayNotices(page);
    // Initials until there is a picture.
    await userMenuButton(page).locator('.vgn-avatar-initials').waitFor();
    await userMenuButton(page).click();
    await page.getByText('My profile').click();
    const profile = page.locator('section[data-cell^="i-User-"]').first();
    await profile.getByRole('button', { name: 'Edit', exact: true }).click();
    await profile.locator('.vgn-avatar-widget input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await profile.locator('.vgn-avatar-widget img.vgn-avatar').waitFor();
    await profile.getByRole('button', { name: 'Save', exact: true }).click();
    await profile.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    const headerPicture = userMenuButton(page).locator('img.vgn-avatar');
    await headerPicture.waitFor();
    await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(64);
    await screenshot(page, 'avatar-header');
    await context.close();

    const admin = await openPage(browser, baseUrl);
    await admin.page.goto('/sign-in');
    await admin.page.locator('#vgn-sign-in-email').fill(inject('adminEmail'));
    await admin.page.locator('#vgn-sign-in-password').fill(inject('adminPassword'));
    await admin.page.locator('form button[type="submit"]').click();
    await admin.page.waitForURL((url) => url.pathname === '/');
    await putAwayNotices(admin.page);
    await userMenuButton(admin.page).click();
    await admin.page.getByText('Act as another user…').click();
    const row = admin.page.locator('.vgn-masquerade-picker .bp6-menu-item').filter({ hasText: community.name });
    const inPicker = row.locator('img.vgn-avatar');
    await inPicker.waitFor();
    await expect.poll(() => inPicker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    // Others without a picture show their initials.
    expect(await admin.page.locator('.vgn-masquerade-picker .vgn-avatar-initials').count()).toBeGreaterThan(0);
    await screenshot(admin.page, 'avatar-masquerade-picker');
    expect(await cell(admin.page, 'v-home').count()).toBeGreaterThanOrEqual(0);
    await admin.context.close();
  });
});

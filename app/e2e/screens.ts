import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { putAwayNotices, setChecked, userMenuButton } from './ui';
import { RESIZE_DELAY_MS } from '../layout/useScreenSize';

/** Screenshots at 1440×900 and 390×844 (`{name}-1440`, `{name}-390`), back at 1440×900 after. */
export async function shotsAtBothSizes(page: Page, name: string): Promise<void> {
  await putAwayNotices(page);
  for (const [suffix, viewport] of [['1440', { width: 1440, height: 900 }], ['390', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    // The shell follows a resize RESIZE_DELAY_MS after it stops (spec §9: compact header, lists), then draws.
    await page.waitForTimeout(RESIZE_DELAY_MS + 50);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Dark mode on or off from the user menu, as a user does. */
export async function setDarkMode(page: Page, on: boolean): Promise<void> {
  await userMenuButton(page).click();
  await setChecked(page, 'Dark mode', on);
  await page.keyboard.press('Escape');
}

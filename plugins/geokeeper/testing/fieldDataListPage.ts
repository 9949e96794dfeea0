import type { Locator, Page } from 'playwright-core';

/** The demo program whose field data the list tests edit (plugins/geokeeper/server/demo). */
export const DEMO_PROGRAM = 'Moose habitat monitoring';
export const FIELD_DATA_ROUTE = '/geokeeper.field-data';

/** The list row whose label input shows `label`. */
export function fieldDataRow(page: Page, label: string): Locator {
  return page.getByTestId('gk-row').filter({ has: page.locator(`input[value="${label}"]`) });
}

/** Opens the field data list of the demo program (the page signed in as someone who reads it). */
export async function showDemoFieldDataList(page: Page): Promise<void> {
  await page.goto(FIELD_DATA_ROUTE);
  await page.getByTestId('gk-program').selectOption({ label: DEMO_PROGRAM });
}

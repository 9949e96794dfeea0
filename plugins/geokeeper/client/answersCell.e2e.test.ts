import { describe, expect, inject, it } from 'vitest';
import { idWhereLabel, signInOverProtocol } from '../../../app/e2e/protocol';
import { shotsAtBothSizes } from '../../../app/e2e/screens';
import { useSuiteSession } from '../../../app/e2e/suiteSession';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, signIn } from '../../../app/e2e/ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;

/** Issue 11's screen review: a field record's page showed its answers as the stored JSON. */
describe('a field record\'s answers on its page', () => {
  const session = useSuiteSession();

  it('shows each answer beside its question, never the stored JSON', async () => {
    const lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    // The demo record "Cow and calf" (fieldDataList.e2e renames it "Cow and twin calves"; its answers stay).
    const record = await idWhereLabel(lena, 'GeoKeeperFieldData', (label) => label.startsWith('Cow and '));
    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${record}`);
    const answers = cell(page, `i-${record}`).locator('.gk-answers-cell');
    // The demo's wildlife sighting form: Species, How many, Notes.
    const rows = answers.locator('.gk-answers-cell-row');
    await rows.first().waitFor();
    expect(await rows.allInnerTexts()).toEqual(['Species\nMoose', 'How many\n2', 'Notes\nBrowsing willow.']);
    expect(await cell(page, `i-${record}`).getByText('"species"').count()).toBe(0);
    await shotsAtBothSizes(page, 'geokeeper-record-answers');
    await context.close();
  });
});

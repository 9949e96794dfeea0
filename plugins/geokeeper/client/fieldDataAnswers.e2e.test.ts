import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { created, signInOverProtocol } from '../../../app/e2e/protocol';
import { useSuiteSession } from '../../../app/e2e/suiteSession';
import { DEMO_PASSWORD, DEMO_USERS, openPage, signIn, UI_TIMEOUT } from '../../../app/e2e/ui';
import { setDarkMode, shotsAtBothSizes } from '../../../app/e2e/screens';
import { DEMO_PROGRAM, fieldDataRow, showDemoFieldDataList } from '../testing/fieldDataListPage';

/**
 * Local edits of the answers (formData) in the field data list, in Chromium against the real
 * server: three records' answers edited question by question, kept across a reload; one record
 * saved by someone else meanwhile, so save-all applies two in one call and keeps the third's
 * answers edit visible as a conflict; setting an answer back removes its edit.
 */
const baseUrl = inject('baseUrl');
const session = useSuiteSession();
const LABELS = ['Answers edit A', 'Answers edit B', 'Answers edit C'] as const;

type Item = { $id: string; _u: number; label: string; formData?: Record<string, unknown> };

function answers(page: Page, id: string) {
  return page.locator(`[data-testid="gk-answers"][data-id="${id}"]`);
}

async function openAnswers(page: Page, label: string, id: string) {
  if ((await answers(page, id).count()) === 0) await fieldDataRow(page, label).getByTestId('gk-answers-toggle').click();
  const panel = answers(page, id);
  await panel.getByLabel('How many').waitFor({ timeout: UI_TIMEOUT });
  return panel;
}

/** The questions of an answers panel marked "edited", by their labels. */
async function editedQuestions(panel: ReturnType<typeof answers>): Promise<string[]> {
  const marked = panel.locator('[data-vgn-edited="true"]');
  const labels: string[] = [];
  for (const field of await marked.all()) {
    await field.getByText('Edited, not saved').waitFor({ timeout: UI_TIMEOUT });
    labels.push(((await field.locator('label').first().textContent()) ?? '').replace('Edited, not saved', '').replace('*', '').trim());
  }
  return labels;
}

describe('GeoKeeper field data answers', () => {
  it('keeps answer edits across a reload, saves two and keeps the conflicting one', { timeout: 240_000 }, async () => {
    const lena = await signInOverProtocol(baseUrl, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD);
    const program = await lena.idOf('GeoKeeperProgram', DEMO_PROGRAM);
    const formDef = await lena.idOf('GeoKeeperFormDef', 'Wildlife sighting');
    const ids: string[] = [];
    for (const [index, label] of LABELS.entries()) {
      ids.push(await created(lena, 'create/GeoKeeperFieldData', { label, program, formDef, state: 'ACTIVE', collected: new Date(Date.UTC(2026, 0, 1, index)).toISOString(), formData: { species: 'MOOSE', count: index + 1, notes: `Note ${index}` } }));
    }
    const [a, b, c] = ids as [string, string, string];

    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, DEMO_USERS.orgAdmin.email, DEMO_PASSWORD, DEMO_USERS.orgAdmin.name);
    await showDemoFieldDataList(page);
    await fieldDataRow(page, LABELS[0]).waitFor();

    await (await openAnswers(page, LABELS[0], a)).getByLabel('How many').fill('11');
    await (await openAnswers(page, LABELS[1], b)).getByLabel('Notes').fill('Two bulls, one collared');
    const third = await openAnswers(page, LABELS[2], c);
    await third.getByLabel('Species').selectOption('Caribou');
    await third.getByLabel('How many').fill('7');
    // Typing an answer back removes that edit only: C keeps its species edit.
    await third.getByLabel('How many').fill('3');
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('3');
    await expect.poll(() => fieldDataRow(page, LABELS[2]).getByTestId('gk-answers-toggle').textContent()).toBe('1');
    // Inside the form, the edited answer is marked and the one typed back is not.
    await expect.poll(() => editedQuestions(third)).toEqual(['Species']);
    expect(await editedQuestions(await openAnswers(page, LABELS[0], a))).toEqual(['How many']);
    await shotsAtBothSizes(page, 'geokeeper-answers-edited-light');
    await setDarkMode(page, true);
    await shotsAtBothSizes(page, 'geokeeper-answers-edited-dark');
    await setDarkMode(page, false);

    // A reload keeps every answer edit.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await fieldDataRow(page, LABELS[0]).waitFor();
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('3');
    expect(await (await openAnswers(page, LABELS[0], a)).getByLabel('How many').inputValue()).toBe('11');

    // Someone else saves B meanwhile.
    const bNow = (await session.admin.send(`read/${b}`)) as Item;
    await session.admin.send('update', { $id: b, _u: bNow._u, label: `${LABELS[1]} (checked)` });

    await page.getByTestId('gk-save-all').click();
    await expect.poll(() => page.getByTestId('gk-notice').getAttribute('data-message'), { timeout: UI_TIMEOUT }).toBe('geokeeper.edits.savedWithConflicts');
    await expect.poll(() => page.getByTestId('gk-unsaved').getAttribute('data-count')).toBe('1');
    // Applied: A's count and C's species, each other answer as it was.
    expect(((await lena.send(`read/${a}`)) as Item).formData).toEqual({ species: 'MOOSE', count: 11, notes: 'Note 0' });
    expect(((await lena.send(`read/${c}`)) as Item).formData).toEqual({ species: 'CARIBOU', count: 3, notes: 'Note 2' });
    // B: the server's version untouched, my answer kept, marked, and still shown.
    const bServer = (await lena.send(`read/${b}`)) as Item;
    expect(bServer.formData).toEqual({ species: 'MOOSE', count: 2, notes: 'Note 1' });
    const conflicted = fieldDataRow(page, `${LABELS[1]} (checked)`);
    await expect.poll(() => conflicted.getByTestId('gk-conflict').isVisible()).toBe(true);
    expect(await (await openAnswers(page, `${LABELS[1]} (checked)`, b)).getByLabel('Notes').inputValue()).toBe('Two bulls, one collared');
    // Saved answers lose their mark; the conflicting one keeps it.
    await expect.poll(async () => editedQuestions(await openAnswers(page, LABELS[2], c))).toEqual([]);
    expect(await editedQuestions(await openAnswers(page, `${LABELS[1]} (checked)`, b))).toEqual(['Notes']);
    await shotsAtBothSizes(page, 'geokeeper-answers-conflict-light');
    await setDarkMode(page, true);
    await shotsAtBothSizes(page, 'geokeeper-answers-conflict-dark');
    await setDarkMode(page, false);

    // Keep mine: the answer edit is re-based and overwrites the other change's version on the next save.
    await conflicted.getByTestId('gk-keep-mine').click();
    await page.getByTestId('gk-save-all').click();
    await expect.poll(() => page.getByTestId('gk-notice').getAttribute('data-message'), { timeout: UI_TIMEOUT }).toBe('geokeeper.edits.saved');
    expect(await lena.send(`read/${b}`)).toMatchObject({ label: `${LABELS[1]} (checked)`, formData: { species: 'MOOSE', count: 2, notes: 'Two bulls, one collared' } });
    await context.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import { created, signInOverProtocol, signInToken } from '../../../app/e2e/protocol';
import { setDarkMode, shotsAtBothSizes } from '../../../app/e2e/screens';
import { useSuiteSession } from '../../../app/e2e/suiteSession';
import { cell, DEMO_PASSWORD, DEMO_USERS, openPage, signIn, UI_TIMEOUT } from '../../../app/e2e/ui';
import { DEMO_PROGRAM } from '../testing/fieldDataListPage';

/**
 * Issue 12's screen review: editing a field record showed its answers as JSON text, the demo
 * form's choices as codes ("MOOSE"), and its photo's page listed the consultation fields another
 * module adds to Attachment. A record of its own (other files rename the demo records), edited
 * through its item page in Chromium against the real server, read back over the protocol.
 */
const baseUrl = inject('baseUrl');
const session = useSuiteSession();
const { orgAdmin } = DEMO_USERS;
/** A 1×1 PNG. */
const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Item = { $id: string; _u: number; label: string; categories?: string[]; formData?: Record<string, unknown>; fieldData?: string };

describe("a field record's answers in its edit form", () => {
  it('edits answers as the questions of its form, shows a refusal at its question, keeps the rest', { timeout: 180_000 }, async () => {
    const lena = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
    const program = await lena.idOf('GeoKeeperProgram', DEMO_PROGRAM);
    const formDef = await lena.idOf('GeoKeeperFormDef', 'Wildlife sighting');
    const upload = await fetch(`${baseUrl}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${await signInToken(baseUrl, orgAdmin.email, DEMO_PASSWORD)}`, 'content-type': 'image/png', 'x-vgn-file-name': 'answers-edit.png' }, body: new Uint8Array(photo) });
    const attachment = ((await upload.json()) as { $id: string }).$id;
    const record = await created(lena, 'create/GeoKeeperFieldData', { label: 'Answers form edit', program, formDef, state: 'ACTIVE', categories: ['WILDLIFE'], collected: '2026-02-01T09:00:00.000Z', media: [attachment], formData: { species: 'MOOSE', count: 2, notes: 'Kept note' } });

    const { context, page } = await openPage(session.browser, baseUrl);
    await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
    await page.goto(`/i-${record}`);
    const view = cell(page, `i-${record}`);
    await view.getByRole('button', { name: 'Edit', exact: true }).click();
    const answers = view.getByTestId('geokeeper-answers-form');
    const species = answers.getByLabel('Species');
    await species.waitFor({ timeout: UI_TIMEOUT });
    // Choices by their titles, the stored answer chosen; never the JSON text.
    expect(await species.locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Moose', 'Caribou', 'Bear', 'Wolf', 'Other']));
    expect(await species.locator('option:checked').innerText()).toBe('Moose');
    expect(await answers.getByLabel('Notes').inputValue()).toBe('Kept note');
    expect(await view.locator('textarea').filter({ hasText: '"species"' }).count()).toBe(0);
    // The section "Answers" spaces its questions as the section "Record" its fields: no room above
    // for the label kept for screen readers only, none below for the form nested in the field.
    const spacing = await view.locator('.bp6-section-card').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const shown = (e: Element) => e.getBoundingClientRect().height > 0;
        const label = Array.from(card.querySelectorAll('label.bp6-label')).find(shown);
        const controls = Array.from(card.querySelectorAll('input, select, textarea')).filter(shown);
        const last = controls[controls.length - 1];
        return { answers: card.querySelector('[data-testid="geokeeper-answers-form"]') !== null, above: label ? label.getBoundingClientRect().top - box.top : -1, below: last ? box.bottom - last.getBoundingClientRect().bottom : -1 };
      }),
    );
    const [recordSection, answersSection] = [spacing[0], spacing.find((section) => section.answers)];
    expect(answersSection?.above).toBe(recordSection?.above);
    expect(answersSection?.below).toBe(recordSection?.below);

    await species.selectOption('Wolf');
    await answers.getByLabel('How many').fill('501');
    await view.getByRole('button', { name: 'Save' }).click();
    // The server's check refuses the answer: its text at the question, nothing saved.
    const howMany = answers.locator('[data-vgn-field$="_count"]');
    await answers.getByText('Must be at most 500').waitFor({ timeout: UI_TIMEOUT });
    expect(await howMany.innerText()).toContain('Must be at most 500');
    expect(((await lena.send(`read/${record}`)) as Item).formData).toEqual({ species: 'MOOSE', count: 2, notes: 'Kept note' });
    await shotsAtBothSizes(page, 'geokeeper-answers-edit-refused');
    await setDarkMode(page, true);
    await shotsAtBothSizes(page, 'geokeeper-answers-edit-refused-dark');
    await setDarkMode(page, false);

    await answers.getByLabel('How many').fill('3');
    await view.getByRole('button', { name: 'Save' }).click();
    await view.locator('.gk-answers-cell').waitFor({ timeout: UI_TIMEOUT });
    expect(await view.locator('.gk-answers-cell-row').allInnerTexts()).toEqual(['Species\nWolf', 'How many\n3', 'Notes\nKept note']);
    // Each question beside its answer on the page, not above it (the view's rule for a lone unlabelled value is its own, not the answers').
    const [question, answer] = await Promise.all(['dt', 'dd'].map((tag) => view.locator(`.gk-answers-cell-row ${tag}`).first().boundingBox()));
    expect(answer?.y).toBe(question?.y);
    expect(answer?.x).toBeGreaterThan((question?.x ?? 0) + (question?.width ?? 0));
    const saved = (await lena.send(`read/${record}`)) as Item;
    expect(saved).toMatchObject({ label: 'Answers form edit', categories: ['WILDLIFE'], formData: { species: 'WOLF', count: 3, notes: 'Kept note' } });

    // The photo's page: its field record's fields, none of the consultation fields it has not.
    await page.goto(`/i-${attachment}`);
    const photoView = cell(page, `i-${attachment}`);
    await photoView.locator('dt', { hasText: 'Field data' }).first().waitFor({ timeout: UI_TIMEOUT });
    const labels = await photoView.locator('.vgn-item-view dt').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['Field data', 'Form', 'Program']));
    for (const absent of ['Consultation', 'Region', 'Stream', 'Project type']) expect(labels).not.toContain(absent);
    await shotsAtBothSizes(page, 'geokeeper-attachment-page');
    await setDarkMode(page, true);
    await shotsAtBothSizes(page, 'geokeeper-attachment-page-dark');
    await setDarkMode(page, false);

    // Another form chosen in the edit: its questions follow (nothing saved).
    await page.goto(`/i-${record}`);
    await view.getByRole('button', { name: 'Edit', exact: true }).click();
    await answers.getByLabel('Species').waitFor({ timeout: UI_TIMEOUT });
    const formField = view.getByLabel(/^Form\s*\*?$/);
    await formField.click();
    await formField.fill('Survey outing');
    await page.getByRole('option', { name: /Survey outing/ }).first().click();
    await answers.getByLabel('Weather').waitFor({ timeout: UI_TIMEOUT });
    expect(await answers.getByLabel('Weather').locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Clear', 'Cloudy', 'Rain', 'Snow']));
    expect(await answers.getByLabel('Species').count()).toBe(0);
    await context.close();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createDeclaredServices } from '../../engine/react/services/declaredServices';
import { examplesOf, exampleItems, STORY_NOW } from '../../engine/react/stories/exampleItems';
import { ItemDefaultView } from '../../engine/react/views/ItemDefaultView';
import type { ItemRecord } from '../../engine/react/views/itemRecord';
import type { Registry } from '../../engine/registry/registry';
import { prerenderWithPlugins, registryWithClientPlugins } from './prerenderWithPlugins';

let registry: Registry;

beforeAll(async () => {
  registry = await registryWithClientPlugins();
});

describe("the Workflow item's read-only page", () => {
  it('shows steps, state list and initial state by their names, never raw JSON or keys', async () => {
    const items = exampleItems(registry);
    const contact = examplesOf(items, 'Contact')[0];
    expect(contact, 'a Contact example to assign').toBeDefined();
    const example = examplesOf(items, 'Workflow')[0];
    if (!example || !contact) throw new Error('Workflow and Contact examples are needed');
    const workflow: ItemRecord = {
      ...example,
      steps: [
        {
          id: 'review',
          kind: 'WKF_CONFIRM',
          label: 'Review the request',
          assignee: String(contact.$id),
          dueDays: 3,
        },
        { id: 'confirm', kind: 'WKF_CONFIRM', dueDays: 1 },
      ],
      published: 2,
      versions: [
        { version: 1, steps: [] },
        { version: 2, steps: [] },
      ],
    };
    const contactName = createDeclaredServices(registry, {
      items,
      now: STORY_NOW,
    }).peekLabel(String(contact.$id));
    expect(contactName, 'the contact has a name').toBeTruthy();
    for (const locale of ['en', 'fr']) {
      const html = await prerenderWithPlugins(registry, <ItemDefaultView item={workflow} type="Workflow" />, { locale, items: [...items.filter((item) => item.$id !== workflow.$id), workflow] });
      const text = html.replace(/<[^>]+>/g, ' ');
      const messages = registry.messages[locale] ?? {};
      expect(html, locale).toContain('vgn-workflow-steps-cell');
      // Steps in order: own label, else the kind's label; the kind translated; the assignee by name; due time.
      expect(text.indexOf('Review the request'), locale).toBeGreaterThan(-1);
      expect(text, locale).toContain(messages['steps.WKF_CONFIRM.label']);
      expect(text, locale).toContain(contactName);
      expect(text, locale).toContain(locale === 'en' ? 'due after 3 days' : 'échéance après 3 jours');
      expect(text, locale).toContain(locale === 'en' ? 'due after 1 day' : 'échéance après 1 jour');
      // The item types by their labels.
      expect(text, locale).toContain(messages['types.Organization.label']);
      // The state list by its label, the initial state by its value's label.
      expect(text, locale).toContain(messages['lovs.WKF_STATES.label']);
      expect(text, locale).toContain(locale === 'en' ? 'Open' : 'Ouvert');
      // No raw keys nor JSON (the workflow's own key, WKF_CONFIRM_CLOSE, is a value users type).
      for (const raw of ['WKF_STATES', 'OPEN', '{', '"id"', 'Contact-']) expect(text, `${locale}: ${raw}`).not.toContain(raw);
      expect(text, locale).not.toMatch(/WKF_CONFIRM(?!_CLOSE)/);
    }
  });
});

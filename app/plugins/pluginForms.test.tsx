import { beforeAll, describe, expect, it } from 'vitest';
import { examplesOf, exampleItems } from '../../engine/react/stories/exampleItems';
import { ItemForm } from '../../engine/react/views/ItemForm';
import type { Registry } from '../../engine/registry/registry';
import { prerenderWithPlugins, registryWithClientPlugins } from './prerenderWithPlugins';

let registry: Registry;

beforeAll(async () => {
  registry = await registryWithClientPlugins();
});

describe('forms of types that use widgets plugins contribute', () => {
  it('render create and edit forms with the client entries installed', async () => {
    const contributed = new Set(registry.bundles.flatMap((bundle) => bundle.manifest.contributes?.widgets ?? []));
    const types = [...registry.types.entries()]
      .filter(([, compiled]) => Object.values(compiled.declaration.fields ?? {}).some((field) => field?.widget !== undefined && contributed.has(field.widget)))
      .map(([key]) => key);
    expect(types).toContain('Workflow');
    const items = exampleItems(registry);
    for (const type of types) {
      const create = await prerenderWithPlugins(registry, <ItemForm type={type} context="create" formData={{}} onSubmit={() => undefined} />);
      expect(create, `${type} create form`).toContain('<form');
      expect(create, `${type} create form`).not.toMatch(/nsupported|No widget/);
      if (type === 'Workflow') expect(create, 'the steps widget itself').toContain('vgn-workflow-steps');
      const example = examplesOf(items, type)[0];
      if (example) {
        const edit = await prerenderWithPlugins(registry, <ItemForm type={type} context="edit" formData={example} itemId={String(example.$id)} onSubmit={() => undefined} />);
        expect(edit, `${type} edit form`).not.toMatch(/nsupported|No widget/);
      }
    }
  });
});

describe('a section whose only field has its title', () => {
  it('shows the title once: the GeoKeeper record form has the section "Answers" and no field label "Answers"', async () => {
    const html = await prerenderWithPlugins(registry, <ItemForm type="GeoKeeperFieldData" context="create" formData={{}} onSubmit={() => undefined} />);
    // The field's own label stays for screen readers only.
    expect(html).toContain('<span class="vgn-field-label-hidden">Answers</span>');
    // Its group is marked so that the label element it stays in takes no room (engine.css).
    expect(html).toMatch(/class="[^"]*vgn-field-unlabelled[^"]*"[^>]*>\s*<label[^>]*><span class="vgn-field-label-hidden">Answers</);
    const visible = html.replace(/<span class="vgn-field-label-hidden">[^<]*<\/span>/g, '');
    const texts = visible.replace(/<[^>]+>/g, '\n').split('\n').map((part) => part.trim());
    expect(texts.filter((text) => text === 'Answers')).toHaveLength(1);
  });
});

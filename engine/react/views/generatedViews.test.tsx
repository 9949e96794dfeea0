import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInRegistry } from '../../node/loadBuiltInRegistry';
import type { Registry } from '../../registry/registry';
import { createDeclaredServices } from '../services/declaredServices';
import { EngineProvider } from '../services/EngineContext';
import { examplesOf, exampleItems, STORY_NOW } from '../stories/exampleItems';
import { ItemCardView } from './ItemCardView';
import { ItemDefaultView } from './ItemDefaultView';
import { ItemForm } from './ItemForm';

let registry: Registry;

beforeAll(async () => {
  const result = await loadBuiltInRegistry();
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  registry = result.registry;
});

/** Types none of whose fields names a widget a plugin contributes. */
function typesWithEngineWidgetsOnly(registry: Registry): string[] {
  const contributed = new Set(registry.bundles.flatMap((bundle) => bundle.manifest.contributes?.widgets ?? []));
  return [...registry.types.entries()]
    .filter(([, compiled]) => !Object.values(compiled.declaration.fields ?? {}).some((field) => field?.widget !== undefined && contributed.has(field.widget)))
    .map(([key]) => key);
}

function render(node: ReactNode): string {
  const services = createDeclaredServices(registry, { items: exampleItems(registry), now: STORY_NOW });
  return renderToString(
    <IntlProvider locale="en" messages={registry.messages.en ?? {}} onError={() => undefined}>
      <EngineProvider services={services}>{node}</EngineProvider>
    </IntlProvider>,
  );
}

describe('generated views of every built-in type', () => {
  it('render the default and card view of each example', () => {
    const items = exampleItems(registry);
    for (const type of registry.types.keys()) {
      for (const item of examplesOf(items, type)) {
        const view = render(<ItemDefaultView item={item} type={type} />);
        expect(view, `${type} default view`).toContain('vgn-item-view');
        expect(render(<ItemCardView item={item} type={type} />), `${type} card`).toContain('vgn-item-card');
      }
    }
  });

  it('render the create form and the edit form of each type', () => {
    const items = exampleItems(registry);
    // Types whose forms use a plugin's own widgets render with the client entries installed
    // (app/plugins/pluginForms.test.tsx); the engine alone knows only its own widgets.
    for (const type of typesWithEngineWidgetsOnly(registry)) {
      const create = render(<ItemForm type={type} context="create" formData={{}} onSubmit={() => undefined} />);
      expect(create, `${type} create form`).toContain('<form');
      // rjsf says "Unsupported field schema" / "No widget" when the theme lacks something.
      expect(create, `${type} create form`).not.toMatch(/nsupported|No widget/);
      const example = examplesOf(items, type)[0];
      if (example) {
        const edit = render(<ItemForm type={type} context="edit" formData={example} itemId={String(example.$id)} onSubmit={() => undefined} />);
        expect(edit, `${type} edit form`).toContain('<form');
        expect(edit, `${type} edit form`).not.toMatch(/nsupported|No widget/);
      }
    }
  });

  it('shows field labels translated and values through their cells', () => {
    const user = examplesOf(exampleItems(registry), 'User')[0];
    if (!user) throw new Error('User has examples');
    const html = render(<ItemDefaultView item={user} type="User" />);
    expect(html).toContain('ada.lovelace@example.org');
    expect(html).toContain('mailto:ada.lovelace@example.org');
    const label = registry.messages.en?.['types.User.fields.email'];
    if (label) expect(html).toContain(label);
  });
});

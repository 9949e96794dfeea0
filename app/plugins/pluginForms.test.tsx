import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS_DIR, formatDeclarationErrors, loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import { createDeclaredServices } from '../../engine/react/services/declaredServices';
import { EngineProvider } from '../../engine/react/services/EngineContext';
import { examplesOf, exampleItems, STORY_NOW } from '../../engine/react/stories/exampleItems';
import { ItemForm } from '../../engine/react/views/ItemForm';
import type { Registry } from '../../engine/registry/registry';
import { findClientEntries } from '../../scripts/vite/clientPluginsModule';
import { installClientPlugins } from './installClientPlugins';

let registry: Registry;

beforeAll(async () => {
  const loaded = await loadBuiltInRegistry();
  if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
  registry = loaded.registry;
  const entries = findClientEntries([BUILT_IN_PLUGINS_DIR]);
  installClientPlugins(await Promise.all(entries.map(async ({ key, file }) => ({ key, module: (await import(file)) as Record<string, unknown> }))));
});

/** The HTML once every lazy plugin component has loaded (prerendering waits for Suspense). */
async function render(node: ReactNode): Promise<string> {
  const services = createDeclaredServices(registry, { items: exampleItems(registry), now: STORY_NOW });
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider locale="en" messages={registry.messages.en ?? {}} onError={() => undefined}>
      <EngineProvider services={services}>{node}</EngineProvider>
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('forms of types that use widgets plugins contribute', () => {
  it('render create and edit forms with the client entries installed', async () => {
    const contributed = new Set(registry.bundles.flatMap((bundle) => bundle.manifest.contributes?.widgets ?? []));
    const types = [...registry.types.entries()]
      .filter(([, compiled]) => Object.values(compiled.declaration.fields ?? {}).some((field) => field?.widget !== undefined && contributed.has(field.widget)))
      .map(([key]) => key);
    expect(types).toContain('Workflow');
    const items = exampleItems(registry);
    for (const type of types) {
      const create = await render(<ItemForm type={type} context="create" formData={{}} onSubmit={() => undefined} />);
      expect(create, `${type} create form`).toContain('<form');
      expect(create, `${type} create form`).not.toMatch(/nsupported|No widget/);
      if (type === 'Workflow') expect(create, 'the steps widget itself').toContain('vgn-workflow-steps');
      const example = examplesOf(items, type)[0];
      if (example) {
        const edit = await render(<ItemForm type={type} context="edit" formData={example} itemId={String(example.$id)} onSubmit={() => undefined} />);
        expect(edit, `${type} edit form`).not.toMatch(/nsupported|No widget/);
      }
    }
  });
});

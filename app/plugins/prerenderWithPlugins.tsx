import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { BUILT_IN_PLUGINS_DIR, formatDeclarationErrors, loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import { createDeclaredServices } from '../../engine/react/services/declaredServices';
import { EngineProvider } from '../../engine/react/services/EngineContext';
import { exampleItems, STORY_NOW } from '../../engine/react/stories/exampleItems';
import type { ItemRecord } from '../../engine/react/views/itemRecord';
import type { Registry } from '../../engine/registry/registry';
import { findClientEntries } from '../../scripts/vite/clientPluginsModule';
import { installClientPlugins } from './installClientPlugins';

/** For tests: the built-in registry, with every built-in plugin's client entry installed as the app does. */
export async function registryWithClientPlugins(): Promise<Registry> {
  const loaded = await loadBuiltInRegistry();
  if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
  const entries = findClientEntries([BUILT_IN_PLUGINS_DIR]);
  installClientPlugins(await Promise.all(entries.map(async ({ key, file }) => ({ key, module: (await import(file)) as Record<string, unknown> }))));
  return loaded.registry;
}

/**
 * For tests: the HTML of a generated view under the declared services, once every lazy plugin
 * component has loaded (prerendering waits for Suspense). Items default to the declared examples.
 */
export async function prerenderWithPlugins(registry: Registry, node: ReactNode, options: { locale?: string; items?: ItemRecord[] } = {}): Promise<string> {
  const locale = options.locale ?? 'en';
  const services = createDeclaredServices(registry, { items: options.items ?? exampleItems(registry), now: STORY_NOW, locale });
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider locale={locale} messages={registry.messages[locale] ?? {}} onError={() => undefined}>
      <EngineProvider services={services}>{node}</EngineProvider>
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

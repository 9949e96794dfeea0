import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_VIEWS } from '../../engine/catalog/views';
import { BUILT_IN_PLUGINS_DIR, formatDeclarationErrors, loadBuiltInRegistry } from '../../engine/node/loadBuiltInRegistry';
import type { ClientEntry } from '../../engine/react/plugin/clientPlugin';
import { findClientEntries } from '../../scripts/vite/clientPluginsModule';
import { registerLovViews } from '../lovs/registerLovViews';
import { registerShellViews } from '../screens/registerShellViews';
import { registerCoreViews } from '../views/registerCoreViews';
import { registeredViewNames } from '../views/viewRegistry';
import { contributionMismatches, installClientPlugins } from './installClientPlugins';

/** Every plugin root the product and its tests use: the shipped plugins and the test fixtures. */
const ROOTS = [BUILT_IN_PLUGINS_DIR, fileURLToPath(new URL('../../plugins/__fixtures__', import.meta.url))];

async function discoveredEntries(): Promise<ClientEntry[]> {
  return Promise.all(findClientEntries(ROOTS).map(async ({ key, file }) => ({ key, module: (await import(file)) as Record<string, unknown> })));
}

describe('client entries (conformance)', () => {
  it('implement exactly the widgets, cells and views their plugin.json contributes', async () => {
    const loaded = await loadBuiltInRegistry([], ROOTS);
    if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
    const entries = await discoveredEntries();
    expect(entries.map((e) => e.key)).toContain('probe');
    expect(contributionMismatches(loaded.registry, entries)).toEqual([]);
  });

  it('reports a contributed name without an implementation, and an implementation nobody declared', async () => {
    const loaded = await loadBuiltInRegistry([], ROOTS);
    if (!loaded.ok) throw new Error(formatDeclarationErrors(loaded.errors));
    const wrong: ClientEntry = { key: 'probe', module: { clientPlugin: { cells: { 'probe-other': () => null } } } };
    // Other plugins' names are missing from this one-entry list too: only probe's lines matter here.
    expect(contributionMismatches(loaded.registry, [wrong]).filter((line) => line.startsWith('probe:'))).toEqual([
      'probe: cell "probe-score" is contributed in plugin.json but not implemented by client.tsx',
      'probe: cell "probe-other" is implemented by client.tsx but missing from plugin.json contributes.cells',
    ]);
  });

  it('leave the shell implementing every view of the shell catalog', async () => {
    registerShellViews();
    registerCoreViews();
    registerLovViews();
    installClientPlugins(await discoveredEntries());
    const missing = SHELL_VIEWS.filter((name) => !registeredViewNames().includes(name));
    expect(missing).toEqual([]);
  });
});

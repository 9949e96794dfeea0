import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { createAppEngineServices, pickerSearchRequest } from './appEngineServices';
import { isOwnWrite } from './itemWrites';
import { LabelCache } from './labelCache';
import { LovCache } from './lovCache';

function registryWithList(): Registry {
  const result = buildRegistry(bundlesFromFiles(sampleFiles()).bundles);
  if (!result.ok) throw new Error('registry');
  return result.registry;
}

function emptyRegistry(): Registry {
  const result = buildRegistry([]);
  if (!result.ok) throw new Error('registry');
  return result.registry;
}

describe('app engine services', () => {
  it('take the item a plugin operation wrote as this client’s own version (no “changed on the server” notice)', async () => {
    const replies: Record<string, unknown> = {
      'act/workflow.publish/Workflow-7': { $id: 'Workflow-7', _t: 'Workflow', _u: 5, published: 2 },
      'read/Workflow-8': { $id: 'Workflow-8', _u: 3 },
    };
    const services = createAppEngineServices({
      registry: emptyRegistry(),
      locale: 'en',
      admin: false,
      api: { send: <T,>(o: string) => Promise.resolve(replies[o] as T) },
      lovCache: new LovCache(() => Promise.resolve({})),
      labelCache: new LabelCache(() => Promise.reject(new Error('not asked'))),
      ItemLink: () => null,
    });
    await services.send('act/workflow.publish/Workflow-7');
    await services.send('read/Workflow-8');
    expect(isOwnWrite('Workflow-7', 5)).toBe(true);
    expect(isOwnWrite('Workflow-7', 6)).toBe(false);
    // A read is nobody's write: its version stays another's change.
    expect(isOwnWrite('Workflow-8', 3)).toBe(false);
  });

  it('search references by type and words, keeping the labels', async () => {
    const sent: [string, unknown][] = [];
    const labelCache = new LabelCache(() => Promise.reject(new Error('not asked')));
    const services = createAppEngineServices({
      registry: emptyRegistry(),
      locale: 'fr',
      admin: false,
      api: {
        send: <T,>(o: string, b?: unknown) => {
          sent.push([o, b]);
          return Promise.resolve({ ids: ['Organization-3'], labels: { 'Organization-3': 'Acme' }, facets: {}, total: 1 } as T);
        },
      },
      lovCache: new LovCache(() => Promise.resolve({})),
      labelCache,
      ItemLink: () => null,
    });
    expect(await services.findItems(['Organization'], ' acm ', 10)).toEqual([{ id: 'Organization-3', label: 'Acme' }]);
    expect(sent).toEqual([['search/ids', pickerSearchRequest(['Organization'], 'acm', 10)]]);
    expect(services.peekLabel('Organization-3')).toBe('Acme');
  });

  it('ask for several types at once and no text filter for an empty query', () => {
    expect(pickerSearchRequest(['A', 'B'], '', 5)).toEqual({ must: [{ kind: 'type', value: ['A', 'B'] }], labels: true, max: 5 });
  });

  it('fall back to declared values when the server cannot serve a list', async () => {
    const services = createAppEngineServices({
      registry: registryWithList(),
      locale: 'fr',
      admin: false,
      api: { send: () => Promise.reject(new Error('unused')) },
      lovCache: new LovCache(() => Promise.reject(new Error('404'))),
      labelCache: new LabelCache(() => Promise.resolve('x')),
      ItemLink: () => null,
    });
    expect(await services.loadLov('COLOURS')).toEqual([
      { key: 'RED', label: 'Rouge', state: 'ACTIVE' },
      { key: 'BLUE', label: 'Blue', state: 'ARCHIVED' },
    ]);
    await expect(services.loadLov('UNKNOWN')).rejects.toThrow('404');
  });

  it('read lists in the current locale', async () => {
    const asked: string[] = [];
    const services = createAppEngineServices({
      registry: emptyRegistry(),
      locale: 'fr',
      admin: true,
      api: { send: () => Promise.reject(new Error('unused')) },
      lovCache: new LovCache((locale, list) => {
        asked.push(`${locale}/${list}`);
        return Promise.resolve({ '': { A: 'Ah' } });
      }),
      labelCache: new LabelCache(() => Promise.resolve('x')),
      ItemLink: () => null,
    });
    expect(await services.loadLov('L')).toEqual([{ key: 'A', label: 'Ah', state: 'ACTIVE' }]);
    expect(asked).toEqual(['fr/L']);
  });
});

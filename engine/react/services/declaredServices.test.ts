import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../registry/buildRegistry';
import { bundlesFromFiles } from '../../registry/bundleFromFiles';
import { sampleFiles } from '../../registry/__fixtures__/sampleFiles';
import { createDeclaredServices } from './declaredServices';

function registry() {
  const { bundles } = bundlesFromFiles(sampleFiles());
  const result = buildRegistry(bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

describe('createDeclaredServices', () => {
  it('translates declared lists, falling back to English, with their states', async () => {
    const fr = createDeclaredServices(registry(), { locale: 'fr' });
    expect(await fr.loadLov('COLOURS')).toEqual([
      { key: 'RED', label: 'Rouge', state: 'ACTIVE' },
      { key: 'BLUE', label: 'Blue', state: 'ARCHIVED' },
    ]);
  });

  it('labels and finds the items it holds', async () => {
    const services = createDeclaredServices(registry(), { items: [{ $id: 'Widget-1', _t: 'Widget', _i: 1, name: 'Sprocket' }] });
    expect(services.peekLabel('Widget-1')).toBe('Sprocket');
    expect(await services.loadLabel('Widget-9')).toBe('Widget-9');
    expect(await services.findItems(['Widget'], 'spro', 5)).toEqual([{ id: 'Widget-1', label: 'Sprocket' }]);
    expect(await services.findItems(['Other'], '', 5)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import { bundlesFromFiles } from '../../engine/registry/bundleFromFiles';
import { sampleFiles } from '../../engine/registry/__fixtures__/sampleFiles';
import { cellSearchModel, gridHeaders } from './searchModels';
import { ITEM_RIGHTS_WRITE } from '../../engine/registry/__fixtures__/writeRules';

function registry() {
  const files = sampleFiles();
  files['demo/types/Gadget.type.json'] = {
    key: 'Gadget',
    label: 'types.Gadget.label',
    write: ITEM_RIGHTS_WRITE,
    capability: 'Demo',
    schema: { type: 'object', properties: { name: { type: 'string' } } },
    search: { headers: [{ field: 'name', sortable: true }], facetSets: ['demo.created'] },
  };
  const result = buildRegistry(bundlesFromFiles(files).bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

describe('cellSearchModel', () => {
  it('uses a single type’s own model', () => {
    const model = cellSearchModel(registry(), ['Widget']);
    expect(model.headers.map((h) => h.field)).toEqual(['name', '_c.ts']);
    expect(model.facets.map((f) => f.field)).toEqual(['colour', '_c.ts']);
    expect(model.defaultSort).toEqual([{ field: 'name', order: 'asc' }]);
    expect(model.schemaOf('colour')).toEqual({ type: 'string', lov: 'COLOURS' });
    expect(gridHeaders(model, false).map((h) => h.field)).toEqual(['name', '_c.ts']);
  });

  it('shares what several types have and adds the type facet and column', () => {
    const model = cellSearchModel(registry(), ['Widget', 'Gadget']);
    expect(model.headers.map((h) => h.field)).toEqual(['name', '_c.ts']);
    expect(model.facets.map((f) => f.field)).toEqual(['_t', '_c.ts']);
    expect(gridHeaders(model, false).map((h) => h.field)).toEqual(['_t', 'name', '_c.ts']);
  });

  it('searches every type for the general search', () => {
    const model = cellSearchModel(registry(), []);
    expect(model.types).toEqual([]);
    expect(model.facets[0]?.field).toBe('_t');
  });
});

import { buildRegistry } from '../../registry/buildRegistry';
import { bundlesFromFiles, type PluginFiles } from '../../registry/bundleFromFiles';
import type { Registry } from '../../registry/registry';
import { sampleFiles } from '../../registry/__fixtures__/sampleFiles';
import { ITEM_RIGHTS_WRITE } from '../../registry/__fixtures__/writeRules';

/** Builds a registry from declaration files, failing the test with every declaration error. */
export function registryFromFiles(files: PluginFiles): Registry {
  const { bundles, errors } = bundlesFromFiles(files);
  if (errors.length > 0) throw new Error(JSON.stringify(errors, null, 2));
  const result = buildRegistry(bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors, null, 2));
  return result.registry;
}

/** The registry tests' sample plugin (one Widget type, COLOURS, the demo.created facet set). */
export function sampleRegistry(): Registry {
  return registryFromFiles(sampleFiles());
}

/** The sample plus a Gadget type exercising every inference, context and search option. */
export function gadgetFiles(): PluginFiles {
  return {
    ...sampleFiles(),
    'demo/lovs/SIZES.lov.json': {
      key: 'SIZES',
      label: 'lovs.SIZES',
      ownerType: 'Widget',
      values: [{ key: 'S', t: { en: 'Small' } }],
    },
    'demo/types/Gadget.type.json': {
      key: 'Gadget',
      label: 'types.Gadget.label',
      write: ITEM_RIGHTS_WRITE,
      capability: 'Demo',
      excludeGeneralSearch: true,
      schema: {
        type: 'object',
        properties: {
          title: { type: 'string', maxLength: 80 },
          notes: { type: 'string', maxLength: 4000 },
          price: { type: 'number' },
          active: { type: 'boolean' },
          due: { type: 'string', format: 'date' },
          website: { type: 'string', format: 'url' },
          owner: { type: 'string', format: 'item-id', itemTypes: ['Widget'] },
          parts: { type: 'array', items: { type: 'string', format: 'item-id' } },
          colours: { type: 'array', items: { type: 'string', lov: 'COLOURS' } },
          colour: { type: 'string', lov: 'COLOURS' },
          size: { type: 'string', lov: 'SIZES' },
          bytes: { type: 'integer', minimum: 0 },
          secret: { type: 'string' },
          internal: { type: 'string' },
          code: { type: 'string' },
          start: { type: 'string', format: 'time' },
          end: { type: 'string', format: 'time' },
        },
        required: ['title', 'secret', 'internal'],
        endNotBeforeStart: [{ start: 'start', end: 'end' }, { start: 'start', end: 'internal' }],
      },
      sections: [
        { key: 'main', title: 'types.Gadget.sections.main' },
        { key: 'details', title: 'types.Gadget.sections.details' },
      ],
      fields: {
        title: { section: 'main', order: 2, label: 'gadget.title', help: 'gadget.title.help', placeholder: 'gadget.title.placeholder', width: 'HALF' },
        price: { section: 'main', order: 1, cell: 'number' },
        notes: { section: 'details' },
        colour: { section: 'main' },
        secret: { hidden: true },
        internal: { hidden: ['create', 'view'] },
        code: { readOnly: ['edit'], widget: 'text' },
        bytes: { cell: 'file-size' },
      },
      view: { icon: 'wrench', titleField: 'title' },
      search: {
        headers: [
          { field: 'title', sortable: true, width: 200 },
          { field: '_c.ts', label: 'gadget.created' },
          { field: 'price', adminOnly: true },
        ],
        facets: [
          { field: 'colour', kind: 'lov' },
          { field: 'colours', kind: 'lov' },
          { field: 'bytes', kind: 'size-ranges', label: 'gadget.bytes' },
          { field: 'due', kind: 'date-ranges', limit: 5 },
          { field: 'price', kind: 'number-ranges', ranges: [{ key: 'cheap', to: 10 }, { key: 'dear', from: 10, label: 'gadget.dear' }] },
          { field: '_c.ts', kind: 'time-ranges', hide: true },
        ],
        facetSets: ['demo.created'],
        text: ['title', 'notes'],
      },
      access: { ownerField: 'owner', participantFields: ['parts'] },
    },
  };
}

export function gadgetRegistry(): Registry {
  return registryFromFiles(gadgetFiles());
}

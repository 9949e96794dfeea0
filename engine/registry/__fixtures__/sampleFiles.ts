import type { PluginFiles } from '../bundleFromFiles';
import { ITEM_RIGHTS_WRITE } from './writeRules';

/** A small but complete plugin used by registry tests; each test breaks one thing in a copy. */
export function sampleFiles(): PluginFiles {
  return {
    'demo/plugin.json': { key: 'demo', label: 'plugins.demo', capabilities: ['Demo'] },
    'demo/facets/created.facets.json': {
      key: 'demo.created',
      headers: [{ field: '_c.ts', sortable: true, cell: 'date-time' }],
      facets: [{ field: '_c.ts', kind: 'time-ranges' }],
    },
    'demo/lovs/COLOURS.lov.json': {
      key: 'COLOURS',
      label: 'lovs.COLOURS',
      values: [
        { key: 'RED', t: { en: 'Red', fr: 'Rouge' } },
        { key: 'BLUE', t: { en: 'Blue' }, state: 'ARCHIVED' },
      ],
    },
    'demo/types/Widget.type.json': {
      key: 'Widget',
      label: 'types.Widget.label',
      write: ITEM_RIGHTS_WRITE,
      capability: 'Demo',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 80 },
          colour: { type: 'string', lov: 'COLOURS' },
          start: { type: 'string', format: 'time' },
          end: { type: 'string', format: 'time' },
          code: { type: 'string', pattern: '^[A-Z]{3}$' },
        },
        required: ['name'],
        endNotBeforeStart: [{ start: 'start', end: 'end' }],
      },
      sections: [{ key: 'main', title: 'types.Widget.sections.main' }],
      fields: { name: { widget: 'text', section: 'main', order: 1 }, colour: { widget: 'lov-select', cell: 'lov' } },
      view: { titleField: 'name', cardFields: ['colour'], icon: 'cube' },
      search: {
        headers: [{ field: 'name', sortable: true }],
        facets: [{ field: 'colour', kind: 'lov' }],
        facetSets: ['demo.created'],
        text: ['name'],
        defaultSort: [{ field: 'name', order: 'asc' }],
      },
      examples: [{ name: 'Sprocket', colour: 'RED' }],
    },
    'demo/steps/DEMO_STEP.step.json': { key: 'DEMO_STEP', label: 'steps.DEMO_STEP', states: ['BLANK', 'PENDING', 'ACTIVE', 'COMPLETE', 'SKIP'], stampOnActive: true },
    'demo/nav.json': { items: [{ path: 'demo.widgets', title: 'nav.demo.widgets', capability: 'Demo', view: { kind: 'search', types: ['Widget'] } }] },
    'demo/messages/en.json': { 'types.Widget.label': 'Widget' },
  };
}

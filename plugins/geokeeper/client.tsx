import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';
import { FIELD_DATA_LAYER } from './client/fieldDataLayer';

// Screens load on first use: the client entry itself is part of every page's first chunk.
const CollectView = lazyComponent(() => import('./collect/CollectView').then((m) => m.CollectView));
const FieldDataListView = lazyComponent(() => import('./client/FieldDataListView').then((m) => m.FieldDataListView));
const OrgSettingsPanel = lazyComponent(() => import('./client/OrgSettingsPanel').then((m) => m.OrgSettingsPanel));
const AnswersWidget = lazyComponent(() => import('./client/AnswersWidget').then((m) => m.AnswersWidget));
const AnswersCell = lazyComponent(() => import('./client/AnswersCell').then((m) => m.AnswersCell));

/**
 * GeoKeeper's screens beyond the generated ones: the field collection page (collect/), the ordered
 * field data list with its map, local edits and exports, the field data layer of the map, and the
 * GeoKeeper settings of community organizations, and a record's answers by their questions (shown,
 * and edited in its item form).
 */
export const clientPlugin = defineClientPlugin({
  views: { 'geokeeper-collect': CollectView, 'geokeeper-field-data': FieldDataListView },
  cells: { 'geokeeper-answers': AnswersCell },
  widgets: { 'geokeeper-answers': AnswersWidget },
  mapLayers: [FIELD_DATA_LAYER],
  // GeoKeeper settings on COMMUNITY organizations' pages (the panel renders nothing for others).
  itemPanels: [{ key: 'geokeeper-org-settings', order: 40, types: ['Organization'], component: OrgSettingsPanel }],
});

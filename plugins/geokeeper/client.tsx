import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

// Screens load on first use: the client entry itself is part of every page's first chunk.
const CollectView = lazyComponent(() => import('./collect/CollectView').then((m) => m.CollectView));
const FieldDataListView = lazyComponent(() => import('./client/FieldDataListView').then((m) => m.FieldDataListView));

/** GeoKeeper's screens beyond the generated ones: the field collection page (collect/) and the ordered field data list with local edits and exports. */
export const clientPlugin = defineClientPlugin({
  views: { 'geokeeper-collect': CollectView, 'geokeeper-field-data': FieldDataListView },
});

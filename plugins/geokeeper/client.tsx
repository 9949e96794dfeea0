import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

const FieldDataListView = lazyComponent(() => import('./client/FieldDataListView').then((m) => m.FieldDataListView));

/** GeoKeeper's screens beyond the generated ones: the ordered field data list with local edits and exports. */
export const clientPlugin = defineClientPlugin({
  views: { 'geokeeper-field-data': FieldDataListView },
});

import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

// Screens load on first use: the client entry itself is part of every page's first chunk.
const CollectView = lazyComponent(() => import('./collect/CollectView').then((m) => m.CollectView));

/** GeoKeeper's screens beyond the generated ones: the field collection page (collect/). */
export const clientPlugin = defineClientPlugin({
  views: { 'geokeeper-collect': CollectView },
});

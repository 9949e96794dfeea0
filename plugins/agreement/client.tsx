import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

const KindWidget = lazyComponent(() => import('./client/kindChoice').then((m) => m.KindWidget));
const KindCell = lazyComponent(() => import('./client/kindChoice').then((m) => m.KindCell));

/** Agreements: the registered kinds as a chooser and a cell; everything else is the generated screens. */
export const clientPlugin = defineClientPlugin({
  widgets: { 'agreement-kind': KindWidget },
  cells: { 'agreement-kind': KindCell },
});

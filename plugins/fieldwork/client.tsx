import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

/** Fieldwork on the consultation page: the jobs ordered for it and, for those who may, ordering one. */
export const clientPlugin = defineClientPlugin({
  itemPanels: [{ key: 'fieldwork-order', order: 20, types: ['Consultation'], component: lazyComponent(() => import('./client/FieldworkPanel').then((m) => m.FieldworkPanel)) }],
});

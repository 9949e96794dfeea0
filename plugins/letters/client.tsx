import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

// Screens load on first use: the client entry itself is part of every page's first chunk.
const LettersPanel = lazyComponent(() => import('./client/LettersPanel').then((m) => m.LettersPanel));
const TemplateBodyWidget = lazyComponent(() => import('./client/TemplateBodyWidget').then((m) => m.TemplateBodyWidget));

/** Response letters on the client: the letters panel of a consultation response, and the template text editor. */
export const clientPlugin = defineClientPlugin({
  itemPanels: [{ key: 'letters', order: 20, show: (declaration) => declaration.key === 'ConsultResponse', component: LettersPanel }],
  widgets: { 'letter-template-body': TemplateBodyWidget },
});

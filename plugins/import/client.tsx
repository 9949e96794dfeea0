import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

const ImportPreviewControl = lazyComponent(() => import('./client/ImportPreviewControl').then((m) => m.ImportPreviewControl));

/** The import module's screens beyond the generated ones: preview and run on an Import's page. */
export const clientPlugin = defineClientPlugin({
  toolbar: [{ key: 'import-preview', types: ['Import'], component: ImportPreviewControl }],
});

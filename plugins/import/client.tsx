import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

const ImportPreviewControl = lazyComponent(() => import('./client/ImportPreviewControl').then((m) => m.ImportPreviewControl));
const ImportRunPanel = lazyComponent(() => import('./client/ImportRunPanel').then((m) => m.ImportRunPanel));
const RowsWidget = lazyComponent(() => import('./client/RowsWidget').then((m) => m.RowsWidget));
const ExportControl = lazyComponent(() => import('./client/ExportControl').then((m) => m.ExportControl));

/** The import module's screens beyond the generated ones: preview and run on an Import's page, export on a collection's. */
export const clientPlugin = defineClientPlugin({
  toolbar: [
    { key: 'import-preview', types: ['Import'], component: ImportPreviewControl },
    { key: 'collection-export', types: ['SpatialCollection'], component: ExportControl },
  ],
  widgets: { 'import-rows': RowsWidget },
  itemPanels: [{ key: 'import-run', order: 20, types: ['Import'], component: ImportRunPanel }],
});

import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

/** The consultation module's screens beyond the generated ones. */
export const clientPlugin = defineClientPlugin({
  searchActions: [
    { key: 'consult-attachments-zip', views: ['consult.attachments'], component: lazyComponent(() => import('./client/AttachmentsZipAction').then((m) => m.AttachmentsZipAction)) },
    { key: 'consult-export-consultations', views: ['consult.projects'], component: lazyComponent(() => import('./client/ExportAction').then((m) => m.ConsultationsExportAction)) },
    { key: 'consult-export-threads', views: ['consult.communications'], component: lazyComponent(() => import('./client/ExportAction').then((m) => m.ThreadsExportAction)) },
  ],
  itemPanels: [{ key: 'consult-actions', order: 5, types: ['Consultation'], component: lazyComponent(() => import('./client/ConsultActionsPanel').then((m) => m.ConsultActionsPanel)) }],
});

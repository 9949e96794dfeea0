import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { registerExportRoute } from './server/exportRoute';
import { registerImportOperations } from './server/importOperations';

/**
 * The import plugin's server entry: preview and run of Import items (act/importPreview,
 * act/importRun, a background task per run) and the export route of spatial collections.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    registerImportOperations(context);
    registerExportRoute(context);
  },
});

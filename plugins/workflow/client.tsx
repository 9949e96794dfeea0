import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { WorkflowPanel } from './client/WorkflowPanel';

/** The workflow engine's screens: the workflow panel on the pages of items whose type declares `workflow`. */
export const clientPlugin = defineClientPlugin({
  itemPanels: [{ key: 'workflow', order: 10, show: (declaration) => declaration.workflow !== undefined, component: WorkflowPanel }],
});

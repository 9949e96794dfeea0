import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { AdminWorkflowsView } from './client/AdminWorkflowsView';
import { ItemTypesWidget, StateListWidget, WorkflowStateWidget } from './client/choiceWidgets';
import { StepsWidget } from './client/StepsWidget';

/** The workflow administration screen and the widgets that edit a workflow type without raw JSON. */
export const clientPlugin = defineClientPlugin({
  widgets: {
    'workflow-steps': StepsWidget,
    'workflow-state-list': StateListWidget,
    'workflow-item-types': ItemTypesWidget,
    'workflow-state': WorkflowStateWidget,
  },
  views: { 'admin-workflows': AdminWorkflowsView },
});

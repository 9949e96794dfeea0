import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { AdminWorkflowsView } from './client/AdminWorkflowsView';
import { ItemTypesWidget, StateListWidget, WorkflowStateWidget } from './client/choiceWidgets';
import { MyStepsCard } from './client/MyStepsCard';
import { MyStepsView } from './client/MyStepsView';
import { StepsWidget } from './client/StepsWidget';
import { WorkflowPanel } from './client/WorkflowPanel';

/**
 * The workflow module's screens: the panel on items whose type declares `workflow`, My steps, the
 * workflow administration and the widgets that edit a workflow type without raw JSON.
 */
export const clientPlugin = defineClientPlugin({
  itemPanels: [{ key: 'workflow', order: 10, show: (declaration) => declaration.workflow !== undefined, component: WorkflowPanel }],
  widgets: {
    'workflow-steps': StepsWidget,
    'workflow-state-list': StateListWidget,
    'workflow-item-types': ItemTypesWidget,
    'workflow-state': WorkflowStateWidget,
  },
  views: { 'workflow-my-steps': MyStepsView, 'admin-workflows': AdminWorkflowsView },
  homeCards: [{ key: 'workflow.my-steps', title: 'nav.my-steps', icon: 'tick-circle', order: 35, component: MyStepsCard }],
});

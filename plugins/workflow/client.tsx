import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

// Every screen loads on first use: the client entry itself is part of every page's first chunk.
const AdminWorkflowsView = lazyComponent(() => import('./client/AdminWorkflowsView').then((m) => m.AdminWorkflowsView));
const MyStepsCard = lazyComponent(() => import('./client/MyStepsCard').then((m) => m.MyStepsCard));
const MyStepsView = lazyComponent(() => import('./client/MyStepsView').then((m) => m.MyStepsView));
const WorkflowPanel = lazyComponent(() => import('./client/WorkflowPanel').then((m) => m.WorkflowPanel));
const StepsWidget = lazyComponent(() => import('./client/StepsWidget').then((m) => m.StepsWidget));
const ItemTypesWidget = lazyComponent(() => import('./client/choiceWidgets').then((m) => m.ItemTypesWidget));
const StateListWidget = lazyComponent(() => import('./client/choiceWidgets').then((m) => m.StateListWidget));
const PublishControl = lazyComponent(() => import('./client/PublishControl').then((m) => m.PublishControl));
const WorkflowStateWidget = lazyComponent(() => import('./client/choiceWidgets').then((m) => m.WorkflowStateWidget));
const WorkflowStepsCell = lazyComponent(() => import('./client/workflowCells').then((m) => m.WorkflowStepsCell));
const WorkflowItemTypesCell = lazyComponent(() => import('./client/workflowCells').then((m) => m.WorkflowItemTypesCell));
const WorkflowStateListCell = lazyComponent(() => import('./client/workflowCells').then((m) => m.WorkflowStateListCell));
const WorkflowKeyCell = lazyComponent(() => import('./client/workflowKeys').then((m) => m.WorkflowKeyCell));
const WorkflowKeyWidget = lazyComponent(() => import('./client/workflowKeys').then((m) => m.WorkflowKeyWidget));
const WorkflowStateCell = lazyComponent(() => import('./client/workflowCells').then((m) => m.WorkflowStateCell));

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
    // A field holding a workflow type's key (consult's default response workflow), by the workflow's name.
    'workflow-key': WorkflowKeyWidget,
  },
  // The Workflow item's read-only page: steps, item types, state list and initial state by their names.
  cells: {
    'workflow-steps': WorkflowStepsCell,
    'workflow-item-types': WorkflowItemTypesCell,
    'workflow-state-list': WorkflowStateListCell,
    'workflow-state': WorkflowStateCell,
    'workflow-key': WorkflowKeyCell,
  },
  views: { 'workflow-my-steps': MyStepsView, 'admin-workflows': AdminWorkflowsView },
  // Publish on the Workflow item's own page, for whoever may update it (organization administrators too).
  toolbar: [{ key: 'workflow-publish', types: ['Workflow'], component: PublishControl }],
  homeCards: [{ key: 'workflow.my-steps', title: 'nav.my-steps', icon: 'tick-circle', order: 35, component: MyStepsCard }],
});

import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { MyStepsCard } from './client/MyStepsCard';
import { MyStepsView } from './client/MyStepsView';
import { WorkflowPanel } from './client/WorkflowPanel';

/** The workflow module's screens: the panel on items whose type declares `workflow`, My steps. */
export const clientPlugin = defineClientPlugin({
  itemPanels: [{ key: 'workflow', order: 10, show: (declaration) => declaration.workflow !== undefined, component: WorkflowPanel }],
  views: { 'workflow-my-steps': MyStepsView },
  homeCards: [{ key: 'workflow.my-steps', title: 'nav.my-steps', icon: 'tick-circle', order: 35, component: MyStepsCard }],
});

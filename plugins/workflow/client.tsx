import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { MyStepsCard } from './client/MyStepsCard';
import { MyStepsView } from './client/MyStepsView';

/** The workflow module's screens beyond the generated ones. */
export const clientPlugin = defineClientPlugin({
  views: { 'workflow-my-steps': MyStepsView },
  homeCards: [{ key: 'workflow.my-steps', title: 'nav.my-steps', icon: 'tick-circle', order: 35, component: MyStepsCard }],
});

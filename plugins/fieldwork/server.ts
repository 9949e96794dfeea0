import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { registerContactSharing } from './server/contactSharing';
import { seedFieldworkDemoData } from './server/demo/seedFieldworkDemoData';
import { registerOrderOperations } from './server/orderOperations';
import { registerStepBehaviours } from './server/stepBehaviours';
import { registerWriteRules } from './server/writeRules';

/**
 * Fieldwork jobs (plugins/fieldwork/README.md): ordered from a consultation, run through the
 * fieldwork workflow (confirm, work items, report, invoice), each step telling the external party.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    registerWriteRules(context);
    registerOrderOperations(context);
    registerStepBehaviours(context);
    registerContactSharing(context);
    context.demo.seed(seedFieldworkDemoData);
  },
});

import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { registerApproveOperation } from './server/approveOperation';
import { seedLetters } from './server/demo/seedLetters';
import { registerProposeOperations } from './server/proposeOperation';
import { registerSendOperation } from './server/sendOperation';
import { registerSnapshots } from './server/snapshot';
import { registerTemplateRule } from './server/templateRule';

/**
 * Response letters (plugins/letters/README.md): templates per organization, letters merged into PDF
 * and moved through RWF_LETTER_PROPOSE → RWF_LETTER_APPROVE → RWF_LETTER_SEND by act/letters.*, and
 * the RWF_SNAPSHOT step's snapshot sent to the proponent.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    registerTemplateRule(context);
    registerProposeOperations(context);
    registerApproveOperation(context);
    registerSendOperation(context);
    registerSnapshots(context);
    context.demo.seed((seed) => seedLetters(seed, context));
  },
});

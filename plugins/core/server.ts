import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { attachmentWriteRule, fileWriteRule } from './server/fileWriteRules';
import { presentNotify } from './server/presentNotify';

/**
 * What core's types need beyond their declarations: how a Notify item is presented, and who may
 * point an Attachment or a File at stored content.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    context.hooks.onRead('Notify', presentNotify);
    context.writeRules.register('Attachment', attachmentWriteRule);
    context.writeRules.register('File', fileWriteRule);
  },
});

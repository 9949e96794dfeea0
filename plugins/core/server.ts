import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { seedCoreDemoData } from './server/demo/seedPlatform';
import { attachmentWriteRule, fileWriteRule } from './server/fileWriteRules';
import { presentNotify } from './server/presentNotify';

/**
 * What core's types need beyond their declarations: how a Notify item is presented, who may
 * point an Attachment or a File at stored content, and the platform's demo announcements.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    context.hooks.onRead('Notify', presentNotify);
    context.writeRules.register('Attachment', attachmentWriteRule);
    context.writeRules.register('File', fileWriteRule);
    context.demo.seed(seedCoreDemoData);
  },
});

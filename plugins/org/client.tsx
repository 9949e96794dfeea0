import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { CopyContactEmails } from './client/CopyContactEmails';

/** The Organizations module's screens beyond the generated ones. */
export const clientPlugin = defineClientPlugin({
  toolbar: [{ key: 'copy-contact-emails', types: ['Organization'], component: CopyContactEmails }],
});

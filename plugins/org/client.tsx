import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { CopyContactEmails } from './client/CopyContactEmails';
import { MyOrganizationsCard } from './client/MyOrganizationsCard';

/** The Organizations module's screens beyond the generated ones. */
export const clientPlugin = defineClientPlugin({
  toolbar: [{ key: 'copy-contact-emails', types: ['Organization'], component: CopyContactEmails }],
  homeCards: [{ key: 'org.my-organizations', title: 'nav.my-organizations', icon: 'office', order: 40, show: { capability: 'Org' }, component: MyOrganizationsCard }],
});

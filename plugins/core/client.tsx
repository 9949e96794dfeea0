import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

const AttachmentFileControl = lazyComponent(() => import('./client/AttachmentFileControl').then((m) => m.AttachmentFileControl));
const CapabilitiesCell = lazyComponent(() => import('./client/CapabilitiesCell').then((m) => m.CapabilitiesCell));

/**
 * Core's screens beyond the generated ones: open or download an attachment's file from its page,
 * and a user's capabilities by name.
 */
export const clientPlugin = defineClientPlugin({
  toolbar: [{ key: 'attachment-file', types: ['Attachment'], component: AttachmentFileControl }],
  cells: { capabilities: CapabilitiesCell },
});

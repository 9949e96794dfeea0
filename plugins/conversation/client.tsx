import { defineClientPlugin } from '../../engine/react/plugin/clientPlugin';
import { lazyComponent } from '../../engine/react/plugin/lazyComponent';

// Loaded on first use: the client entry itself is part of every page's first chunk.
const ThreadMessagesPanel = lazyComponent(() => import('./client/ThreadMessagesPanel').then((m) => m.ThreadMessagesPanel));
const PurposeWidget = lazyComponent(() => import('./client/purposeChoice').then((m) => m.PurposeWidget));
const PurposeCell = lazyComponent(() => import('./client/purposeChoice').then((m) => m.PurposeCell));

/** Conversations: a thread's messages and reply box under its fields, and the purpose chooser and cell. */
export const clientPlugin = defineClientPlugin({
  itemPanels: [{ key: 'conversation-messages', order: 5, types: ['Thread'], component: ThreadMessagesPanel }],
  widgets: { 'cnv-purpose': PurposeWidget },
  cells: { 'cnv-purpose': PurposeCell },
});

/**
 * English messages of every plugin and client area, merged as the app does (plugins first, client
 * texts over them), so stories show real texts instead of message ids.
 */
const pluginFiles = import.meta.glob<Record<string, unknown>>('/plugins/*/messages/en.json', { eager: true, import: 'default' });
const appFiles = import.meta.glob<Record<string, unknown>>('/app/messages/*.en.json', { eager: true, import: 'default' });

function strings(file: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, text] of Object.entries(file)) if (id !== '$schema' && typeof text === 'string') out[id] = text;
  return out;
}

export const storyMessages: Record<string, string> = Object.assign({}, ...[...Object.values(pluginFiles), ...Object.values(appFiles)].map(strings));

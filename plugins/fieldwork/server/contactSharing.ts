import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { FIELDWORK_TYPE, text } from './lookup';

/**
 * The organization doing the fieldwork reads the external party's contact it reports to: the job
 * page shows that contact by name (not an id the reader may not resolve), and its people write to
 * them. Granted whenever a job names the contact, as files attached to a record become readable.
 */
export function registerContactSharing(context: ServerPluginContext): void {
  context.hooks.afterWrite(FIELDWORK_TYPE, (change) => {
    if (change.op === 'delete') return;
    const contact = text(change.item.externalNotify);
    const ownedBy = text(change.item.ownedBy);
    if (contact && ownedBy) context.items.shareRead?.(contact, [ownedBy]);
  });
}

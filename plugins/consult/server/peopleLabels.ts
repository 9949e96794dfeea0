import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { texts } from './lookup';

/** The people a consultation or a response names, whose names its readers see even where they cannot open the contact. */
const PEOPLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Consultation: ['primaryContacts', 'supContacts'],
  ConsultResponse: ['internalContacts'],
};

function personName(item: ItemJson | undefined): string | undefined {
  if (item?._t !== 'Contact') return undefined;
  const name = [item.firstName, item.lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  return name === '' ? undefined : name;
}

/**
 * A community reading a consultation sent to it sees the proponent's contacts by name, never as
 * ids, though the contacts themselves stay its organization's (PROTECTED): the consultation's
 * readers get their names in `$labels`, as the conversation plugin does for a thread's people.
 */
export function registerPeopleLabels(context: ServerPluginContext): void {
  for (const [type, fields] of Object.entries(PEOPLE_FIELDS)) {
    context.hooks.onRead(type, (item) => {
      const known = typeof item.$labels === 'object' && item.$labels !== null ? (item.$labels as Record<string, string>) : {};
      const missing = fields.flatMap((field) => texts(item[field])).filter((id) => known[id] === undefined);
      const added = Object.fromEntries(missing.flatMap((id) => {
        const name = personName(context.items.get(id));
        return name === undefined ? [] : [[id, name]];
      }));
      return Object.keys(added).length === 0 ? item : { ...item, $labels: { ...known, ...added } };
    });
  }
}

import { typeOfId } from '../../../engine/ids';
import { badRequest, notAllowed, type OperationContext } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';

/** Reply of act/orgContactEmails/{organizationId}. */
export interface ContactEmails {
  organization: string;
  /** "Name <address>" of every contact of the organization the asker may read that has an e-mail, by last name. */
  recipients: string[];
}

function recipient(contact: Record<string, unknown>): string | undefined {
  if (typeof contact.email !== 'string' || contact.email === '') return undefined;
  const name = [contact.firstName, contact.lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  // Quotes keep a name with a comma from splitting the address list a mail program is given.
  return name === '' ? contact.email : `"${name.replace(/["\\]/g, '')}" <${contact.email}>`;
}

/**
 * The e-mail addresses of an organization's contacts, ready for a mail program's "To" field: what
 * people do first when they have to write to a community. Answers only contacts the asker may read.
 */
export function contactEmails(items: PluginItems, ctx: OperationContext): ContactEmails {
  const organization = ctx.params[0];
  if (typeOfId(organization) !== 'Organization' || organization === undefined) throw badRequest('act/orgContactEmails/{organizationId}');
  if (!items.read(ctx.actor, organization)) throw notAllowed(`${organization} is not readable`);
  const found = items.search(ctx.actor, {
    must: [{ kind: 'type', value: 'Contact' }, { prop: 'assigned', kind: 'eq', value: organization }],
    sort: [{ field: 'lastName', order: 'asc' }],
    max: SEARCH_MAX_ALL,
  });
  const recipients = found.ids.flatMap((id) => {
    const contact = items.read(ctx.actor, id);
    const address = contact ? recipient(contact) : undefined;
    return address === undefined ? [] : [address];
  });
  return { organization, recipients };
}

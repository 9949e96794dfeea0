import { IntlMessageFormat } from 'intl-messageformat';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { text } from './lookup';

/** Mails to people outside the platform are written in the product's default language. */
const MAIL_LOCALE = 'en';

function format(context: ServerPluginContext, id: string, values: Record<string, string>): string {
  const source = context.registry().messages[MAIL_LOCALE]?.[id];
  return source === undefined ? id : String(new IntlMessageFormat(source, MAIL_LOCALE).format(values));
}

/**
 * Tells the external party's contact what happened to the job: an event on the job's timeline
 * naming the contact (a notification for the users who are that contact, who read the job through
 * externalNotify) and an e-mail to the contact's address, whether or not they ever sign in.
 */
export function noticeExternalParty(context: ServerPluginContext, job: ItemJson, kind: string, params: Record<string, string>, by: { userId: string; admin: boolean }): void {
  const contactId = text(job.externalNotify);
  context.events.emit({ kind, context: job.$id, ...(contactId ? { also: [contactId] } : {}), params }, by);
  const email = contactId ? text(context.items.get(contactId)?.email) : undefined;
  if (!email) return;
  const values = { ...params, job: String(job.label ?? job.$id) };
  context.mail.send({
    to: email,
    subject: format(context, `fieldwork.mail.${kind}.subject`, values),
    text: `${format(context, `fieldwork.mail.${kind}.body`, values)}\n\n${format(context, 'fieldwork.mail.footer', values)}`,
  });
}

import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { LettersRefusal } from './refusal';
import { text, type ResponseContext } from './responseContext';

/** The proponent contacts a letter goes to: the consultation's primary contacts with an e-mail address. */
export function recipientsOf(found: ResponseContext): ItemJson[] {
  const recipients = found.proponentContacts.filter((contact) => text(contact.email).includes('@'));
  if (recipients.length === 0) throw new LettersRefusal('noRecipients');
  return recipients;
}

/**
 * Sends one mail per recipient with the PDF attached, through the platform mailer (SMTP or outbox);
 * called inside the transaction that records the sending, the mails leave once it committed.
 */
export function mailPdf(context: ServerPluginContext, recipients: readonly ItemJson[], subject: string, mailText: string, pdfId: string): void {
  for (const contact of recipients) context.mail.send({ to: text(contact.email), subject, text: mailText, attachmentIds: [pdfId] });
}

/**
 * The communication log of a sent letter: kept by the responding organization, about the
 * consultation, type LETTER, OUTBOUND, dated today. Written by the sender (in the caller's transaction).
 */
export function logSent(context: ServerPluginContext, actor: Actor, found: ResponseContext, subject: string, notes: string): ItemJson {
  return context.items.create(
    'CommLog',
    {
      owner: found.response.community,
      ...(found.consultation ? { context: found.consultation.$id } : {}),
      subject,
      date: new Date().toISOString().slice(0, 10),
      type: 'LETTER',
      direction: 'OUTBOUND',
      notes,
    },
    { userId: actor.userId, admin: actor.admin },
  );
}

import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { notAllowed } from '../../../engine/protocol/operations';
import { letterFor } from './approveOperation';
import { logSent, mailPdf, recipientsOf } from './delivery';
import { completeStep, openStep } from './letterSteps';
import { idParam } from './letterInput';
import { requireActor } from './proposeOperation';
import { LettersRefusal } from './refusal';
import { contactName, responseContext, text } from './responseContext';
import { letterText } from './texts';

/**
 * act/letters.send/{letterId}: an APPROVED letter's PDF is mailed to each proponent contact, then in
 * one transaction the letter becomes SENT, a CommLog records it, the response's open
 * RWF_LETTER_SEND step completes (sentOn, first recipient) and the LTR_SENT event reaches the
 * response's timeline. Mail first: a letter is marked sent only once the mailer took it.
 */
export function registerSendOperation(context: ServerPluginContext): void {
  context.operations.register('act/letters.send', (ctx) => {
    const actor = requireActor(ctx);
    const { letter, response } = letterFor(context, actor, idParam(ctx.params));
    if (letter.state !== 'APPROVED') throw new LettersRefusal('notApproved');
    if (!context.items.can(actor, response.$id, 'update')) throw notAllowed(`may not work on ${response.$id}`);
    if (!openStep(response, 'RWF_LETTER_SEND')) throw new LettersRefusal('noSendStep');
    const found = responseContext(context, actor, response.$id);
    const recipients = recipientsOf(found);
    const subject = text(letter.subject);
    const registry = context.registry();
    const mailText = letterText(registry, 'letters.mail.text', { community: text(found.community?.displayName), consultation: text(found.consultation?.projectName) });
    return context.items.transaction(() => {
      mailPdf(context, recipients, subject, mailText, text(letter.pdf));
      const current = context.items.get(letter.$id) ?? letter;
      const step = openStep(context.items.get(response.$id) ?? response, 'RWF_LETTER_SEND');
      const writer = { userId: actor.userId, admin: actor.admin };
      const log = logSent(context, actor, found, subject, `${mailText}\n${recipients.map(contactName).join(', ')}`);
      const sentOn = new Date().toISOString();
      const sent = context.items.update(letter.$id, { state: 'SENT', sentOn, recipients: recipients.map((contact) => contact.$id), commLog: log.$id }, current._u, writer);
      if (step) completeStep(context, actor, response.$id, step, { sentOn: sentOn.slice(0, 10), recipient: recipients[0]?.$id });
      context.events.emit({ kind: 'LTR_SENT', context: response.$id, params: { subject } }, writer);
      return sent;
    });
  });
}

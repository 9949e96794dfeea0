import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, OperationError, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import { mergeTemplate, templateSyntaxError } from '../mergeFields';
import { completeStep, openStep } from './letterSteps';
import { idParam, optionalText } from './letterInput';
import { letterPdfOf } from './letterPdf';
import { LettersRefusal } from './refusal';
import { mergeValuesOf, responseContext, text, userNameOf, type ResponseContext } from './responseContext';

export function requireActor(ctx: OperationContext): Actor {
  if (!ctx.actor) throw new OperationError('identFailed', 'sign in first', 401);
  return ctx.actor;
}

/** The template named in the body: a LetterTemplate of the response's own organization that the actor reads. */
function templateFor(context: ServerPluginContext, actor: Actor, found: ResponseContext, id: string | undefined): ItemJson {
  const template = id === undefined ? undefined : context.items.read(actor, id);
  if (!template || template._t !== 'LetterTemplate' || template.owner !== found.response.community) throw new LettersRefusal('templateMissing');
  return template;
}

/** What merging the template with this response gives: the proposer's starting text. */
function merged(context: ServerPluginContext, actor: Actor, found: ResponseContext, template: ItemJson): { subject: string; body: string } {
  const values = mergeValuesOf(context, found, userNameOf(context, actor), new Date());
  for (const source of [text(template.subject), text(template.body)]) {
    const detail = templateSyntaxError(source);
    if (detail !== undefined) throw new LettersRefusal('templateSyntax', { detail });
  }
  return { subject: mergeTemplate(text(template.subject), values), body: mergeTemplate(text(template.body), values) };
}

/**
 * act/letters.merge/{responseId} { template } → { subject, body }: the template merged with the
 * response, for the proposer to edit. act/letters.propose/{responseId} { template, subject?, body? }:
 * the letter (edited text, else the merge) becomes a PDF stored on the response and a PROPOSED
 * Letter, and the response's open RWF_LETTER_PROPOSE step completes with the text as its draft.
 */
export function registerProposeOperations(context: ServerPluginContext): void {
  context.operations.register('act/letters.merge', (ctx, body) => {
    const actor = requireActor(ctx);
    const found = responseContext(context, actor, idParam(ctx.params));
    return merged(context, actor, found, templateFor(context, actor, found, optionalText(body, 'template')));
  });

  context.operations.register('act/letters.propose', (ctx, body) => {
    const actor = requireActor(ctx);
    const responseId = idParam(ctx.params);
    const found = responseContext(context, actor, responseId);
    if (!context.items.can(actor, responseId, 'update')) throw notAllowed(`may not work on ${responseId}`);
    if (!openStep(found.response, 'RWF_LETTER_PROPOSE')) throw new LettersRefusal('noProposeStep');
    const template = templateFor(context, actor, found, optionalText(body, 'template'));
    const start = merged(context, actor, found, template);
    const subject = (optionalText(body, 'subject') ?? start.subject).trim();
    const letterBody = optionalText(body, 'body') ?? start.body;
    if (subject === '' || letterBody.trim() === '') throw new LettersRefusal('emptyLetter');
    const step = openStep(found.response, 'RWF_LETTER_PROPOSE');
    if (!step) throw new LettersRefusal('noProposeStep');
    return context.items.transaction(() => {
      // One transaction: a workflow refusal leaves neither the PDF's items nor the letter behind.
      const pdf = letterPdfOf(context, actor, found, subject, letterBody);
      const writer = { userId: actor.userId, admin: actor.admin };
      const letter = context.items.create(
        'Letter',
        { response: responseId, consultation: found.consultation?.$id, owner: found.response.community, kind: 'LETTER', template: template.$id, state: 'PROPOSED', subject, body: letterBody, proposedBy: actor.userId, pdf: pdf.$id },
        writer,
      );
      completeStep(context, actor, responseId, step, { draft: letterBody });
      context.events.emit({ kind: 'LTR_PROPOSED', context: responseId, params: { subject } }, writer);
      return letter;
    });
  });
}

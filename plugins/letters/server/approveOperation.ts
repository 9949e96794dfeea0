import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, type Actor } from '../../../engine/protocol/operations';
import { completeStep, openStep } from './letterSteps';
import { idParam, optionalText } from './letterInput';
import { requireActor } from './proposeOperation';
import { LettersRefusal } from './refusal';
import { text } from './responseContext';

/** The letter the actor reads, with its response (stored). */
export function letterFor(context: ServerPluginContext, actor: Actor, letterId: string): { letter: ItemJson; response: ItemJson } {
  const letter = context.items.read(actor, letterId);
  const response = letter?._t === 'Letter' ? context.items.get(text(letter.response)) : undefined;
  if (!letter || !response) throw notAllowed(`${letterId} is not a readable letter`);
  return { letter, response };
}

/**
 * Who may approve (business rule of this module, plugins/letters/README.md): an administrator of
 * the responding organization, or a platform administrator; never the user who proposed it.
 */
export function checkApprover(actor: Actor, letter: ItemJson): void {
  if (letter.proposedBy === actor.userId) throw new LettersRefusal('selfApproval', {}, 403);
  if (!actor.admin && !actor.adminOrgs.includes(text(letter.owner))) throw new LettersRefusal('notApprover', {}, 403);
}

/**
 * act/letters.approve/{letterId} { note? }: a PROPOSED letter becomes APPROVED by the actor, and the
 * response's open RWF_LETTER_APPROVE step completes with approved = true and the note.
 */
export function registerApproveOperation(context: ServerPluginContext): void {
  context.operations.register('act/letters.approve', (ctx, body) => {
    const actor = requireActor(ctx);
    const { letter, response } = letterFor(context, actor, idParam(ctx.params));
    if (letter.state !== 'PROPOSED') throw new LettersRefusal('notProposed');
    checkApprover(actor, letter);
    const step = openStep(response, 'RWF_LETTER_APPROVE');
    if (!step) throw new LettersRefusal('noApproveStep');
    const note = optionalText(body, 'note')?.trim() ?? '';
    const writer = { userId: actor.userId, admin: actor.admin };
    return context.items.transaction(() => {
      const approved = context.items.update(letter.$id, { state: 'APPROVED', approvedBy: actor.userId, ...(note === '' ? {} : { approvalNote: note }) }, letter._u, writer);
      completeStep(context, actor, response.$id, step, note === '' ? { approved: true } : { approved: true, note });
      context.events.emit({ kind: 'LTR_APPROVED', context: response.$id, params: { subject: text(letter.subject) } }, writer);
      return approved;
    });
  });
}

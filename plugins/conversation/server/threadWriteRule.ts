import type { WriteRule } from '../../../engine/plugin/writeRule';
import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, ValidationFailedError } from '../../../engine/protocol/operations';
import { checkAttachments } from './attachmentRule';
import type { PurposeCatalog } from './purposes';
import { mayDeleteThread, stringsOf, takesPart } from './threadAccess';

/** What the rule needs beyond the write: the registered purposes and the writer's own Contact. */
export interface ThreadRuleDeps {
  purposes(): PurposeCatalog;
  contactOf(userId: string): string | undefined;
}

/**
 * Who writes threads, in place of the generic rule (the generic rule leaves participants out):
 * - create: signed-in holders of the Org capability; a thread kept by an organization only by its
 *   administrators (as the platform's owner hand-over rule asks);
 * - update: whoever takes part (creator, owner organization's administrators, participants,
 *   assignee); moving it to another organization needs that organization's administrators;
 * - delete: the creator and the owner organization's administrators.
 * Administrators always may. Every create and update also checks the purpose and its file rule.
 */
export function threadWriteRule(deps: ThreadRuleDeps): WriteRule {
  return {
    mode: 'replace',
    check({ op, actor, current, next }) {
      if (op === 'delete') {
        if (current === undefined || !mayDeleteThread(actor, current)) throw notAllowed('may not delete this thread');
        return;
      }
      if (next === undefined) return;
      if (op === 'create' && !actor.admin && actor.capabilities.Org !== true) throw notAllowed('needs the Org capability');
      if (op === 'update' && (current === undefined || !takesPart(actor, deps.contactOf(actor.userId), current as ItemJson))) {
        throw notAllowed('only participants write in a thread');
      }
      const owner = typeof next.owner === 'string' ? next.owner : undefined;
      const ownerChanged = owner !== undefined && owner !== current?.owner;
      if (ownerChanged && !actor.admin && !actor.adminOrgs.includes(owner)) {
        throw new ValidationFailedError([{ path: '/owner', messageId: 'conversation.errors.ownerNotAdministered', values: {} }]);
      }
      const purposeKey = typeof next.purpose === 'string' ? next.purpose : undefined;
      const purpose = purposeKey === undefined ? undefined : deps.purposes().purposes.get(purposeKey);
      if (purposeKey !== undefined && purpose === undefined && purposeKey !== current?.purpose) {
        throw new ValidationFailedError([{ path: '/purpose', messageId: 'conversation.errors.unknownPurpose', values: {} }]);
      }
      checkAttachments(purpose, stringsOf(next.attachments), actor.admin, true);
    },
  };
}

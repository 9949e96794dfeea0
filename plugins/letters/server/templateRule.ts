import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { notAllowed } from '../../../engine/protocol/operations';

/**
 * Letter templates follow RLT_LETTERS' binding (business spec §6: update on ConsultResponse, for
 * the owner organization): who may write an organization's responses — its administrators, and
 * platform administrators — writes its templates. Members read them (the owner field gives access).
 */
export function registerTemplateRule(context: ServerPluginContext): void {
  context.writeRules.register('LetterTemplate', {
    mode: 'add',
    check: ({ actor, current, next }) => {
      if (actor.admin) return;
      for (const owner of [current?.owner, next?.owner]) {
        if (owner !== undefined && (typeof owner !== 'string' || !actor.adminOrgs.includes(owner))) throw notAllowed('letter templates are written by the organization’s administrators');
      }
    },
  });
}

import type { StepOutcome, StepTransition } from '../../../../engine/plugin/stepBehaviour';
import { text, texts } from '../lookup';

/**
 * RWF_ASSIGN, when completed: the chosen contact joins the response's internal contacts (they read
 * it, and RWF_MINE finds it for them) and takes every later step nobody is assigned yet.
 */
export function assignBehaviour(transition: StepTransition): StepOutcome | void {
  if (transition.item._t !== 'ConsultResponse' || transition.to !== 'COMPLETE') return;
  const assignee = text(transition.step.properties?.assignee);
  if (!assignee) return;
  const internal = texts(transition.item.internalContacts);
  return { fields: internal.includes(assignee) ? {} : { internalContacts: [...internal, assignee] }, assignUnassigned: assignee };
}

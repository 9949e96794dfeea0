import type { StepOutcome, StepTransition } from '../../../../engine/plugin/stepBehaviour';
import { text } from '../lookup';

/** RWF_OUTCOME, when completed: the response's outcome (RWF_OUTCOMES, checked by the step's schema) is the step's. */
export function outcomeBehaviour(transition: StepTransition): StepOutcome | void {
  if (transition.item._t !== 'ConsultResponse' || transition.to !== 'COMPLETE') return;
  const outcome = text(transition.step.properties?.outcome);
  return outcome ? { fields: { outcome } } : undefined;
}

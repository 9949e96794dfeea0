import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import { assignBehaviour } from './assignStep';
import { meetingBehaviour } from './meetingStep';
import { outcomeBehaviour } from './outcomeStep';
import { spatialBehaviour } from './spatialStep';
import { threadBehaviour } from './threadStep';

/**
 * What the response step kinds do on the server beyond the engine's defaults (README: step
 * behaviours). RWF_SIMPLE and RWF_RESEARCH need nothing more than their declaration: the engine
 * stamps them when they become ACTIVE, and RWF_SIMPLE may be added ad hoc.
 */
export function registerResponseStepBehaviours(context: ServerPluginContext): void {
  context.steps.on('RWF_ASSIGN', assignBehaviour);
  context.steps.on('RWF_OUTCOME', outcomeBehaviour);
  context.steps.on('RWF_SPATIAL', (transition) => spatialBehaviour(context.items, transition));
  context.steps.on('RWF_THREAD', (transition) => threadBehaviour(context.items, transition));
  context.steps.on('RWF_MEETING', (transition) => meetingBehaviour(context.items, transition));
}

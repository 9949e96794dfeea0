import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { StepOutcome, StepTransition } from '../../../../engine/plugin/stepBehaviour';
import { itemsNaming, texts } from '../lookup';
import { ConsultRefusal } from '../refusal';
import { responseStep } from './responseOf';

const FEATURE = 'ConsultProjectFeature';

/**
 * RWF_SPATIAL: when it becomes ACTIVE it links the project features drawn for the consultation so
 * far (the reviewer adds features drawn later); when completed, every linked feature must belong
 * to the consultation's project.
 */
export function spatialBehaviour(items: PluginItems, transition: StepTransition): StepOutcome | void {
  const found = responseStep(items, transition);
  if (!found) return;
  const linked = texts(transition.step.properties?.features);
  if (transition.to === 'ACTIVE' && linked.length === 0) {
    const features = itemsNaming(items, FEATURE, 'consultation', found.consultation.$id).map((feature) => feature.$id);
    return features.length > 0 ? { properties: { features } } : undefined;
  }
  if (transition.to !== 'COMPLETE') return;
  for (const id of linked) {
    const feature = items.get(id);
    if (feature?._t !== FEATURE || feature.consultation !== found.consultation.$id) throw new ConsultRefusal('featureNotOfConsultation', { feature: id });
  }
}

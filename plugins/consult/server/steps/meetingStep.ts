import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { StepOutcome, StepTransition } from '../../../../engine/plugin/stepBehaviour';
import { text, texts } from '../lookup';
import { ConsultRefusal } from '../refusal';
import { responseStep, writerOf } from './responseOf';

/**
 * RWF_MEETING schedules a Meeting with the proponent: when the step names no meeting yet, its
 * summary, date and type (and times) become a Meeting kept by the responding organization, about
 * the consultation, with the proponent's organization and primary contacts — as soon as they are
 * given (ACTIVE), at the latest when the step is completed, which refuses without them.
 */
export function meetingBehaviour(items: PluginItems, transition: StepTransition): StepOutcome | void {
  const found = responseStep(items, transition);
  if (!found || (transition.to !== 'ACTIVE' && transition.to !== 'COMPLETE')) return;
  const properties = transition.step.properties ?? {};
  if (text(properties.meeting)) return;
  const summary = text(properties.summary);
  const date = text(properties.date);
  const meetingType = text(properties.meetingType);
  if (!summary || !date || !meetingType) {
    if (transition.to === 'COMPLETE') throw new ConsultRefusal('meetingDetails');
    return;
  }
  const proponent = text(found.consultation.primaryOrg);
  const meeting = items.create(
    'Meeting',
    {
      owner: text(found.response.community),
      summary,
      date,
      meetingTypes: [meetingType],
      context: found.consultation.$id,
      ...(text(properties.start) ? { start: properties.start } : {}),
      ...(text(properties.end) ? { end: properties.end } : {}),
      ...(proponent ? { otherOrgs: [proponent] } : {}),
      ...(texts(found.consultation.primaryContacts).length > 0 ? { otherContacts: texts(found.consultation.primaryContacts) } : {}),
    },
    writerOf(transition),
  );
  return { properties: { meeting: meeting.$id } };
}

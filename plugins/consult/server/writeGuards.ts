import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { GuardedWrite } from '../../../engine/plugin/writeRule';
import type { ItemFields } from '../../../engine/protocol/item';
import { mayMoveResponse, SUBMITTER_EDITABLE_STATES } from '../consultStates';
import { RESPONSE_COPIES } from './copies';
import { SHORTCUT_FIELDS } from './shortcutFields';
import { ConsultRefusal, stateMessage } from './refusal';
import { text } from './lookup';

/** Consultation fields only the consultation actions write (move, distribute). */
const MANAGED_CONSULTATION_FIELDS = ['state', 'submitted', 'distributed', 'distributedTo', 'incompleteThread'] as const;

function changed(write: GuardedWrite, field: string): boolean {
  const before = write.current?.[field] ?? null;
  const after = write.next?.[field] ?? null;
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** Consultation: generic writes never move its state; a submitter edits only drafts and incomplete ones. */
function guardConsultation(write: GuardedWrite): void {
  if (write.op === 'delete') {
    if (!write.actor.admin && !(SUBMITTER_EDITABLE_STATES as readonly unknown[]).includes(write.current?.state)) throw new ConsultRefusal('notEditable', {}, 403);
    return;
  }
  if (write.op === 'create') {
    if (write.actor.admin) return;
    const next: ItemFields = write.next ?? {};
    if ((next.state ?? 'DRAFT') !== 'DRAFT' || MANAGED_CONSULTATION_FIELDS.some((field) => field !== 'state' && next[field] !== undefined)) throw new ConsultRefusal('stateManaged');
    return;
  }
  if (MANAGED_CONSULTATION_FIELDS.some((field) => changed(write, field))) throw new ConsultRefusal('stateManaged');
  if (!write.actor.admin && !(SUBMITTER_EDITABLE_STATES as readonly unknown[]).includes(write.current?.state)) throw new ConsultRefusal('notEditable', {}, 403);
}

/** ConsultResponse: its consultation, community and copies are the server's; its state moves as the table says. */
function guardResponse(write: GuardedWrite): void {
  if (write.op !== 'update') return;
  if (['consultation', 'community', ...Object.keys(RESPONSE_COPIES), ...SHORTCUT_FIELDS].some((field) => changed(write, field))) throw new ConsultRefusal('responseFieldsManaged');
  const from = String(write.current?.state ?? 'DRAFT');
  const to = String(write.next?.state ?? from);
  if (!mayMoveResponse(from, to, write.actor.admin)) throw new ConsultRefusal('responseStateNotAllowed', { from: stateMessage(from), to: stateMessage(to) });
}

/**
 * Registers the rules generic writes (create/update/delete from clients) pass besides the types'
 * declared write rules. The consultation actions write through the plugin store and skip them.
 */
export function registerWriteGuards(context: ServerPluginContext): void {
  const { items } = context;
  context.hooks.beforeWrite('Consultation', guardConsultation);
  context.hooks.beforeWrite('ConsultResponse', guardResponse);
  // A section or concern belongs to the response's community: its members read it.
  for (const type of ['ConsultResponseSection', 'ConsultResponseConcern']) {
    context.hooks.beforeWrite(type, (write) => {
      if (write.op === 'delete') return;
      const response = items.get(text(write.next?.response) ?? '');
      if (response?._t !== 'ConsultResponse' || response.community !== write.next?.community) throw new ConsultRefusal('communityMismatch');
    });
  }
  context.hooks.beforeWrite('ConsultProjectFeature', (write) => {
    if (write.op === 'delete') return;
    const consultation = items.get(text(write.next?.consultation) ?? '');
    if (consultation?._t !== 'Consultation' || consultation.primaryOrg !== write.next?.primaryOrg) throw new ConsultRefusal('proponentMismatch');
  });
  // Problems are reported by those who see the consultation.
  context.hooks.beforeWrite('DiagnosticsUpload', (write) => {
    if (write.op !== 'create') return;
    const consultation = text(write.next?.consultation) ?? '';
    if (!items.can(write.actor, consultation, 'read')) throw new ConsultRefusal('consultationNotReadable', {}, 403);
  });
}

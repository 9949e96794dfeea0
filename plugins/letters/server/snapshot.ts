import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemChange, ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { WorkflowInstance } from '../../../engine/workflow';
import { logSent, mailPdf, recipientsOf } from './delivery';
import { pdfFileName, responseRelation } from './letterPdf';
import { renderSnapshotPdf } from './pdf';
import { responseContext, text, type ResponseContext } from './responseContext';
import { letterText, longDate, lovLabel } from './texts';

/** The platform itself takes the snapshot (the step moved on by the workflow's own rule). */
const PLATFORM: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

const OPEN = new Set(['BLANK', 'PENDING']);
const TAKEN = new Set(['ACTIVE', 'COMPLETE']);

function stepsOf(item: ItemJson | undefined): WorkflowInstance['steps'] {
  const value: unknown = item?._wf;
  return typeof value === 'object' && value !== null && 'steps' in value && Array.isArray(value.steps) ? (value as WorkflowInstance).steps : [];
}

/**
 * The engine's effect WKF_SNAPSHOT_REQUESTED, seen from the stored result: an RWF_SNAPSHOT step
 * that was open before this write and became ACTIVE (sendOnActive) or COMPLETE (it moves on from
 * PENDING at once). A forced step state landing there looks the same in the stored item, and sends one too.
 */
export function snapshotRequested(change: ItemChange): boolean {
  if (change.op !== 'update') return false;
  const before = new Map(stepsOf(change.previous).map((step) => [step.id, step.state]));
  return stepsOf(change.item).some((step) => step.kind === 'RWF_SNAPSHOT' && TAKEN.has(step.state) && OPEN.has(before.get(step.id) ?? 'BLANK'));
}

function itemsOf(context: ServerPluginContext, type: string, responseId: string, sortField: string): ItemJson[] {
  const reply = context.items.search(PLATFORM, { must: [{ kind: 'type', value: type }, { prop: 'response', kind: 'eq', value: responseId }], sort: [{ key: sortField, order: 'asc' }], max: 500 });
  return reply.ids.flatMap((id) => context.items.get(id) ?? []);
}

function snapshotPdf(context: ServerPluginContext, found: ResponseContext): Uint8Array {
  const registry = context.registry();
  const { response } = found;
  const label = (field: string): string => letterText(registry, `types.ConsultResponse.fields.${field}`);
  const sections = itemsOf(context, 'ConsultResponseSection', response.$id, '_c.ts');
  const concerns = itemsOf(context, 'ConsultResponseConcern', response.$id, '_c.ts');
  return renderSnapshotPdf({
    createdAt: new Date(),
    from: text(found.community?.displayName),
    date: longDate(new Date().toISOString()),
    title: letterText(registry, 'letters.snapshot.subject', { consultation: text(found.consultation?.projectName) }),
    fields: [
      [label('state'), lovLabel(registry, 'CNS_RESPONSE_STATES', response.state)],
      [label('priority'), lovLabel(registry, 'CNS_PRIORITIES', response.priority)],
      [label('outcome'), lovLabel(registry, 'RWF_OUTCOMES', response.outcome)],
      [label('anticipatedResponse'), longDate(response.anticipatedResponse)],
    ],
    blocks: [
      { heading: letterText(registry, 'letters.pdf.sections'), entries: sections.map((section) => ({ title: text(section.title), text: text(section.body) })) },
      { heading: letterText(registry, 'letters.pdf.concerns'), entries: concerns.map((concern) => ({ title: text(concern.subject), text: text(concern.details) })) },
    ],
  });
}

/**
 * Takes the response snapshot and sends it to the proponent: PDF stored on the response, mailed to
 * the proponent contacts, a SENT Letter of kind SNAPSHOT, a CommLog and the LTR_SNAPSHOT_SENT event.
 * Runs after the workflow write committed; a failure is logged (the step has moved on already).
 */
export function sendSnapshot(context: ServerPluginContext, responseId: string, by: string): void {
  const found = responseContext(context, null, responseId);
  const registry = context.registry();
  const recipients = recipientsOf(found);
  const subject = letterText(registry, 'letters.snapshot.subject', { consultation: text(found.consultation?.projectName) });
  const mailText = letterText(registry, 'letters.snapshot.text', { community: text(found.community?.displayName), consultation: text(found.consultation?.projectName) });
  const bytes = snapshotPdf(context, found);
  const pdf = context.files.store(PLATFORM, { fileName: pdfFileName(subject), contentType: 'application/pdf', bytes }, responseRelation(found.response));
  const writer = { userId: by, admin: false };
  context.items.transaction(() => {
    mailPdf(context, recipients, subject, mailText, pdf.$id);
    const log = logSent(context, { ...PLATFORM, userId: by, admin: false }, found, subject, mailText);
    context.items.create(
      'Letter',
      { response: responseId, consultation: found.consultation?.$id, owner: found.response.community, kind: 'SNAPSHOT', state: 'SENT', subject, body: mailText, sentOn: new Date().toISOString(), recipients: recipients.map((contact) => contact.$id), pdf: pdf.$id, commLog: log.$id },
      writer,
    );
    context.events.emit({ kind: 'LTR_SNAPSHOT_SENT', context: responseId }, writer);
  });
}

/** Watches response writes for snapshot steps taken. */
export function registerSnapshots(context: ServerPluginContext): void {
  context.hooks.afterWrite('ConsultResponse', (change) => {
    if (!snapshotRequested(change)) return;
    try {
      sendSnapshot(context, change.item.$id, change.by);
    } catch (error) {
      context.log.error('response snapshot failed', { response: change.item.$id, error: String(error) });
    }
  });
}

import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { StepTransition } from '../../../engine/plugin/stepBehaviour';
import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { logSent, mailPdf, recipientsOf } from './delivery';
import { pdfFileName, responseRelation } from './letterPdf';
import { renderSnapshotPdf } from './pdf';
import { responseContext, text, type ResponseContext } from './responseContext';
import { letterText, longDate, lovLabel } from './texts';

/** The platform itself takes the snapshot (the step moved on by the workflow's own rule). */
const PLATFORM: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

/** A snapshot step is taken when it leaves an open state for ACTIVE, or COMPLETE at once (advanceFromPendingToActive). */
const OPEN = new Set<string>(['BLANK', 'PENDING']);
const TAKEN = new Set<string>(['ACTIVE', 'COMPLETE']);

/** The step's transition takes the snapshot (the engine's effect WKF_SNAPSHOT_REQUESTED); its move on to COMPLETE from ACTIVE does not again. */
export function snapshotTaken(transition: Pick<StepTransition, 'from' | 'to'>): boolean {
  return OPEN.has(transition.from) && TAKEN.has(transition.to);
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
 * Runs inside the step move's transaction: a refusal (no proponent contact with an e-mail) undoes the move.
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

/**
 * The RWF_SNAPSHOT step's behaviour (the workflow's step hook, engine/plugin/stepBehaviour.ts): only
 * ordinary transitions run it, so an administrator forcing a step state sends nothing.
 */
export function registerSnapshots(context: ServerPluginContext): void {
  context.steps.on('RWF_SNAPSHOT', (transition) => {
    if (snapshotTaken(transition)) sendSnapshot(context, transition.item.$id, transition.actor.userId);
  });
}

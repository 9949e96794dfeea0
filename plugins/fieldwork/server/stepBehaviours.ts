import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { StepOutcome, StepTransition } from '../../../engine/plugin/stepBehaviour';
import type { ItemJson } from '../../../engine/protocol/item';
import { noticeExternalParty } from './externalNotice';
import { createJob } from './jobs';
import { CONSULTATION_TYPE, FIELDWORK_TYPE, FieldworkRefusal, text, texts } from './lookup';

const writerOf = (transition: StepTransition) => ({ userId: transition.actor.userId, admin: transition.actor.admin });

/** Only the fieldwork job's own steps, and only when they are done: that is what the external party hears of. */
function completedOnJob(transition: StepTransition): boolean {
  return transition.item._t === FIELDWORK_TYPE && transition.to === 'COMPLETE';
}

/** A file the step names: an Attachment the actor reads, or a refusal at that property. */
function readableFile(context: ServerPluginContext, transition: StepTransition, property: string): ItemJson {
  const id = text(transition.step.properties?.[property]);
  const file = id ? context.items.read(transition.actor, id) : undefined;
  if (file?._t !== 'Attachment') throw new FieldworkRefusal('unknownFile', `${String(id)} is not a file ${transition.actor.userId} reads`);
  return file;
}

/** The external party reads the files sent to them (the job's readers may already). */
function shareWithExternalParty(context: ServerPluginContext, job: ItemJson, fileId: string): void {
  const principals = [text(job.externalNotify), text(job.externalParty)].filter((id): id is string => id !== undefined);
  context.items.shareRead?.(fileId, principals);
}

function confirm(context: ServerPluginContext, transition: StepTransition): StepOutcome | void {
  if (!completedOnJob(transition)) return;
  if (transition.step.properties?.confirmed !== true) throw new FieldworkRefusal('notConfirmed', 'GKF_CONFIRM completes only when confirmed');
  const startDate = text(transition.step.properties.startDate);
  noticeExternalParty(context, transition.item, 'GKF_CONFIRMED', { start: startDate ?? '' }, writerOf(transition));
  return startDate ? { fields: { startDate } } : undefined;
}

function workItems(context: ServerPluginContext, transition: StepTransition): StepOutcome | void {
  if (!completedOnJob(transition)) return;
  const ids = texts(transition.step.properties?.workItems);
  for (const id of ids) {
    if (context.items.read(transition.actor, id)?._t !== 'GeoKeeperWorkItem') throw new FieldworkRefusal('unknownWorkItem', `${id} is not a work item ${transition.actor.userId} reads`);
  }
  noticeExternalParty(context, transition.item, 'GKF_WORK_ITEMS_ASSIGNED', { count: String(ids.length) }, writerOf(transition));
  return { fields: { workItems: ids } };
}

function report(context: ServerPluginContext, transition: StepTransition): StepOutcome | void {
  if (!completedOnJob(transition)) return;
  const file = readableFile(context, transition, 'report');
  shareWithExternalParty(context, transition.item, file.$id);
  noticeExternalParty(context, transition.item, 'GKF_REPORTED', { file: String(file.originalName ?? file.$id) }, writerOf(transition));
  return { fields: { report: file.$id } };
}

function invoice(context: ServerPluginContext, transition: StepTransition): StepOutcome | void {
  if (!completedOnJob(transition)) return;
  const file = readableFile(context, transition, 'invoice');
  const amount = Number(transition.step.properties?.amount);
  shareWithExternalParty(context, transition.item, file.$id);
  noticeExternalParty(context, transition.item, 'GKF_INVOICED', { amount: amount.toFixed(2), number: text(transition.step.properties?.invoiceNumber) ?? '' }, writerOf(transition));
  return { fields: { invoice: file.$id, invoiceAmount: amount } };
}

/**
 * RWF_FIELDWORK on a consultation response: when it becomes ACTIVE without a job, it orders one
 * for the response's consultation, done by the responding organization (README: the response step).
 */
function orderFromResponse(context: ServerPluginContext, transition: StepTransition): StepOutcome | void {
  if (transition.to !== 'ACTIVE' || text(transition.step.properties?.fieldwork)) return;
  const consultation = context.items.get(text(transition.item.consultation) ?? '');
  const ownedBy = text(transition.item.community);
  if (consultation?._t !== CONSULTATION_TYPE || !ownedBy) return;
  const job = createJob(context, { consultation, ownedBy }, transition.actor);
  return { properties: { fieldwork: job.$id } };
}

export function registerStepBehaviours(context: ServerPluginContext): void {
  context.steps.on('GKF_CONFIRM', (transition) => confirm(context, transition));
  context.steps.on('GKF_WORK_ITEMS', (transition) => workItems(context, transition));
  context.steps.on('GKF_REPORT', (transition) => report(context, transition));
  context.steps.on('GKF_INVOICE', (transition) => invoice(context, transition));
  context.steps.on('RWF_FIELDWORK', (transition) => orderFromResponse(context, transition));
}

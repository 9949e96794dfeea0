import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { notAllowed, type Actor } from '../../../engine/protocol/operations';
import type { MergeValues } from '../mergeFields';
import { longDate, lovLabel } from './texts';

/** Everything a letter about one response draws on, read once per operation. */
export interface ResponseContext {
  response: ItemJson;
  consultation: ItemJson | undefined;
  community: ItemJson | undefined;
  proponent: ItemJson | undefined;
  /** The consultation's primary contacts (the proponent's people), as stored. */
  proponentContacts: ItemJson[];
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const idList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

export function contactName(contact: ItemJson): string {
  return [contact.firstName, contact.middleName, contact.lastName].map(text).filter((part) => part !== '').join(' ');
}

/**
 * The response the actor reads, with its consultation, organizations and proponent contacts read
 * unchecked: a letter is written for the proponent whatever the responder may browse of it.
 */
export function responseContext(context: ServerPluginContext, actor: Actor | null, responseId: string): ResponseContext {
  const response = actor === null ? context.items.get(responseId) : context.items.read(actor, responseId);
  if (!response || response._t !== 'ConsultResponse') throw notAllowed(`${responseId} is not a readable response`);
  const get = (id: string): ItemJson | undefined => (id === '' ? undefined : context.items.get(id));
  const consultation = get(text(response.consultation));
  const proponentContacts = idList(consultation?.primaryContacts).flatMap((id) => {
    const contact = get(id);
    return contact ? [contact] : [];
  });
  return { response, consultation, community: get(text(response.community)), proponent: get(text(consultation?.primaryOrg)), proponentContacts };
}

/** The merge fields' values for this response, as the signed-in user writes today. */
export function mergeValuesOf(context: ServerPluginContext, found: ResponseContext, userName: string, now: Date): MergeValues {
  const registry = context.registry();
  const { response, consultation } = found;
  return {
    'consultation.title': text(consultation?.projectName),
    'consultation.region': lovLabel(registry, 'CNS_REGIONS', consultation?.region),
    'consultation.requestedResponseDate': longDate(consultation?.requestedResponseDate),
    'consultation.description': text(consultation?.projectDescription),
    'proponent.name': text(found.proponent?.displayName),
    'proponent.contacts': found.proponentContacts.map(contactName).join(', '),
    'community.name': text(found.community?.displayName),
    'response.priority': lovLabel(registry, 'CNS_PRIORITIES', response.priority),
    'response.outcome': lovLabel(registry, 'RWF_OUTCOMES', response.outcome),
    'response.anticipatedResponse': longDate(response.anticipatedResponse),
    'user.name': userName,
    today: longDate(now.toISOString()),
  };
}

/** The signed-in user's name as letters sign it. */
export function userNameOf(context: ServerPluginContext, actor: Actor): string {
  return text(context.items.get(actor.userId)?.name);
}

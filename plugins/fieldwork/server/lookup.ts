import type { Actor } from '../../../engine/protocol/operations';
import { OperationError } from '../../../engine/protocol/operations';

/** Reads what the rules need whoever asked: what is decided on is never shown to the asker. */
export const LOOKUP_ACTOR: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

export const FIELDWORK_TYPE = 'GeoKeeperFieldwork';
export const CONSULTATION_TYPE = 'Consultation';

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '') : [];
}

/** A refusal users read: its key is a fieldwork.errors.* message (messages/*.json). */
export class FieldworkRefusal extends OperationError {
  constructor(key: string, detail: string) {
    super(`fieldwork.errors.${key}`, detail, 400);
  }
}

/** Whether the actor belongs to the organization (member or administrator). */
export function isMemberOf(actor: Actor, organization: string | undefined): boolean {
  return organization !== undefined && (actor.readOrgs.includes(organization) || actor.adminOrgs.includes(organization));
}

import type { FieldError } from '../validation/fieldErrors';
import type { Registry } from '../registry/registry';

/**
 * The operation contract every handler is written against, whether it lives in the server or in a
 * plugin's server entry: who asks (Actor), over what (Connection), and how a refusal is answered.
 */

/** What a failed operation answers: b = { userMessage, sysMessage } with erred: true. */
export class OperationError extends Error {
  constructor(
    readonly userMessage: string,
    readonly sysMessage: string = userMessage,
    /** HTTP status used when the envelope travelled over POST /api/item. */
    readonly status: number = 400,
  ) {
    super(sysMessage);
  }
}

/**
 * Refusal of a write whose fields break the type's schema. errors holds every field problem; the
 * sysMessage lists them as "path: messageId" for dispatchers that reply userMessage/sysMessage only.
 */
export class ValidationFailedError extends OperationError {
  constructor(readonly errors: FieldError[]) {
    super('validationFailed', errors.map((e) => `${e.path || '/'}: ${e.messageId}`).join('; '), 400);
    this.name = 'ValidationFailedError';
  }

  /** Copied into the error reply by the dispatcher, so forms can show each message at its field. */
  get details(): { errors: FieldError[] } {
    return { errors: this.errors };
  }
}

export function notAllowed(sysMessage = 'notAllowed'): OperationError {
  return new OperationError('notAllowed', sysMessage, 403);
}

export function badRequest(sysMessage: string): OperationError {
  return new OperationError('parseRequestFailed', sysMessage, 400);
}

/** The signed-in user as the server sees it for one connection or request. */
export interface Actor {
  /** "User-{index}" of the real signed-in user. */
  userId: string;
  admin: boolean;
  capabilities: Record<string, boolean>;
  /** Ids of the organizations the user is a member of (through its contact), and the subset they administer. */
  readOrgs: string[];
  adminOrgs: string[];
  /** When masquerading: the administrator's own user id. userId is then the target's. */
  masqueradingAs?: string;
}

/** A live socket (or an HTTP request, which cannot receive pushes later). */
export interface Connection {
  readonly id: string;
  readonly actor: Actor | null;
  /** False for HTTP requests: pushes are dropped. */
  readonly canPush: boolean;
  push(o: string, b: unknown): void;
}

export interface OperationContext {
  actor: Actor | null;
  connection: Connection;
  /** Remaining path segments after the matched operation prefix, e.g. read/{id} gives [id]. */
  params: string[];
  registry(): Registry;
  /** Set when the operation runs as a background task (act/{action}/async): aborted when it is cancelled. */
  signal?: AbortSignal;
}

export type OperationHandler = (ctx: OperationContext, body: unknown) => Promise<unknown> | unknown;

/**
 * A handler may return this to answer under another operation name than the request's
 * (act/isAllowed answers "allowed", act/rolesAvailable answers "rolesAvailable"). A reply whose o
 * starts with "lrg/" is always delivered over HTTP (GET /ws-lrg/{key}).
 */
export class OperationReply {
  constructor(
    readonly o: string,
    readonly b: unknown,
  ) {}
}

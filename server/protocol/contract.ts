import type { AsyncActionRunner } from './asyncActions';
import type { Registry } from '../../engine/registry/registry';

/** The socket/HTTP message envelope of platform spec section 3 ("Message envelope"). */
export type { Envelope } from '../../engine/protocol/envelope';

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
 * Operations are registered by prefix: "read" handles "read/{id}", "act" handles
 * "act/{action}[/...]". A handler returns the reply body; the dispatcher wraps it in an envelope
 * with the request's o and s, or with erred: true on OperationError.
 */
export interface OperationRegistry {
  register(prefix: string, handler: OperationHandler, options?: { anonymous?: boolean }): void;
  /** Makes every act/{action} reachable as act/{action}/async[/{arg}] and act/{action}/asyncCancel/{taskKey}. */
  setAsyncRunner(runner: AsyncActionRunner): void;
}

/**
 * A handler may return this to answer under another operation name than the request's
 * (act/isAllowed answers "allowed", act/rolesAvailable answers "rolesAvailable"). A reply whose o
 * starts with "lrg/" is always delivered over HTTP (GET /ws-lrg/{key}); see server/protocol/README.md.
 */
export class OperationReply {
  constructor(
    readonly o: string,
    readonly b: unknown,
  ) {}
}

/**
 * How every part of the client talks to the server. Implemented by app/net/api.ts (socket with HTTP
 * fallback, platform spec §7/§9); views and data hooks import `api` from there and rely only on this.
 */
export interface ServerError {
  userMessage: string;
  sysMessage?: string;
}

export type PushHandler = (body: unknown, o: string) => void;

export interface SendOptions {
  /** Overrides the configured wsTimeout / httpTimeout for this request. */
  timeoutMs?: number;
  /** Server answers in parts: over HTTP the client then reads GET /api/stream/{key} until done. */
  stream?: boolean;
}

export interface Api {
  /** Sends an envelope {o, b, s}; resolves with the reply body, rejects with an ApiError. */
  send<T = unknown>(o: string, b?: unknown, options?: SendOptions): Promise<T>;
  /** Subscribes to server pushes whose o equals the given name or matches the predicate. */
  onPush(match: string | ((o: string) => boolean), handler: PushHandler): () => void;
}

/** Rejection value of Api.send: the server's userMessage becomes the message id errors.{userMessage}. */
export class ApiError extends Error {
  constructor(
    readonly userMessage: string,
    readonly sysMessage?: string,
    /** Values for the ICU placeholders of errors.{userMessage}, e.g. { seconds: 60 } for wsMsgTimeout. */
    readonly values?: Readonly<Record<string, string | number>>,
    /** Further members of the server's error body (e.g. per-field errors of a failed validation). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(sysMessage ?? userMessage);
    this.name = 'ApiError';
  }
}

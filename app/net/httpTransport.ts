import { ApiError } from './apiContract';
import { asEnvelope, errorFromBody, parseEnvelopes, type Envelope } from './envelope';
import { requestHeaders, timedFetch, type FetchLike, type FetchedText } from './timedFetch';

export const ITEM_PATH = '/api/item';
export const STREAM_KEY_HEADER = 'x-vgn-stream-key';
export const STREAM_DONE_HEADER = 'x-vgn-stream-done';
export const EXPECT_STREAM_HEADER = 'X-VGN-Expect-Stream';
/** Bearer refusals of the server (server/http/bearer.ts): the session has to react to them. */
export const AUTH_REJECTIONS: readonly string[] = ['tokenExpired', 'identFailed'];

export interface HttpTransportOptions {
  fetch: FetchLike;
  token: () => string | null;
  /** httpTimeout from the configuration. */
  timeoutMs: () => number;
  /** Messages that are not the awaited reply: pushes that travelled as stream parts. */
  onMessage: (envelope: Envelope) => void;
  /** Spec §8: a network-level failure marks the network as down and counts. */
  onNetworkFailure?: () => void;
  onNetworkSuccess?: () => void;
  /** The server refused the bearer token (tokenExpired / identFailed). */
  onAuthRejected?: (error: ApiError) => void;
  /** Pause before asking again when a stream poll returned nothing. */
  emptyPollDelayMs?: number;
}

export interface HttpSendOptions {
  timeoutMs?: number;
  stream?: boolean;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The keep-alive part the server answers when no stream part arrived in time. */
function isKeepAlive(envelope: Envelope, key: string): boolean {
  return envelope.o === `stream:${key}` && typeof envelope.b === 'object' && envelope.b !== null && 'pending' in envelope.b;
}

/**
 * Envelopes over HTTP (spec §7): POST /api/item when the socket is not usable, the stream parts of
 * GET /api/stream/{key}, and the large messages of GET /ws-{o}.
 */
export class HttpTransport {
  private sequence = 0;

  constructor(private readonly options: HttpTransportOptions) {}

  /** POST /api/item; resolves with the reply body (for a stream: the body of its final part). */
  async send(o: string, b: unknown, sendOptions: HttpSendOptions = {}): Promise<unknown> {
    this.sequence += 1;
    const s = `h${this.sequence}`;
    const timeoutMs = sendOptions.timeoutMs ?? this.options.timeoutMs();
    const extra: Record<string, string> = { 'Content-Type': 'application/json' };
    if (sendOptions.stream) extra[EXPECT_STREAM_HEADER] = 'true';
    const fetched = await this.fetch(ITEM_PATH, { method: 'POST', headers: this.headers(extra), body: JSON.stringify({ o, b, s }) }, timeoutMs);
    if (fetched.text.trim() === '') throw new ApiError('emptyResponse', 'POST response data is empty.');
    const reply = this.replyOf(fetched);
    const key = fetched.response.headers.get(STREAM_KEY_HEADER);
    if (sendOptions.stream && key) return this.readStream(key, timeoutMs);
    return reply;
  }

  /**
   * Reads GET /api/stream/{key} until a response says x-vgn-stream-done: true. Earlier parts are
   * handed to onMessage as pushes; the final part is the operation's reply.
   */
  async readStream(key: string, timeoutMs: number = this.options.timeoutMs()): Promise<unknown> {
    const path = `/api/stream/${encodeURIComponent(key)}`;
    for (;;) {
      const fetched = await this.fetch(path, { method: 'GET', headers: this.headers() }, timeoutMs);
      const envelopes = fetched.text.trim() === '' ? [] : parseEnvelopes(fetched.text);
      if (!fetched.response.ok) throw this.failure(fetched, envelopes[0]);
      if (fetched.response.headers.get(STREAM_DONE_HEADER) === 'true') {
        const final = envelopes.pop();
        envelopes.forEach((e) => this.options.onMessage(e));
        if (!final) throw new ApiError('emptyResponse', 'The last stream part is empty.');
        if (final.erred) throw this.rejected(errorFromBody(final.b));
        return final.b;
      }
      const parts = envelopes.filter((e) => !isKeepAlive(e, key));
      parts.forEach((e) => this.options.onMessage(e));
      if (envelopes.length === 0) await delay(this.options.emptyPollDelayMs ?? 500);
    }
  }

  /** GET /ws-{o} for a lrg/ notice of the socket: the full envelope(s) it stands for. */
  async fetchLarge(notice: Envelope): Promise<Envelope[]> {
    const fetched = await this.fetch(`/ws-${notice.o}`, { method: 'GET', headers: this.headers() }, this.options.timeoutMs());
    const envelopes = parseEnvelopes(fetched.text);
    if (!fetched.response.ok) throw this.failure(fetched, envelopes[0]);
    if (envelopes.length === 0) throw new ApiError('emptyResponse', `GET /ws-${notice.o} returned no message.`);
    return envelopes;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return requestHeaders(this.options.token(), extra);
  }

  private async fetch(path: string, init: RequestInit, timeoutMs: number): Promise<FetchedText> {
    try {
      const fetched = await timedFetch(this.options.fetch, path, init, timeoutMs);
      this.options.onNetworkSuccess?.();
      return fetched;
    } catch (error) {
      if (error instanceof ApiError && error.userMessage === 'networkError') this.options.onNetworkFailure?.();
      throw error;
    }
  }

  /** The reply body of a POST answer, or the ApiError it carries. */
  private replyOf(fetched: FetchedText): unknown {
    let decoded: unknown;
    try {
      decoded = JSON.parse(fetched.text);
    } catch {
      throw new ApiError('generalFailure', `HTTP ${fetched.response.status}: the answer is not JSON.`);
    }
    const envelope = asEnvelope(decoded);
    if (!fetched.response.ok) throw this.failure(fetched, envelope ?? undefined, decoded);
    if (!envelope) return decoded;
    if (envelope.erred) throw this.rejected(errorFromBody(envelope.b));
    return envelope.b;
  }

  private failure(fetched: FetchedText, envelope?: Envelope, decoded?: unknown): ApiError {
    if (envelope) return this.rejected(errorFromBody(envelope.b));
    if (decoded !== undefined) return this.rejected(errorFromBody(decoded));
    return new ApiError('generalFailure', `HTTP ${fetched.response.status}`);
  }

  private rejected(error: ApiError): ApiError {
    if (AUTH_REJECTIONS.includes(error.userMessage) && this.options.token()) this.options.onAuthRejected?.(error);
    return error;
  }
}

import { sequenceOf, type Envelope } from '../../engine/protocol/envelope';
import { ApiError } from './apiContract';

/** The message envelope of platform spec §3 (schemas/envelope.schema.json). */
export type { Envelope };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Narrows decoded JSON to an envelope; anything without a string `o` is not one. */
export function asEnvelope(value: unknown): Envelope | null {
  if (!isRecord(value) || typeof value.o !== 'string') return null;
  const envelope: Envelope = { o: value.o };
  if ('b' in value) envelope.b = value.b;
  const s = sequenceOf(value.s);
  if (s !== undefined) envelope.s = s;
  if (typeof value.v === 'string') envelope.v = value.v;
  if (value.erred === true) envelope.erred = true;
  return envelope;
}

/** Decodes one socket/HTTP message text; null when it is not JSON or not an envelope. */
export function parseEnvelope(text: string): Envelope | null {
  try {
    return asEnvelope(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A response body may hold one envelope or a batch of them. */
export function parseEnvelopes(text: string): Envelope[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(decoded) ? decoded : [decoded];
  return list.map(asEnvelope).filter((e): e is Envelope => e !== null);
}

/**
 * Turns the body of an erred reply into an ApiError. Servers answer { userMessage, sysMessage },
 * older ones { errorKey, errorSys }, and some just a text (platform spec §8).
 */
export function errorFromBody(body: unknown): ApiError {
  if (body instanceof ApiError) return body;
  if (typeof body === 'string' && body.trim() !== '') return new ApiError(body);
  if (isRecord(body)) {
    const user = body.userMessage ?? body.errorKey;
    const sys = body.sysMessage ?? body.errorSys;
    if (typeof user === 'string' && user !== '') {
      const { userMessage: _u, sysMessage: _s, errorKey: _k, errorSys: _e, ...rest } = body;
      const details = Object.keys(rest).length > 0 ? rest : undefined;
      return new ApiError(user, typeof sys === 'string' ? sys : undefined, undefined, details);
    }
    if (isRecord(body.b) || typeof body.b === 'string') return errorFromBody(body.b);
  }
  return new ApiError('notCaught', 'The server answered with an error of unknown shape.');
}

/** Byte length of a message as the socket would send it (UTF-8). */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

import { sequenceOf, type Envelope } from '../../engine/protocol/envelope';
import { OperationError } from './contract';

export type ParsedEnvelope = { ok: true; envelope: Envelope } | { ok: false; reply: Envelope };

/** The reply to a request that failed: same o and s, erred, b = {userMessage, sysMessage}. */
export function errorReply(request: Pick<Envelope, 'o' | 's'>, userMessage: string, sysMessage: string): Envelope {
  const reply: Envelope = { o: request.o, erred: true, b: { userMessage, sysMessage } };
  if (request.s !== undefined) reply.s = request.s;
  return reply;
}

/** o used for replies to messages too broken to carry their own o. */
export const UNPARSED_OPERATION = 'error';

/**
 * Checks the envelope {o, b, s, v}: an object whose o is a non-empty string. Accepts raw socket text
 * or an already parsed HTTP body. The error replies keep s whenever it could be read.
 */
export function parseEnvelope(input: string | unknown): ParsedEnvelope {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'invalid JSON';
      return { ok: false, reply: errorReply({ o: UNPARSED_OPERATION }, 'parseRequestFailed', detail) };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      reply: errorReply({ o: UNPARSED_OPERATION }, 'parseRequestFailed', 'message must be an object {o, b, s}'),
    };
  }
  const record = value as Record<string, unknown>;
  const s = sequenceOf(record.s);
  if (typeof record.o !== 'string' || record.o === '') {
    return {
      ok: false,
      reply: errorReply({ o: UNPARSED_OPERATION, s }, 'parseRequestFailed', 'message has no operation "o"'),
    };
  }
  const envelope: Envelope = { o: record.o };
  if ('b' in record) envelope.b = record.b;
  if (s !== undefined) envelope.s = s;
  if (typeof record.v === 'string') envelope.v = record.v;
  return { ok: true, envelope };
}

/** Guards for handler bodies: a wrong body type answers badRequest and keeps the connection open. */
export function bodyObject(body: unknown, what = 'body'): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new OperationError('badRequest', `${what} must be an object`);
  }
  return body as Record<string, unknown>;
}

export function bodyString(body: unknown, what = 'body'): string {
  if (typeof body !== 'string') throw new OperationError('badRequest', `${what} must be a string`);
  return body;
}

export function bodyArray(body: unknown, what = 'body'): unknown[] {
  if (!Array.isArray(body)) throw new OperationError('badRequest', `${what} must be an array`);
  return body;
}

export function bodyStringArray(body: unknown, what = 'body'): string[] {
  const list = bodyArray(body, what);
  if (!list.every((entry) => typeof entry === 'string')) {
    throw new OperationError('badRequest', `${what} must be an array of strings`);
  }
  return list as string[];
}

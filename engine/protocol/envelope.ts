/**
 * The socket/HTTP message envelope, typed from schemas/envelope.schema.json (generated/protocol.ts),
 * shared by the client (app/net) and the server (server/protocol).
 */
export type { Envelope } from '../../generated/protocol';

/**
 * The sequence id s as an envelope carries it: a string, though a requester may send a number,
 * which both sides read as its decimal string. Anything else means the message has no s.
 */
export function sequenceOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

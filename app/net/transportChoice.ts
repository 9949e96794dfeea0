import { byteLength } from './envelope';

export type Transport = 'socket' | 'http';

/**
 * Spec §7/§5: messages go over the socket when it is open (and authenticated), unless they are
 * larger than wsMaxMsgSize; otherwise by POST /api/item.
 */
export function chooseTransport(socketReady: boolean, messageBytes: number, maxMessageBytes: number): Transport {
  return socketReady && messageBytes <= maxMessageBytes ? 'socket' : 'http';
}

/** Size of the envelope as it would be written to the socket (the sequence id is a few bytes). */
export function envelopeBytes(o: string, b: unknown): number {
  return byteLength(JSON.stringify({ o, b, s: '0000000000' }));
}

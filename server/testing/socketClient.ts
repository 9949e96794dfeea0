import WebSocket from 'ws';
import type { Envelope } from '../protocol/contract';

export interface TestSocket {
  ws: WebSocket;
  send(envelope: Envelope | string): void;
  /** The next received envelope matching the predicate (earlier non-matching ones stay queued). */
  next(match?: (envelope: Envelope) => boolean): Promise<Envelope>;
  /** Sends and waits for the reply with the same s. */
  request(envelope: Envelope): Promise<Envelope>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

let sequence = 0;

/** A real ws client on /ws that queues envelopes so tests can await them in order. */
export async function openSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
  const queue: Envelope[] = [];
  const waiters: { match: (envelope: Envelope) => boolean; resolve: (envelope: Envelope) => void }[] = [];
  ws.on('message', (data) => {
    const envelope = JSON.parse(String(data)) as Envelope;
    const index = waiters.findIndex((waiter) => waiter.match(envelope));
    if (index >= 0) waiters.splice(index, 1)[0]?.resolve(envelope);
    else queue.push(envelope);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (match: (envelope: Envelope) => boolean = () => true): Promise<Envelope> => {
    const index = queue.findIndex(match);
    if (index >= 0) return Promise.resolve(queue.splice(index, 1)[0] as Envelope);
    return new Promise((resolve) => waiters.push({ match, resolve }));
  };
  return {
    ws,
    send: (envelope) => ws.send(typeof envelope === 'string' ? envelope : JSON.stringify(envelope)),
    next,
    request: (envelope) => {
      const s = envelope.s ?? `t${(sequence += 1)}`;
      ws.send(JSON.stringify({ ...envelope, s }));
      return next((reply) => reply.s === s);
    },
    closed,
    close: () => ws.close(),
  };
}

/** Signs in over HTTP and returns the token of the x-vgn-token header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = response.headers.get('x-vgn-token');
  if (response.status !== 200 || token === null) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

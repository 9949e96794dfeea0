import type { WebSocketLike } from '../socketClient';

/** A scriptable stand-in for the browser WebSocket: tests open, answer and close it by hand. */
export class FakeWebSocket implements WebSocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.closedWith) throw new Error('send on a closed socket');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }

  /** The envelopes the client sent, decoded. */
  get messages(): { o: string; b?: unknown; s?: string }[] {
    return this.sent.map((text) => JSON.parse(text) as { o: string; b?: unknown; s?: string });
  }

  serverOpens(): void {
    this.onopen?.({});
  }

  serverSends(envelope: unknown): void {
    this.onmessage?.({ data: JSON.stringify(envelope) });
  }

  serverCloses(code: number, reason = ''): void {
    this.onclose?.({ code, reason });
  }
}

/** Records every socket the client creates, newest last. */
export function fakeSocketFactory(): { sockets: FakeWebSocket[]; create: (url: string) => FakeWebSocket; latest(): FakeWebSocket } {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    create: (url) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
    latest: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
  };
}

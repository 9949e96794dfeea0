import { randomUUID } from 'node:crypto';
import type { Actor, Connection } from '../protocol/contract';
import type { StreamBuffers } from '../protocol/streams';

/**
 * The Connection of one POST /api/item request. It cannot receive pushes later (canPush false), but
 * while a streamed request runs, push() adds parts to its stream (fetched by GET /api/stream/{key}).
 */
export class HttpConnection implements Connection {
  readonly id = `http-${randomUUID()}`;
  readonly canPush = false;

  constructor(
    readonly actor: Actor | null,
    private readonly stream: { buffers: StreamBuffers; key: string } | null = null,
  ) {}

  push(o: string, b: unknown): void {
    this.stream?.buffers.append(this.stream.key, { o, b }, false);
  }
}

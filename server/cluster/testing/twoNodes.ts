import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlClient } from '../../db/sqlClient';
import { openDatabase } from '../../db/openDatabase';
import { createItemServices, type ItemServices } from '../../items/itemServices';
import { testRegistry } from '../../items/testing/testKit';
import { createLogger } from '../../log';
import type { Actor } from '../../protocol/contract';
import { PushHub, type HubConnection } from '../../protocol/pushHub';
import { deliverAcrossNodes } from '../../realtime/acrossNodes';
import { InProcessAnnouncer } from '../announcer';
import { ClusterNode } from '../clusterNode';

/** A socket stand-in the real PushHub accepts: records pushes and its close. */
export class RecordingSocket implements HubConnection {
  readonly pushes: { o: string; b: unknown }[] = [];
  canPush = true;
  closedWith: { code: number; reason: string } | null = null;

  constructor(
    readonly id: string,
    public actor: Actor | null,
    readonly jti: string | null = null,
  ) {}

  push(o: string, b: unknown): void {
    this.pushes.push({ o, b });
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
    this.canPush = false;
  }

  refreshActor(): Promise<void> {
    return Promise.resolve();
  }

  pushed(o: string): unknown[] {
    return this.pushes.filter((p) => p.o === o).map((p) => p.b);
  }
}

export interface TestNode {
  db: SqlClient;
  hub: PushHub;
  services: ItemServices;
  cluster: ClusterNode;
  connect(actor: Actor | null, jti?: string): RecordingSocket;
}

/**
 * Two nodes in one process: two connections to one store file, each with its own hub, item
 * services and ClusterNode, announced in-process. The same classes the server wires (modules.ts).
 */
export async function startTwoNodes(): Promise<{ a: TestNode; b: TestNode; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'vgn-two-nodes-'));
  const registry = testRegistry();
  const announcer = new InProcessAnnouncer();
  const log = createLogger('silent');
  let sockets = 0;
  const stops: (() => void | Promise<void>)[] = [];
  const node = async (name: string): Promise<TestNode> => {
    const db = openDatabase(dir, { synchronous: 'OFF' });
    const hub = new PushHub();
    const services = createItemServices({ db, registry: () => registry, hub });
    const cluster = new ClusterNode(db, name, hub, announcer, log);
    await cluster.start();
    const offDelivery = deliverAcrossNodes(cluster, services, services.publisher);
    stops.push(async () => {
      offDelivery();
      await cluster.stop();
      services.stop();
      db.close();
    });
    return {
      db,
      hub,
      services,
      cluster,
      connect(actor, jti) {
        const socket = new RecordingSocket(`${name}-${++sockets}`, actor, jti ?? null);
        hub.add(socket);
        return socket;
      },
    };
  };
  const a = await node('A');
  const b = await node('B');
  return {
    a,
    b,
    async close() {
      for (const stop of stops.reverse()) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Lets the in-process announcements (microtasks) and the catch-ups they start run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

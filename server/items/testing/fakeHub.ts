import type { Actor, Connection } from '../../protocol/contract';
import type { HubEvents } from '../itemServices';
import { FakeConnection } from './testActors';

/** The socket layer as the item services see it, without sockets: connect, sign in as, disconnect. */
export class FakeHub implements HubEvents {
  private readonly open = new Map<string, FakeConnection>();
  private readonly disconnectListeners = new Set<(connection: Connection) => void>();
  private readonly authListeners = new Set<(connection: Connection, previous: Actor | null) => void>();
  private next = 1;

  connect(actor: Actor | null): FakeConnection {
    const connection = new FakeConnection(`c${this.next++}`, actor);
    this.open.set(connection.id, connection);
    return connection;
  }

  disconnect(connection: FakeConnection): void {
    this.open.delete(connection.id);
    this.disconnectListeners.forEach((listener) => listener(connection));
  }

  signInAs(connection: FakeConnection, actor: Actor | null): void {
    const previous = connection.actor;
    connection.actor = actor;
    this.authListeners.forEach((listener) => listener(connection, previous));
  }

  pushToUser(userId: string, o: string, b: unknown): number {
    const targets = [...this.open.values()].filter((connection) => connection.actor?.userId === userId);
    targets.forEach((connection) => connection.push(o, b));
    return targets.length;
  }

  onDisconnect(listener: (connection: Connection) => void): () => void {
    this.disconnectListeners.add(listener);
    return () => this.disconnectListeners.delete(listener);
  }

  onAuthChange(listener: (connection: Connection, previous: Actor | null) => void): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }
}

import type { Actor, Connection } from './contract';
import type { HubRelay, RelayedPush } from './hubRelay';

/** A socket as the hub sees it: a Connection that can also be closed and knows its token id. */
export interface HubConnection extends Connection {
  /** jti of the token the socket authenticated with, null while anonymous. */
  readonly jti: string | null;
  close(code: number, reason: string): void;
  /** Re-reads the user and actor (after the User item changed). */
  refreshActor(): Promise<void>;
}

export type DisconnectListener = (connection: Connection) => void;
export type AuthChangeListener = (connection: Connection, previous: Actor | null) => void;

/**
 * Every open socket. The realtime/notify modules push through it and subscribe to disconnects (to
 * drop watches) and auth changes (tokenAuth, masquerade, re-authentication as another user).
 */
export class PushHub {
  private readonly open = new Map<string, HubConnection>();
  private readonly disconnectListeners = new Set<DisconnectListener>();
  private readonly authListeners = new Set<AuthChangeListener>();
  /** Set on a node of several (server/cluster): what this hub does to its sockets, the others do to theirs. */
  private relayTo: HubRelay | null = null;

  setRelay(relay: HubRelay | null): void {
    this.relayTo = relay;
  }

  /** What another node relayed, applied to this node's sockets only (never relayed again). */
  async applyRelayed(push: RelayedPush): Promise<void> {
    if (push.kind === 'pushToUser') this.pushToUserHere(push.userId, push.o, push.b);
    else if (push.kind === 'broadcast') this.broadcastHere(push.o, push.b, () => true);
    else if (push.kind === 'signOut') this.closeByJtiHere(push.jti, push.code, push.reason);
    else await this.refreshUserHere(push.userId);
  }

  add(connection: HubConnection): void {
    this.open.set(connection.id, connection);
  }

  remove(connection: HubConnection): void {
    if (!this.open.delete(connection.id)) return;
    for (const listener of this.disconnectListeners) listener(connection);
  }

  /** Called by the socket session whenever its actor changes. */
  authChanged(connection: HubConnection, previous: Actor | null): void {
    for (const listener of this.authListeners) listener(connection, previous);
  }

  get(connectionId: string): Connection | undefined {
    return this.open.get(connectionId);
  }

  connections(): Connection[] {
    return [...this.open.values()];
  }

  /** Sockets currently signed in as userId (masquerading sockets count as their target user). */
  forUser(userId: string): Connection[] {
    return [...this.open.values()].filter((connection) => connection.actor?.userId === userId);
  }

  /** Pushes to every socket of the user; returns how many received it. */
  pushToUser(userId: string, o: string, b: unknown): number {
    this.relayTo?.relay({ kind: 'pushToUser', userId, o, b });
    return this.pushToUserHere(userId, o, b);
  }

  private pushToUserHere(userId: string, o: string, b: unknown): number {
    const targets = this.forUser(userId);
    for (const connection of targets) connection.push(o, b);
    return targets.length;
  }

  /**
   * Pushes to every socket passing the filter (all when none); returns how many received it. Only a
   * broadcast without a filter reaches the other nodes (a filter is code, not data).
   */
  broadcast(o: string, b: unknown, filter?: (connection: Connection) => boolean): number {
    if (filter === undefined) this.relayTo?.relay({ kind: 'broadcast', o, b });
    return this.broadcastHere(o, b, filter ?? (() => true));
  }

  private broadcastHere(o: string, b: unknown, filter: (connection: Connection) => boolean): number {
    let count = 0;
    for (const connection of this.open.values()) {
      if (!filter(connection)) continue;
      connection.push(o, b);
      count += 1;
    }
    return count;
  }

  /** Closes every socket authenticated with the token jti (sign-out ends all sockets of one token). */
  closeByJti(jti: string, code: number, reason: string): number {
    this.relayTo?.relay({ kind: 'signOut', jti, code, reason });
    return this.closeByJtiHere(jti, code, reason);
  }

  private closeByJtiHere(jti: string, code: number, reason: string): number {
    const targets = [...this.open.values()].filter((connection) => connection.jti === jti);
    for (const connection of targets) connection.close(code, reason);
    return targets.length;
  }

  /** Re-resolves the actor of every socket of the user, e.g. after an administrator changed its capabilities. */
  async refreshUser(userId: string): Promise<void> {
    this.relayTo?.relay({ kind: 'refreshUser', userId });
    await this.refreshUserHere(userId);
  }

  private async refreshUserHere(userId: string): Promise<void> {
    await Promise.all(
      [...this.open.values()]
        .filter((connection) => connection.actor?.userId === userId || connection.actor?.masqueradingAs === userId)
        .map((connection) => connection.refreshActor()),
    );
  }

  onDisconnect(listener: DisconnectListener): () => void {
    this.disconnectListeners.add(listener);
    return () => this.disconnectListeners.delete(listener);
  }

  onAuthChange(listener: AuthChangeListener): () => void {
    this.authListeners.add(listener);
    return () => this.authListeners.delete(listener);
  }

  get size(): number {
    return this.open.size;
  }
}

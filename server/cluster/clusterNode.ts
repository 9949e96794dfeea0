import type { SqlClient } from '../db/sqlClient';
import type { Logger } from '../log';
import type { RelayedPush } from '../protocol/hubRelay';
import type { PushHub } from '../protocol/pushHub';
import type { Announcer } from './announcer';
import { CommitOrder } from './commitOrder';
import { ensureItemFeedTrigger } from './itemFeedTrigger';
import { Outbox, type OutboxRow } from './outbox';

/** An item row of the outbox as the items module applies it on the other nodes. */
export interface RemoteItemChange {
  seq: number;
  id: string;
  /** The item's version the write produced (for a delete: one past the last stored). */
  u: number;
  op: 'create' | 'update' | 'delete';
  /** For a delete: what the writing node captured of the item before removing it (itemGone row). */
  gone?: unknown;
}

export type RemoteItemListener = (change: RemoteItemChange) => void;

/** A request another node sent to every node (`command` outbox rows), e.g. killTask. */
export type CommandHandler = (args: Record<string, unknown>) => void;

/** Rows read per query while catching up (a createMany of 10,000 commits that many item rows). */
const PAGE = 1000;
/** How soon a node reads again while a missing sequence value may still commit (PostgreSQL). */
const GAP_RETRY_MS = 10;

/**
 * One server node of several sharing one store (server/realtime/README.md "Across nodes"). What
 * this node does to its own sockets it also writes to the outbox (the hub relay); every row another
 * node wrote is applied here, once and in sequence order: pushes and sign-outs through the hub,
 * item changes through the listeners (pushes to watchers, caches). Own rows are skipped: their
 * pushes went out in-process at commit, with no added latency.
 */
export class ClusterNode {
  readonly outbox: Outbox;
  private cursor: number;
  private readonly itemListeners = new Set<RemoteItemListener>();
  private readonly beforeBroadcast = new Map<string, () => void>();
  private readonly commands = new Map<string, CommandHandler>();
  /** Item versions this node wrote and delivered itself: `${id}@${u}`, dropped when their row passes. */
  private readonly ownItemWrites = new Set<string>();
  /** Read facts of deleted items, from itemGone rows, until their item row passes. */
  private readonly goneFacts = new Map<string, unknown>();
  private unsubscribe: (() => void) | null = null;
  private catchingUp = false;
  private again = false;
  private readonly order = new CommitOrder();
  private gapRetry: NodeJS.Timeout | null = null;

  constructor(
    db: SqlClient,
    readonly nodeId: string,
    private readonly hub: PushHub,
    private readonly announcer: Announcer,
    private readonly log: Logger,
  ) {
    // Item rows reach the outbox only once a cluster node exists (a single node writes none).
    ensureItemFeedTrigger(db);
    this.outbox = new Outbox(db, nodeId);
    // A node delivers what is written from its start on: older rows were for sockets it never had.
    this.cursor = this.outbox.lastSeq();
  }

  async start(): Promise<void> {
    this.hub.setRelay(this);
    this.unsubscribe = this.announcer.subscribe(() => this.catchUp());
    await this.announcer.start();
    // Rows committed between reading the cursor and hearing announcements (LISTEN takes a round trip).
    this.catchUp();
  }

  async stop(): Promise<void> {
    this.hub.setRelay(null);
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.gapRetry) clearTimeout(this.gapRetry);
    this.gapRetry = null;
    await this.announcer.stop();
  }

  /** Hears item changes other nodes (or other processes' stores) committed. */
  onRemoteItem(listener: RemoteItemListener): () => void {
    this.itemListeners.add(listener);
    return () => this.itemListeners.delete(listener);
  }

  /** Runs before a relayed broadcast of `o` reaches this node's sockets (registry/changed: reload first). */
  beforeRelayedBroadcast(o: string, prepare: () => void): void {
    this.beforeBroadcast.set(o, prepare);
  }

  /** Handles `name` commands of the other nodes (never this node's own). */
  onCommand(name: string, handler: CommandHandler): () => void {
    this.commands.set(name, handler);
    return () => this.commands.delete(name);
  }

  /** Asks every other node to run `name` (the one concerned acts, e.g. the node running a task). */
  command(name: string, args: Record<string, unknown>): void {
    this.outbox.record('command', { name, args });
    this.announcer.announce();
  }

  /** Called for each item change this node's store committed (told in-process, after the commit). */
  noteOwnItemWrite(id: string, u: number): void {
    this.ownItemWrites.add(`${id}@${u}`);
  }

  /** Called once per commit that wrote item rows (the trigger's): tells the other nodes. */
  announceCommit(): void {
    this.announcer.announce();
  }

  /** Writes what the other nodes need to deliver a delete (in the delete's transaction). */
  recordGone(id: string, facts: unknown): void {
    this.outbox.record('itemGone', facts, id);
    this.announcer.announce();
  }

  /** The last sequence this node applied. */
  delivered(): number {
    return this.cursor;
  }

  /**
   * Applies every row after the cursor, in order; re-runs when announced meanwhile. A missing
   * sequence value that may still commit (CommitOrder) holds back the rows after it: read again soon
   * (its commit is also announced; a rollback is not).
   */
  catchUp(): void {
    if (this.catchingUp) {
      this.again = true;
      return;
    }
    this.catchingUp = true;
    try {
      let waiting = false;
      do {
        this.again = false;
        waiting = this.applyAvailable();
      } while (this.again);
      if (waiting) this.gapRetry ??= setTimeout(() => {
        this.gapRetry = null;
        this.catchUp();
      }, GAP_RETRY_MS);
    } finally {
      this.catchingUp = false;
    }
  }

  /** Applies rows page by page; answers whether it stopped at a gap that may still fill. */
  private applyAvailable(): boolean {
    for (;;) {
      const page = this.outbox.after(this.cursor, PAGE);
      const ordered = this.order.next(this.cursor, page);
      for (const gap of ordered.skipped) this.noteSkipped(gap.from, gap.to);
      for (const row of ordered.rows) {
        this.cursor = row.seq;
        this.apply(row);
      }
      if (ordered.waiting) return true;
      if (page.rows.length < PAGE) return false;
    }
  }

  /** Has the other nodes apply `push` to their sockets (this node's own sockets are not touched). */
  relay(push: RelayedPush): void {
    const { kind, ...payload } = push;
    this.outbox.record(kind, payload);
    this.announcer.announce();
  }

  private apply(row: OutboxRow): void {
    try {
      if (row.kind === 'item') return this.applyItem(row);
      if (row.origin === this.nodeId) return;
      const payload: unknown = row.payload === null ? null : JSON.parse(row.payload);
      if (row.kind === 'itemGone') {
        if (row.item_id !== null) this.goneFacts.set(row.item_id, payload);
        return;
      }
      if (row.kind === 'command') {
        const { name, args } = payload as { name: string; args: Record<string, unknown> };
        this.commands.get(name)?.(args);
        return;
      }
      const push = { kind: row.kind, ...(payload as object) } as RelayedPush;
      if (push.kind === 'broadcast') this.beforeBroadcast.get(push.o)?.();
      this.hub.applyRelayed(push).catch((error: unknown) => this.log.error({ err: error, seq: row.seq }, 'applying a relayed push failed'));
    } catch (error) {
      // One bad row never stops delivery of the rows after it.
      this.log.error({ err: error, seq: row.seq, kind: row.kind }, 'outbox row not applied');
    }
  }

  private applyItem(row: OutboxRow): void {
    if (row.item_id === null || row.u === null) return;
    const op = row.payload === 'delete' || row.payload === 'create' ? row.payload : 'update';
    const gone = op === 'delete' ? this.goneFacts.get(row.item_id) : undefined;
    if (op === 'delete') this.goneFacts.delete(row.item_id);
    if (this.ownItemWrites.delete(`${row.item_id}@${row.u}`)) return;
    const change: RemoteItemChange = { seq: row.seq, id: row.item_id, u: row.u, op, ...(gone === undefined ? {} : { gone }) };
    for (const listener of this.itemListeners) listener(change);
  }

  /**
   * Rolled-back values are routine; values below the oldest row mean rows were pruned before this
   * node read them (it stalled longer than the outbox keeps rows): its watchers missed those pushes.
   */
  private noteSkipped(from: number, to: number): void {
    if (to < this.outbox.firstSeq()) this.log.warn({ from, to }, 'outbox rows were pruned before this node delivered them; its watchers missed those pushes');
    else this.log.debug({ from, to }, 'outbox sequence values never committed');
  }
}

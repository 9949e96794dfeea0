import type { SqlClient } from '../db/sqlClient';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import type { PushHub } from '../protocol/pushHub';
import { Lease, SOLE_NODE, type LeaseHolder } from '../timers/lease';
import { ClusterNode } from './clusterNode';
import { Outbox } from './outbox';
import type { Announcer } from './announcer';
import { PgAnnouncer } from './pgAnnouncer';
import { PollAnnouncer } from './pollAnnouncer';
import { pruneSharedTasks } from './sharedTasks';

/** The lease the node running scheduled work (timers, schedules, digests, cleanup) holds. */
export const SCHEDULED_WORK_LEASE = 'scheduled-work';
/** How often old outbox rows are removed (by the node holding the scheduled-work lease). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface ClusterParts {
  /** Null on a single node: nothing to deliver from the outbox, every push is in-process. */
  node: ClusterNode | null;
  /** Whether this node runs the deployment's scheduled work now. */
  scheduledWork: LeaseHolder;
  stop(): Promise<void>;
}

/**
 * The node's part in a deployment of several (CLUSTER=sqlite or postgres): outbox delivery, announced
 * by polling the SQLite file or by PostgreSQL's LISTEN/NOTIFY, and the scheduled-work lease. With
 * CLUSTER=off (the default) there is no follower, no lease and no relay: single-node behaviour is
 * unchanged, and no outbox rows are written (the item trigger exists only once a cluster node
 * started, itemFeedTrigger.ts); old rows are still pruned.
 */
export async function startCluster(config: ServerConfig, db: SqlClient, hub: PushHub, log: Logger): Promise<ClusterParts> {
  const { mode, nodeId, pollMs, leaseTtlMs } = config.cluster;
  const outbox = new Outbox(db, nodeId);
  let node: ClusterNode | null = null;
  let lease: Lease | null = null;
  if (mode !== 'off') {
    const nodeLog = log.child({ service: 'cluster', node: nodeId });
    node = new ClusterNode(db, nodeId, hub, announcerFor(config, db, outbox, nodeLog), nodeLog);
    await node.start();
    lease = new Lease(db, SCHEDULED_WORK_LEASE, nodeId, leaseTtlMs);
    lease.start();
    log.info({ node: nodeId, mode, pollMs, leaseTtlMs, holdsScheduledWork: lease.held() }, 'cluster node started');
  }
  const scheduledWork = lease ?? SOLE_NODE;
  const pruner = setInterval(() => {
    if (!scheduledWork.held()) return;
    try {
      outbox.prune();
      pruneSharedTasks(db);
    } catch (error) {
      log.error({ err: error }, 'pruning the outbox failed');
    }
  }, PRUNE_EVERY_MS);
  pruner.unref();
  return {
    node,
    scheduledWork,
    async stop() {
      clearInterval(pruner);
      lease?.stop();
      await node?.stop();
    },
  };
}

function announcerFor(config: ServerConfig, db: SqlClient, outbox: Outbox, log: Logger): Announcer {
  if (config.cluster.mode === 'sqlite' || config.databaseUrl === null) return new PollAnnouncer(() => outbox.lastSeq(), config.cluster.pollMs);
  // The channel migration 032's trigger notifies: named after the store's schema.
  const channel = db.prepare<[], string>("SELECT 'vgn_outbox_' || md5(current_schema())").pluck().get();
  if (channel === undefined) throw new Error('the store has no current schema');
  return new PgAnnouncer({ url: config.databaseUrl, channel, log });
}

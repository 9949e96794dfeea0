import type { SqlClient } from '../db/sqlClient';
import type { ServerState } from '../../engine/protocol/serverState';
import type { RecentError } from '../errorRing';
import type { PushHub } from '../protocol/pushHub';
import type { TaskState } from '../tasks/taskRunner';

export type { ServerState } from '../../engine/protocol/serverState';

export interface ServerStateSources {
  version: string;
  startedAt: Date;
  db: SqlClient;
  hub: PushHub;
  activeTasks: () => TaskState[];
  recentErrors: () => RecentError[];
  now: () => Date;
}

function databaseState(db: SqlClient): ServerState['database'] {
  // page_count × page_size is the main file; the write-ahead log is not counted (it is checkpointed away).
  const pageCount = db.pragma('page_count', { simple: true }) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const rows = db.prepare('SELECT type, COUNT(*) AS count FROM items GROUP BY type ORDER BY count DESC, type').all() as { type: string; count: number }[];
  return { bytes: pageCount * pageSize, items: rows.reduce((sum, row) => sum + row.count, 0), itemsByType: rows };
}

function socketState(hub: PushHub): ServerState['sockets'] {
  const connections = hub.connections();
  const signedIn = connections.filter((connection) => connection.actor !== null);
  return { open: connections.length, signedIn: signedIn.length, users: new Set(signedIn.map((connection) => connection.actor?.userId)).size };
}

/** Reads the snapshot; cheap enough to answer every few seconds while the screen is open. */
export function readServerState(sources: ServerStateSources): ServerState {
  const memory = process.memoryUsage();
  return {
    version: sources.version,
    startedAt: sources.startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.round((sources.now().getTime() - sources.startedAt.getTime()) / 1000)),
    database: databaseState(sources.db),
    sockets: socketState(sources.hub),
    tasks: sources.activeTasks(),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    recentErrors: sources.recentErrors(),
  };
}

import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { TaskState, TasksElsewhere } from '../tasks/taskRunner';

/** How long a task's row stays after its last change (a finished task, or one of a node that died). */
export const SHARED_TASKS_KEEP_MS = 3600 * 1000;

interface TaskRow {
  owner: string;
  state: string;
}

/**
 * The tasks of every node in the store (migration 033), so activeTask/{key} and killTask work on
 * any node: each node writes its tasks' state when they start, progress and end; another node reads
 * it, and a kill goes to the running node as a `killTask` command through the outbox. A task of a
 * node that crashed keeps its last state until pruned.
 */
export class SharedTasks implements TasksElsewhere {
  private readonly upsert: SqlStatement;
  private readonly read: SqlStatement<[string, string], TaskRow>;

  constructor(
    db: SqlClient,
    private readonly nodeId: string,
    private readonly killThere: (key: string) => void,
  ) {
    this.upsert = db.prepare(
      `INSERT INTO cluster_tasks (key, node, owner, state, updated_ms) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET node = excluded.node, owner = excluded.owner, state = excluded.state, updated_ms = excluded.updated_ms`,
    );
    this.read = db.prepare<[string, string], TaskRow>('SELECT owner, state FROM cluster_tasks WHERE key = ? AND node <> ?');
  }

  /** This node's task changed (TaskRunner.onState). */
  record(state: TaskState, owner: string): void {
    this.upsert.run(state.key, this.nodeId, owner, JSON.stringify(state), Date.now());
  }

  /** A task of another node. */
  get(key: string): { state: TaskState; owner: string } | undefined {
    const row = this.read.get(key, this.nodeId);
    return row ? { owner: row.owner, state: JSON.parse(row.state) as TaskState } : undefined;
  }

  kill(key: string): void {
    this.killThere(key);
  }
}

/** Removes rows unchanged for SHARED_TASKS_KEEP_MS (the scheduled-work holder's pruning). */
export function pruneSharedTasks(db: SqlClient, now = Date.now()): number {
  return db.prepare<[number]>('DELETE FROM cluster_tasks WHERE updated_ms < ?').run(now - SHARED_TASKS_KEEP_MS).changes;
}

import type { Migration } from '../migration';

/**
 * Background tasks of every node of a deployment (server/cluster/sharedTasks.ts): the state a task's
 * node last wrote, so activeTask/{key} and killTask answer on any node. Written only with CLUSTER
 * set; rows are pruned an hour after their last change.
 */
export const migration: Migration = {
  version: 33,
  name: 'cluster_tasks',
  up(db) {
    db.exec(`
      CREATE TABLE cluster_tasks (
        key TEXT PRIMARY KEY,
        node TEXT NOT NULL,
        owner TEXT NOT NULL,
        state TEXT NOT NULL,
        updated_ms INTEGER NOT NULL
      ) WITHOUT ROWID;`);
  },
};

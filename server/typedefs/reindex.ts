import type { ItemServices } from '../items/itemServices';
import type { Connection } from '../protocol/contract';

/**
 * Reindexes a type after its declaration changed, as the background task "reindex:{type}" whose
 * taskUpdate / taskComplete pushes go to the saving socket. Other stale types (an extension changes
 * its base type's plan only, but a registry swap may leave more behind) get their tasks from
 * IndexMaintainer.ensureCurrent. A task still writing an older plan of this type is stopped and
 * replaced; one already writing the current plan is joined. Returns the task key.
 */
export async function startReindex(services: Pick<ItemServices, 'tasks' | 'indexes'>, type: string, owner: string, connection: Connection): Promise<string> {
  const { tasks, indexes } = services;
  const key = `reindex:${type}`;
  indexes.ensureCurrent();
  while (tasks.get(key)?.done === false && !indexes.isIndexingCurrentPlan(type)) {
    tasks.kill(key);
    await tasks.settled(key);
  }
  if (tasks.get(key)?.done !== false) indexes.reindexType(type, owner);
  tasks.listen(key, connection);
  return key;
}

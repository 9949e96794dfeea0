import { join } from 'node:path';
import { connectUserItems } from './auth/itemStoreUsers';
import { demoDataModule } from './demo/demoDataModule';
import { startFiles } from './files/filesModule';
import { createItemServices } from './items/itemServices';
import { registerAllItemOperations } from './items/registerAllOperations';
import { startLovs } from './lovs/lovsModule';
import { startNotificationMails } from './notify/startNotificationMails';
import { startPlugins } from './plugins/pluginHost';
import { deploymentOf } from './permissions/createRule';
import { registerLocaleOverrideOperations } from './i18n/operations';
import type { ServerModule } from './serverModule';
import { registerServerStateOperation } from './state/operations';
import { startTypeDefinitions } from './typedefs/startTypeDefinitions';
import { REGISTRY_CHANGED_PUSH } from './typedefs/typeDefService';
import { deliverAcrossNodes } from './realtime/acrossNodes';

/** The search index's snapshot in DATA_DIR (server/search/README.md). */
const SEARCH_SNAPSHOT_FILE = 'search-index.snapshot';

/**
 * Items, search, permissions, realtime, notifications, tasks and administrator-defined types
 * (server/typedefs: loaded into the registry here, before the server listens) over one item store: their
 * operations go through the server's OperationRegistry, pushes through its hub, and User items
 * back sign-in.
 */
export const itemsModule: ServerModule = {
  name: 'items',
  async start(context) {
    const services = createItemServices({
      db: context.db,
      registry: context.registry,
      hub: context.hub,
      deployment: deploymentOf(context.config),
      searchSnapshotFile: join(context.config.dataDir, SEARCH_SNAPSHOT_FILE),
      // Cluster nodes follow each other's change feed: createMany derives in its own transaction there.
      deferBulkDerivation: context.config.deferBulkDerivation && context.cluster === null,
      onError: (error, where) => context.log.error({ err: error, where }, 'item services failed'),
    });
    context.setItemStore(services.store);
    registerAllItemOperations(context.operations, services);
    registerServerStateOperation(context, services.tasks);
    registerLocaleOverrideOperations(context);
    // A reload learns the user's running tasks from `authed` (the help menu's progress list).
    context.setSessionExtras((userId) => ({ activeTasks: services.tasks.activeFor(userId) }));
    // ... and that socket hears their progress from then on, not only the socket that started them.
    context.onClose(
      context.hub.onAuthChange((connection) => {
        const userId = connection.actor?.userId;
        if (userId) for (const task of services.tasks.activeFor(userId)) services.tasks.listen(task.key, connection);
      }),
    );
    const typeDefs = startTypeDefinitions(context, services);
    if (context.cluster) {
      // Other nodes' writes reach this node's watchers and caches; a relayed registry/changed
      // reloads the stored type definitions before this node's sockets hear it.
      context.onClose(deliverAcrossNodes(context.cluster, services, services.publisher));
      context.cluster.beforeRelayedBroadcast(REGISTRY_CHANGED_PUSH, () => typeDefs.reload());
    }
    // GET /lov and the upload and media routes (server/lovs, server/files).
    startLovs(context, services);
    await startFiles(context, services);
    // Immediate notification mails and the daily digest job (server/notify/notificationMails.ts).
    startNotificationMails(context, services);
    // Plugins' server entries last: they build on every platform service above.
    await startPlugins(context, services);
    context.onClose(connectUserItems(context, services.store));
    // The in-memory search index is read from its snapshot (then caught up from the change feed) or
    // built from the tables: at once for small stores, else (snapshot read or build) in a worker
    // thread while SQL answers, so the server listens without waiting for it.
    services.search.warmUp();
    const logIndex = (): void => {
      const index = services.search.indexFigures();
      if (index) context.log.info({ items: index.items, ms: Math.round(index.milliseconds), mb: Math.round(index.megabytes), from: index.source }, 'search index ready');
    };
    if (services.search.indexBuilding()) {
      context.log.info('search index loading in the background (from its snapshot or the tables); searches use SQL until it is ready');
      context.afterStart(services.search.indexSettled().then(logIndex));
    } else logIndex();
    context.betweenRequests(() => services.search.indexSettled());
    // Deferred createMany: the next call of a stream is taken before the next slice (bulkDeriver.ts).
    context.onRequestArrival(() => services.store.deriver.arriving());
    // Read your writes: a caller's pending batches are written before any of its operations but the
    // next createMany of a stream (which writes pending batches of other types first).
    context.beforeOperation((prefix, actor) => {
      if (prefix !== 'createMany') services.store.deriver.settleFor(actor?.userId ?? null);
    });
    context.onClose(() => services.stop());
  },
};

/** Feature modules `npm start` runs, in start order. */
export const defaultModules: readonly ServerModule[] = [itemsModule, demoDataModule];

import type { SqlClient } from '../db/sqlClient';
import type { Deployment } from '../../engine/derive/showRule';
import type { Registry } from '../../engine/registry/registry';
import { EventNotifier } from '../notify/eventNotifier';
import { NotificationStore, type UserPushTarget } from '../notify/notificationStore';
import { NotifyPreferences } from '../notify/notifyPreferences';
import { recordPlatformEvents } from '../notify/platformEvents';
import { WriteEventDescribers } from '../notify/writeEventDescribers';
import { CreationEventReader } from '../notify/creationEventReader';
import { GrantStore } from '../permissions/grantStore';
import { PermissionService } from '../permissions/permissionService';
import type { Actor, Connection } from '../protocol/contract';
import { RealtimePublisher } from '../realtime/realtimePublisher';
import { WatchRegistry } from '../realtime/watchRegistry';
import { LovValueIndex } from '../lovs/lovValueIndex';
import { lovValidationContext } from '../lovs/lovValidationContext';
import { LOV_VALUE_TYPE } from '../lovs/lovValueRecord';
import { lovValueWriteRule } from '../lovs/lovValueWriteRule';
import { BACKGROUND_BUILD_FROM_ITEMS } from '../search/memory/liveSearchIndex';
import { SearchService } from '../search/searchService';
import { TaskRunner } from '../tasks/taskRunner';
import { IndexMaintainer } from './indexMaintainer';
import { ItemStore, type ValidatorProvider } from './itemStore';
import { ManagedTypes } from './managedTypes';
import { ReadHooks } from './readHooks';
import { createValidatorProvider } from './validators';
import { WriteRules } from './writeRules';

/** What the services need of the socket layer (the protocol's PushHub provides all of it). */
export interface HubEvents extends UserPushTarget {
  onDisconnect(listener: (connection: Connection) => void): () => void;
  onAuthChange(listener: (connection: Connection, previous: Actor | null) => void): () => void;
}

export interface ItemServicesDeps {
  db: SqlClient;
  registry: () => Registry;
  hub: HubEvents;
  now?: () => Date;
  validators?: ValidatorProvider;
  onError?: (error: unknown, context: string) => void;
  /** Dedicated or not, and the granted capability keys (types' write rules); not dedicated when absent. */
  deployment?: Deployment;
  /** Where the search index keeps its snapshot (DATA_DIR); none: it is built from the tables at each start. */
  searchSnapshotFile?: string;
  /**
   * createMany/{type} commits only the items and their change rows and derives the rest after the
   * reply (server/items/bulkDeriver.ts); default true. False on a cluster node: other nodes follow
   * the change feed, which must not carry items whose rows are not written yet.
   */
  deferBulkDerivation?: boolean;
  /**
   * A deferred createMany's creation Events are announced and answered from the creations' change
   * rows instead of stored (server/items/README.md, "Creation Events from the change row"); default
   * false until both search paths list them.
   */
  creationEventsFromChangeRows?: boolean;
}

export interface ItemServices {
  store: ItemStore;
  permissions: PermissionService;
  grants: GrantStore;
  search: SearchService;
  watches: WatchRegistry;
  /** Item pushes to watchers (also of other nodes' changes: server/realtime/acrossNodes.ts). */
  publisher: RealtimePublisher;
  tasks: TaskRunner;
  indexes: IndexMaintainer;
  preferences: NotifyPreferences;
  notifications: NotificationStore;
  /** Types the generic create/update refuse (written through their module's own operations). */
  managedTypes: ManagedTypes;
  /** Per-type additions to the write permission rule (LOVValue edit bindings, upload-only fields). */
  writeRules: WriteRules;
  /** Per-type shaping of items leaving the server (plugin read hooks). */
  readHooks: ReadHooks;
  /** Business meanings of writes (plugins' events.describe), recorded instead of platform events. */
  eventDescribers: WriteEventDescribers;
  /** Creation Events answered from the created item's change row (read by id; server/items/README.md). */
  creationEvents: CreationEventReader;
  /** Run-time list values (LOVValue items) and the key sets validation checks against. */
  lovValues: LovValueIndex;
  registry: () => Registry;
  /** Whether createMany/{type} derives its items' rows after its commit (ItemServicesDeps.deferBulkDerivation). */
  deferBulkDerivation: boolean;
  /** Stops tasks and listeners (server close). */
  stop(): void;
}

/** Composition root of the item store, search, permissions, realtime, notifications and tasks. */
export function createItemServices(deps: ItemServicesDeps): ItemServices {
  const now = deps.now ?? (() => new Date());
  const report = deps.onError ?? ((error: unknown) => console.error(error));
  const lovValues = new LovValueIndex(deps.db);
  const store = new ItemStore({
    db: deps.db,
    registry: deps.registry,
    validators: deps.validators ?? createValidatorProvider(),
    validationContext: lovValidationContext(lovValues),
    now,
    onListenerError: (error) => report(error, 'change listener'),
    creationEventsFromChangeRows: deps.creationEventsFromChangeRows === true,
  });
  const permissions = new PermissionService(deps.db, deps.deployment, deps.registry);
  // Searches run on an in-memory index fed by the store's change log (server/search/README.md).
  // Large stores without a usable snapshot build it in a worker thread while SQL answers.
  const search = new SearchService({
    db: deps.db,
    registry: deps.registry,
    permissions,
    now: () => now().getTime(),
    memoryIndex: true,
    indexSnapshotFile: deps.searchSnapshotFile,
    backgroundIndexBuildFrom: BACKGROUND_BUILD_FROM_ITEMS,
    onIndexError: (error) => report(error, 'search index build'),
    // A pending batch has no items or change rows yet: no search waits for another user's.
    beforeSearch: (actor) => store.deriver.settleFor(actor?.userId ?? null),
  });
  const watches = new WatchRegistry();
  const tasks = new TaskRunner(now, (key, error) => report(error, `task ${key}`));
  const preferences = new NotifyPreferences(deps.db);
  const readHooks = new ReadHooks(deps.registry, deps.deployment);
  const notifications = new NotificationStore(store, deps.hub, readHooks);
  const eventDescribers = new WriteEventDescribers();
  const creationEvents = new CreationEventReader(deps.db, deps.registry, eventDescribers);
  const publisher = new RealtimePublisher({ store, watches, permissions, search, readHooks, creationEvents });
  const notifier = new EventNotifier({ store, permissions, preferences, notifications, onError: (error) => report(error, 'notifications') });
  publisher.start();
  // Registered before the notifier: an Event created by the recorder is then seen by the notifier.
  const stopEvents = recordPlatformEvents(store, eventDescribers, (error) => report(error, 'platform events'));
  const stopNotifier = notifier.start();
  const stopLovCache = lovValues.watch(store);
  const writeRules = new WriteRules();
  writeRules.register(LOV_VALUE_TYPE, lovValueWriteRule({ permissions, index: lovValues, store }));
  const offDisconnect = deps.hub.onDisconnect((connection) => watches.dropConnection(connection.id));
  // The client clears its cache and watch counts when its user changes; the server forgets the watches too.
  const offAuth = deps.hub.onAuthChange((connection, previous) => {
    if (previous?.userId !== connection.actor?.userId) watches.dropConnection(connection.id);
  });
  return {
    store,
    permissions,
    grants: new GrantStore(deps.db, now),
    search,
    watches,
    publisher,
    tasks,
    indexes: new IndexMaintainer(store, tasks),
    preferences,
    notifications,
    managedTypes: new ManagedTypes(),
    writeRules,
    readHooks,
    eventDescribers,
    creationEvents,
    lovValues,
    registry: deps.registry,
    deferBulkDerivation: deps.deferBulkDerivation ?? true,
    stop() {
      tasks.killAll();
      // A clean shutdown derives what is pending (its items then need no work at the next start).
      try {
        store.deriver.settle();
      } catch (error) {
        report(error, 'bulk derivation');
      }
      store.deriver.stop();
      // A clean shutdown saves the index, so the next start reads it instead of rebuilding.
      try {
        search.saveIndex();
      } catch (error) {
        report(error, 'search index snapshot');
      }
      publisher.stop();
      stopNotifier();
      stopEvents();
      stopLovCache();
      offDisconnect();
      offAuth();
    },
  };
}

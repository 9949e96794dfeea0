import { join } from 'node:path';
import type { ItemChange, ItemJson } from '../../engine/protocol/item';
import { OperationError, type Actor, type Connection } from '../../engine/protocol/operations';
import type { PluginRoute } from '../../engine/plugin/pluginRoute';
import type { ServerPluginContext } from '../../engine/plugin/serverPlugin';
import type { StepBehaviours } from '../../engine/plugin/stepBehaviour';
import { createAttachmentItems, requireReadableRelated } from '../files/attachmentItems';
import { ContentStore, LOCAL_REPO } from '../files/contentStore';
import { FILES_DIR } from '../files/filesModule';
import { MediaResolver } from '../files/mediaLookup';
import { authenticateRequest } from '../http/bearer';
import { sendFileWithRanges } from '../http/fileReply';
import type { ItemServices } from '../items/itemServices';
import { SYSTEM_WRITER } from '../items/itemStore';
import { scanItemPages, scanItems } from '../items/scanItems';
import { EVENT_TYPE } from '../notify/eventNotifier';
import { declaredEventFields, eventAccessFields } from '../notify/platformEvents';
import { RemoteChanges } from '../realtime/remoteChange';
import type { ServerModuleContext } from '../serverModule';
import type { Scheduler } from '../tasks/scheduler';
import type { TimerService } from '../timers/timerService';
import type { OncePerStore } from './oncePerStore';

const ROUTE_PREFIX = '/api/plugins';
/** Items per page of `bulkItems.scanPages`: a page is read and parsed in a few milliseconds, then the event loop is free again. */
const SCAN_PAGE_SIZE = 2000;

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function registerRoute(context: ServerModuleContext, plugin: string, route: PluginRoute): void {
  const url = `${ROUTE_PREFIX}/${plugin}/${route.path.replace(/^\/+/, '')}`;
  context.http.route({
    method: route.method,
    url,
    handler: async (request, reply) => {
      const auth = await authenticateRequest(request, context.authenticator);
      if (!auth.ok) return reply.code(401).send({ userMessage: auth.userMessage, sysMessage: auth.sysMessage });
      const actor = auth.session?.actor ?? null;
      if (!actor && !route.anonymous) return reply.code(401).send({ userMessage: 'identFailed', sysMessage: 'sign in first' });
      try {
        const headers = stringRecord(request.headers);
        const response = await route.handler({ actor, params: stringRecord(request.params), query: stringRecord(request.query), headers, body: request.body });
        for (const [name, value] of Object.entries(response.headers ?? {})) void reply.header(name, value);
        if (response.file) return sendFileWithRanges(request, reply, response.file);
        return reply.code(response.status ?? 200).send(response.body);
      } catch (error) {
        if (error instanceof OperationError) return reply.code(error.status).send({ userMessage: error.userMessage, sysMessage: error.sysMessage });
        throw error;
      }
    },
  });
}

/** An operation run in-process for a plugin, as its handler would answer a socket without pushes. */
function callOperation(context: ServerModuleContext, o: string, actor: Actor, body: unknown): unknown {
  const resolved = context.operations.resolve(o);
  if (!resolved) throw new OperationError('parseRequestFailed', `no operation answers ${o}`);
  const connection: Connection = { id: `plugin-call:${o}`, actor, canPush: false, push: () => undefined };
  return resolved.handler({ actor, connection, params: resolved.params, registry: context.registry }, body);
}

/**
 * The context one plugin's server entry receives: thin adapters over the server's own services, so
 * what a plugin registers goes through the very paths the platform's rules use (write rules in
 * create/update/delete, read hooks on every item leaving the server, the task runner, the hub).
 */
/** The plugin host's services every plugin context shares. */
export interface PluginHostServices {
  scheduler: Scheduler;
  timers: TimerService;
  steps: StepBehaviours;
  once: OncePerStore;
}

export function createPluginContext(plugin: string, context: ServerModuleContext, services: ItemServices, host: PluginHostServices): ServerPluginContext {
  const { scheduler, timers, steps, once } = host;
  const { store, permissions, search, writeRules, readHooks, tasks } = services;
  const log = context.log.child({ plugin });
  const content = new ContentStore(join(context.config.dataDir, FILES_DIR));
  const media = new MediaResolver({ store, permissions, content });
  const remote = context.cluster ? new RemoteChanges(context.db, store) : null;
  const afterWrite = (type: string, hook: (change: ItemChange) => void, options?: { everyNode?: boolean }): void => {
    const run = (change: ItemChange): void => {
      if (change.item._t !== type) return;
      try {
        hook(change);
      } catch (error) {
        log.error({ err: error, type }, 'afterWrite hook failed');
      }
    };
    context.onClose(store.onChange(run));
    // Caches a plugin keeps hear the other nodes' writes too (server/realtime/README.md).
    if (options?.everyNode === true && context.cluster && remote) {
      context.onClose(
        context.cluster.onRemoteItem((change) => {
          if (!change.id.startsWith(`${type}-`)) return;
          const heard = remote.asItemChange(change);
          if (heard) run(heard);
        }),
      );
    }
  };
  return {
    plugin,
    registry: context.registry,
    log: {
      info: (message, details) => log.info(details ?? {}, message),
      warn: (message, details) => log.warn(details ?? {}, message),
      error: (message, details) => log.error(details ?? {}, message),
    },
    operations: {
      register: (prefix, handler, options) => context.operations.register(prefix, handler, options),
      call: (o, actor, body) => callOperation(context, o, actor, body),
    },
    writeRules: { register: (type, rule) => context.onClose(writeRules.register(type, rule)) },
    hooks: {
      beforeWrite: (type, hook) => context.onClose(writeRules.register(type, { mode: 'add', check: hook })),
      afterWrite,
      onRead: (type, hook) => readHooks.register(type, hook),
    },
    items: {
      get: (id) => store.get(id),
      read: (actor, id) => {
        const item = store.get(id);
        return item && permissions.canRead(actor, id) ? readHooks.present(item, actor) : undefined;
      },
      can: (actor, id, action) => permissions.can(actor, id, action),
      search: (actor, request) => search.search(actor, request),
      create: (type, fields, writer) => store.create(type, fields, writer),
      createMany: (type, list, writer) => store.createMany(type, list.map((fields) => ({ fields })), writer),
      update: (id, patch, expectedU, writer) => store.update(id, patch, expectedU, writer),
      shareRead: (id, principals) => {
        const holders = new Set(services.grants.forItem(id).map((grant) => grant.grantee));
        for (const principal of principals) if (!holders.has(principal)) services.grants.set(id, principal, ['read'], SYSTEM_WRITER.userId);
      },
      transaction: (work) => store.transaction(work),
    },
    bulkItems: {
      scan: (type, fields) => scanItems(store.db, type, fields),
      scanPages: (type, fields, pageSize = SCAN_PAGE_SIZE) => scanItemPages(store.db, type, fields, pageSize),
      readableIdsOfType: (actor, type) => permissions.readableIdsOfType(actor, type),
    },
    events: {
      // The event is read by who reads its context (the context's owner, participants, people).
      emit: (event, by = SYSTEM_WRITER): ItemJson => {
        const context = store.get(event.context);
        if (!context) return store.create(EVENT_TYPE, { ...event }, by);
        const { fields, access } = eventAccessFields(store.registry().types.get(context._t)?.declaration, context);
        return store.create(EVENT_TYPE, { ...event, ...declaredEventFields(store.registry(), fields) }, by, { access });
      },
      describe: (type, describer) => context.onClose(services.eventDescribers.register(type, describer)),
    },
    tasks: {
      start: (options, work) => ({ key: tasks.start(options, work).key }),
    },
    once: (name, work) => once.register(plugin, name, work),
    schedule: (name, everyMs, job) => scheduler.every(`${plugin}:${name}`, everyMs, job),
    timers: {
      handle: (kind, handler) => context.onClose(timers.handle(`${plugin}:${kind}`, ({ key, dueAt, payload }) => handler({ key, dueAt, payload }))),
      set: (kind, key, dueAt, payload) => timers.set(`${plugin}:${kind}`, key, dueAt, payload),
      cancel: (kind, key) => void timers.cancel(`${plugin}:${kind}`, key),
    },
    // Kept in registration order, which is plugin (dependsOn) order: startPlugins sets plugins up one by one.
    demo: { seed: (seeder) => context.demoSeeders.register(plugin, seeder) },
    steps,
    files: {
      content: (actor, attachmentId) => {
        const found = media.attachment(actor, attachmentId);
        return found.found ? { ...found.content } : undefined;
      },
      contentOf: (attachmentId) => {
        const found = media.contentOf(attachmentId);
        return found.found ? { ...found.content } : undefined;
      },
      store: (actor, file, relation) => {
        const deps = { store, permissions, grants: services.grants };
        const related = requireReadableRelated(deps, actor, relation ?? {});
        const stored = content.putBytes(file.bytes, context.config.maxUploadBytes);
        return createAttachmentItems(deps, actor, related, { originalName: file.fileName, contentType: file.contentType, content: stored, relation: relation ?? {} });
      },
      storeContent: (bytes) => ({ repo: LOCAL_REPO, ...content.putBytes(bytes, context.config.maxUploadBytes) }),
    },
    // Sent once the caller's transaction committed (never for a refused action); a failed send is logged, never thrown.
    mail: {
      send: (message) => {
        const attachments = (message.attachmentIds ?? []).map((id) => {
          const found = media.contentOf(id);
          if (!found.found) throw new OperationError('notFound', `attachment ${id} has no content`, 404);
          return { fileName: found.content.fileName, contentType: found.content.contentType, path: found.content.path };
        });
        const mail = { to: message.to, subject: message.subject, text: message.text, ...(attachments.length > 0 ? { attachments } : {}) };
        store.afterCommit(() => void context.mailer.send(mail).catch((error: unknown) => log.error({ err: error, to: message.to }, 'plugin mail failed')));
      },
    },
    http: { route: (route) => registerRoute(context, plugin, route) },
    onClose: (cleanup) => context.onClose(cleanup),
  };
}

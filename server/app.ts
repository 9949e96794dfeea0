import type { AddressInfo } from 'node:net';
import type { SqlClient } from './db/sqlClient';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from '../engine/registry/registry';
import { Accounts } from './auth/accounts';
import { actorFromUserFields } from './auth/actorResolver';
import { Authenticator } from './auth/authenticator';
import type { AuthHooks } from './auth/authenticator';
import { CredentialStore } from './auth/credentialStore';
import { registerMasquerade } from './auth/masquerade';
import { OneTimeTokens } from './auth/oneTimeTokens';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './auth/rateLimiter';
import { RevocationList } from './auth/revocations';
import { loadTokenSecret } from './auth/tokenSecret';
import { TokenService } from './auth/tokens';
import type { UserDirectory } from './auth/userDirectory';
import { startCluster } from './cluster/startCluster';
import { clientConfig, loadConfig } from './config';
import type { ServerConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { registerAuthRoutes } from './http/authRoutes';
import { registerCompression } from './http/compression';
import { registerConfigRoutes } from './http/configRoutes';
import { registerRegistryRoute } from './http/registryRoute';
import { registerErrorHandler } from './http/errorHandler';
import { registerItemRoutes } from './http/itemRoutes';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpaRoutes } from './http/spaRoutes';
import { ErrorRing } from './errorRing';
import { createLogger } from './log';
import type { Logger } from './log';
import { createMailer, readOutbox } from './mail/mailer';
import { OperationError } from './protocol/contract';
import { Dispatcher } from './protocol/dispatcher';
import { LargeResults } from './protocol/largeResults';
import { OperationTable } from './protocol/operationTable';
import { PushHub } from './protocol/pushHub';
import { RequestScheduler } from './protocol/requestScheduler';
import { attachSocketServer } from './protocol/socketServer';
import { StreamBuffers } from './protocol/streams';
import type { ItemStore } from './items/itemStore';
import { DemoSeeders } from './demo/demoSeeders';
import type { ServerModuleContext } from './serverModule';

import type { RunningServer, ServerOptions } from './runningServer';

export type { RunningServer, ServerOptions } from './runningServer';

/** Hosts whose reachable address is the loopback one (fetch may resolve "localhost" to ::1). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '127.0.0.1', 'localhost']);

const NO_DIRECTORY = 'No user directory: start the items module or pass options.userDirectory';

const MISSING_REGISTRY = (): Registry => {
  throw new OperationError('registryUnavailable', 'the server was started without a declaration registry', 503);
};

/** Composition root: store, auth, protocol, HTTP routes, modules, socket; listening when it resolves. */
export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...loadConfig(options.env ?? process.env), ...options.config };
  const recentErrors = new ErrorRing();
  const log = createLogger(config.logLevel, recentErrors);
  const db = openDatabase(config.dataDir, {
    synchronous: config.sqliteSynchronous,
    cacheMb: config.sqliteCacheMb,
    url: config.databaseUrl,
    schema: config.databaseSchema,
  });
  const cleanups: (() => void | Promise<void>)[] = [() => void db.close()];
  try {
    return await assemble(config, { log, recentErrors }, db, cleanups, options);
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw error;
  }
}

async function assemble(
  config: ServerConfig,
  { log, recentErrors }: { log: Logger; recentErrors: ErrorRing },
  db: SqlClient,
  cleanups: (() => void | Promise<void>)[],
  options: ServerOptions,
): Promise<RunningServer> {
  const tokens = new TokenService(loadTokenSecret(config.dataDir, config.tokenSecret), config.tokenTtlMs);
  const credentials = new CredentialStore(db);
  // Until a module installs the item store's directory, nobody can sign in (checked before listening).
  const noDirectory: UserDirectory = {
    get: () => null,
    create: () => {
      throw new Error(NO_DIRECTORY);
    },
  };
  const hooks: AuthHooks = { users: options.userDirectory ?? noDirectory, resolveActor: actorFromUserFields };
  const authenticator = new Authenticator(tokens, new RevocationList(db), credentials, hooks);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log });
  cleanups.push(() => mailer.close());
  const operations = new OperationTable();
  const hub = new PushHub();
  // Several nodes on one store (CLUSTER=sqlite): outbox delivery and the scheduled-work lease.
  const cluster = await startCluster(config, db, hub, log);
  cleanups.push(() => cluster.stop());
  let registrySource = options.registry ?? MISSING_REGISTRY;
  const registry = (): Registry => registrySource();
  const dispatcher = new Dispatcher({ operations, registry, log });
  const largeResults = new LargeResults(config.streamTtlMs);
  const scheduler = new RequestScheduler(config.requestLimits);
  cleanups.push(() => scheduler.stop());
  const streams = new StreamBuffers(config.streamTtlMs);
  let publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const accounts = new Accounts({
    credentials,
    oneTimeTokens: new OneTimeTokens(db),
    limiter: new RateLimiter(db, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }),
    tokens,
    authenticator,
    hooks,
    mailer,
    log,
    siteName: config.siteName,
    publicUrl: () => publicUrl,
  });

  const fastifyLog: FastifyBaseLogger = log;
  // forceCloseConnections: closing the server ends every connection, so a keep-alive socket whose
  // last answer was a file stream (media routes) never holds shutdown open.
  const http: FastifyInstance = Fastify({ loggerInstance: fastifyLog, trustProxy: config.trustProxy, forceCloseConnections: true });
  // Buffers are dropped before the HTTP server closes so waiting GET /api/stream requests end.
  cleanups.push(() => http.close(), () => largeResults.clear(), () => streams.clear());
  registerErrorHandler(http);
  registerSecurityHeaders(http, { publicUrl: config.publicUrl, trustProxy: config.trustProxy });
  // Before any route: the compression hook attaches to the routes registered after it.
  await registerCompression(http);

  // The items module's store, once started: later modules write through it (and its listeners).
  let itemStore: ItemStore | undefined;
  const afterStart: Promise<unknown>[] = [];
  const betweenRequests: (() => Promise<unknown>)[] = [];
  const context: ServerModuleContext = {
    config,
    db,
    log,
    operations,
    hub,
    tokens,
    authenticator,
    credentials,
    mailer,
    http,
    registry,
    setRegistry: (source) => {
      registrySource = source;
    },
    setUserDirectory: (users) => {
      hooks.users = options.userDirectory ?? users;
    },
    setActorResolver: (resolver) => {
      hooks.resolveActor = resolver;
    },
    setSessionExtras: (extras) => {
      hooks.sessionExtras = extras;
    },
    recentErrors,
    startedAt: new Date(),
    itemStore: () => itemStore,
    setItemStore: (store) => {
      itemStore = store;
    },
    demoSeeders: new DemoSeeders(),
    cluster: cluster.node,
    scheduledWork: cluster.scheduledWork,
    onClose: (cleanup) => {
      cleanups.push(cleanup);
    },
    afterStart: (work) => {
      afterStart.push(work);
    },
    betweenRequests: (settle) => {
      betweenRequests.push(settle);
    },
    onRequestArrival: (listener) => scheduler.onArrival(listener),
    beforeOperation: (hook) => dispatcher.beforeOperation(hook),
  };
  for (const module of options.modules ?? []) {
    await module.start(context);
    log.debug({ module: module.name }, 'module started');
  }
  if (hooks.users === noDirectory) throw new Error(NO_DIRECTORY);
  registerMasquerade(operations, { tokens, hooks });
  const createdAdmin = await accounts.ensureAdministrator({
    email: config.adminEmail,
    name: config.adminName,
    password: config.adminPassword,
  });

  registerConfigRoutes(http, { clientConfig: clientConfig(config), db });
  registerRegistryRoute(http, registry);
  registerAuthRoutes(http, accounts);
  registerItemRoutes(http, {
    authenticator,
    tokens,
    hub,
    version: config.version,
    dispatcher,
    streams,
    largeResults,
    bodyLimit: options.httpBodyLimit ?? config.httpBodyLimit,
    scheduler,
    streamWaitMs: Math.max(1000, config.httpTimeout - 5000),
  });
  await registerSpaRoutes(http, config.distDir);

  await http.listen({ port: config.port, host: config.host });
  const port = (http.server.address() as AddressInfo).port;
  publicUrl = config.publicUrl ?? `http://localhost:${port}`;
  const socket = attachSocketServer(http.server, {
    authenticator,
    tokens,
    hub,
    dispatcher,
    largeResults,
    log,
    version: config.version,
    wsMaxMsgSize: config.wsMaxMsgSize,
    tokenWarningBeforeMs: config.tokenWarningBeforeMs,
    now: Date.now,
    scheduler,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    publicUrl: config.publicUrl,
  });
  // Sockets close first so modules stop pushing before their own cleanups run.
  cleanups.push(() => socket.close());
  const url = `http://${LOOPBACK_HOSTS.has(config.host) ? '127.0.0.1' : config.host}:${port}`;
  log.info({ url, dataDir: config.dataDir }, 'server listening');
  if (config.publicUrl === null) log.info({ publicUrl }, 'PUBLIC_URL not set: mailed links point at this address');

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    config,
    db,
    log,
    hub,
    operations,
    tokens,
    authenticator,
    accounts,
    createdAdmin,
    readOutbox: (recipient) => readOutbox(db, recipient),
    settled: async () => {
      await Promise.allSettled(afterStart);
      await Promise.allSettled(betweenRequests.map((settle) => settle()));
    },
    close: () => {
      closing ??= (async () => {
        for (const cleanup of [...cleanups].reverse()) await cleanup();
      })();
      return closing;
    },
  };
}

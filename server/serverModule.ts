import type { SqlClient } from './db/sqlClient';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../engine/registry/registry';
import type { Actor } from './protocol/contract';
import type { ActorResolver } from './auth/actorResolver';
import type { Authenticator } from './auth/authenticator';
import type { CredentialStore } from './auth/credentialStore';
import type { ClusterNode } from './cluster/clusterNode';
import type { DemoSeeders } from './demo/demoSeeders';
import type { LeaseHolder } from './timers/lease';
import type { TokenService } from './auth/tokens';
import type { UserDirectory } from './auth/userDirectory';
import type { ServerConfig } from './config';
import type { ErrorRing } from './errorRing';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import type { ItemStore } from './items/itemStore';
import type { OperationRegistry } from './protocol/contract';
import type { PushHub } from './protocol/pushHub';

/**
 * What a feature module (items, search, realtime, notify, tasks ...) receives at start. Modules
 * start in order, after the store is migrated and before the administrator is created and the
 * server listens, so operations and HTTP routes registered here are live from the first request.
 */
export interface ServerModuleContext {
  config: ServerConfig;
  db: SqlClient;
  log: Logger;
  /** Register socket/HTTP operations: operations.register('read', handler). */
  operations: OperationRegistry;
  /** Open sockets: push to users, broadcast, hear disconnects and auth changes. */
  hub: PushHub;
  /** Issue tokens (masquerade: tokens.issue({ uid: target, mas: adminId })). */
  tokens: TokenService;
  /** Resolve bearer tokens for HTTP routes a module adds. */
  authenticator: Authenticator;
  /** Sign-in credentials (keep the sign-in e-mail in step with the User item: credentials.changeEmail). */
  credentials: CredentialStore;
  mailer: Mailer;
  /** HTTP routes beyond the envelope protocol (GET /lov/..., attachments, images). */
  http: FastifyInstance;
  /** The current declaration registry (rebuilt when administrators change runtime types). */
  registry(): Registry;
  /** Replaces where the registry comes from (a module rebuilding it with administrator-defined types). */
  setRegistry(source: () => Registry): void;
  /** Installs where User items live (the items module adapts its ItemStore). */
  setUserDirectory(users: UserDirectory): void;
  /** Installs how a token + User item become an Actor (e.g. organization membership). */
  setActorResolver(resolver: ActorResolver): void;
  /** Adds session state to the user that `authed` sends (the items module: the user's running tasks). */
  setSessionExtras(extras: (userId: string) => Record<string, unknown>): void;
  /** The latest error log entries (server state screen). */
  recentErrors: ErrorRing;
  /** When this server started (uptime on the server state screen). */
  startedAt: Date;
  /** The items module's store, once it started: writes through it reach events, notifications and pushes. */
  itemStore(): ItemStore | undefined;
  setItemStore(store: ItemStore): void;
  /** This node among several sharing the store (CLUSTER=sqlite); null on a single node (server/realtime/README.md). */
  cluster: ClusterNode | null;
  /** Whether this node runs scheduled work now (timers, schedules, digests): once per deployment. */
  scheduledWork: LeaseHolder;
  /** Plugins' demo data seeders, run by the demo data module on the first start of an empty store. */
  demoSeeders: DemoSeeders;
  /** Runs when the server closes, in reverse order of registration, before the store closes. */
  onClose(cleanup: () => void | Promise<void>): void;
  /** Work a module leaves running after the server listens (the search index's snapshot read or build): RunningServer.settled() waits for it. */
  afterStart(work: Promise<unknown>): void;
  /** Work a module does between requests (the search index's kept orders, made in steps): each RunningServer.settled() asks `settle` again and waits for it too. */
  betweenRequests(settle: () => Promise<unknown>): void;
  /**
   * Hears every protocol request as it arrives (socket message, POST /api/item before its body);
   * `listener` answers what to run once the request is answered. Background work that should give
   * way to requests uses it (the bulk deriver, server/items/bulkDeriver.ts).
   */
  onRequestArrival(listener: () => () => void): void;
  /**
   * Runs `hook` before every protocol operation (socket or POST /api/item) with its prefix and
   * caller, inside the request's error handling: work the caller's reads must see first (the bulk
   * deriver's pending batches).
   */
  beforeOperation(hook: (prefix: string, actor: Actor | null) => void): void;
}

export interface ServerModule {
  name: string;
  start(context: ServerModuleContext): void | Promise<void>;
}

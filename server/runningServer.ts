import type { Registry } from '../engine/registry/registry';
import type { Accounts } from './auth/accounts';
import type { Authenticator } from './auth/authenticator';
import type { RateLimits } from './auth/rateLimiter';
import type { TokenService } from './auth/tokens';
import type { UserDirectory } from './auth/userDirectory';
import type { Env, ServerConfig } from './config';
import type { SqlClient } from './db/sqlClient';
import type { Logger } from './log';
import type { OutboxMail } from './mail/mailer';
import type { OperationTable } from './protocol/operationTable';
import type { PushHub } from './protocol/pushHub';
import type { ServerModule } from './serverModule';

/** What createServer (server/app.ts) is given, and the running server it answers. */
export interface ServerOptions {
  /** Environment to read (default process.env). */
  env?: Env;
  /** Overrides applied after the environment is read (tests: { port: 0, dataDir, logLevel: 'silent' }). */
  config?: Partial<ServerConfig>;
  /** The declaration registry; operations calling ctx.registry() without one fail with registryUnavailable. */
  registry?: () => Registry;
  /** Feature modules started in order (items, search, realtime ...). */
  modules?: readonly ServerModule[];
  /** Where User items live, when no module installs one. */
  userDirectory?: UserDirectory;
  rateLimits?: Partial<RateLimits>;
  /** HTTP body limit of POST /api/item (default config.httpBodyLimit, HTTP_BODY_LIMIT: messages too large for the socket come this way). */
  httpBodyLimit?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  config: ServerConfig;
  db: SqlClient;
  log: Logger;
  hub: PushHub;
  operations: OperationTable;
  tokens: TokenService;
  authenticator: Authenticator;
  accounts: Accounts;
  /** Set on the first start of an empty data directory: the administrator created then. */
  createdAdmin: { email: string; password: string; generated: boolean } | null;
  /** Mails stored while no SMTP_URL is configured (tests read links from here). */
  readOutbox(recipient?: string): OutboxMail[];
  /** Resolves once the work modules left running after the start has ended, well or not, and the work they do between requests (benchmarks wait for the search index and its kept orders). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

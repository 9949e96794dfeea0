import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDuration } from './duration';
import type { ClientConfigBase } from '../engine/protocol/clientConfig';
import { DEFAULT_REQUEST_LIMITS } from './protocol/requestScheduler';
import type { RequestLimits } from './protocol/requestScheduler';

export type SqliteSynchronous = 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA';

/** Everything the server reads from its environment, parsed and typed once at start. */
export interface ServerConfig {
  /** Server (and client build) version from package.json; sent as $version in `authed`. */
  version: string;
  port: number;
  host: string;
  /** Absolute path of the data directory (store, token secret). */
  dataDir: string;
  /** Base of links in mails (PUBLIC_URL); null means http://localhost:{listening port}. */
  publicUrl: string | null;
  /** Extra origins allowed to open the socket besides the server's own. */
  allowedOrigins: string[];
  /** Trust X-Forwarded-For for client addresses (rate limiting) when behind a proxy. */
  trustProxy: boolean;
  adminEmail: string;
  adminName: string;
  /** null: generate one on first start and print it once. */
  adminPassword: string | null;
  /** null: generated once and kept in DATA_DIR/token-secret. */
  tokenSecret: string | null;
  tokenTtlMs: number;
  tokenWarningBeforeMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** postgres://user:pass@host:port/db (DATABASE_URL): the store on PostgreSQL; null: DATA_DIR/store.sqlite. */
  databaseUrl: string | null;
  /** PostgreSQL schema holding the store (DATABASE_SCHEMA); null: the connection's default (public). */
  databaseSchema: string | null;
  sqliteSynchronous: SqliteSynchronous;
  /** SQLite page cache of the server's connection, in MiB (SQLITE_CACHE_MB). */
  sqliteCacheMb: number;
  /** createMany/{type} derives its items' index, access and text rows and Events after its reply (DEFER_BULK_DERIVATION; never on a cluster node). */
  deferBulkDerivation: boolean;
  dedicated: boolean;
  /** Capability keys a dedicated deployment is licensed for (CAPABILITY_KEYS, comma-separated); its other capability menus stay hidden. */
  capabilityKeys: string[];
  siteName: string;
  demoData: boolean;
  disableRecaptcha: boolean;
  migratedFromCKK1: boolean;
  wsMaxMsgSize: number;
  httpTimeout: number;
  wsTimeout: number;
  /** How long an unread HTTP stream or large result stays in memory. */
  streamTtlMs: number;
  /** Largest envelope POST /api/item accepts (HTTP_BODY_LIMIT, default 8 MiB). */
  httpBodyLimit: number;
  /** Rate limits of sockets and addresses, and the unanswered requests a socket may have. */
  requestLimits: RequestLimits;
  /** Largest file POST /api/attachment accepts (MAX_UPLOAD_BYTES, default 50 MiB). */
  maxUploadBytes: number;
  logLevel: string;
  /** Vite build output served as the single-page app. */
  distDir: string;
  /** Extra plugin roots beside plugins/ (PLUGIN_DIRS, comma-separated): deployment-specific or test plugins. */
  pluginDirs: string[];
  /** Longest wait between scans of persisted timers (TIMER_POLL_MS): a due timer fires at most this late. */
  timerPollMs: number;
  /** Several server nodes on one store (CLUSTER=sqlite|postgres): outbox delivery and leases (server/realtime/README.md). */
  cluster: ClusterConfig;
}

export interface ClusterConfig {
  /** off: one node; sqlite: several processes on one SQLite store, announced by polling; postgres: several nodes on DATABASE_URL, announced by LISTEN/NOTIFY. */
  mode: 'off' | 'sqlite' | 'postgres';
  /** This node's name in the outbox and leases (NODE_ID); default host, process id and a random part. */
  nodeId: string;
  /** How often a node looks for other nodes' outbox rows (CLUSTER_POLL). */
  pollMs: number;
  /** Time to live of the scheduled-work lease (LEASE_TTL): how long a dead holder blocks the others. */
  leaseTtlMs: number;
}

/** The public client configuration of platform spec section 3 "Config", served at GET /api/config. */
export interface ClientConfig extends ClientConfigBase {
  /** Granted capability keys (platform spec §3 Config keyCaps): key -> true. */
  keyCaps: Record<string, boolean>;
}

export type Env = Readonly<Record<string, string | undefined>>;

const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const DEFAULT_BOUNDS: ClientConfig['defaultBounds'] = [-141, 48, -53, 70];
const SYNCHRONOUS_MODES: readonly SqliteSynchronous[] = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

function packageVersion(): string {
  const parsed: unknown = JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'package.json'), 'utf8'));
  if (typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string') {
    return parsed.version;
  }
  return '0.0.0';
}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name);
  if (value === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name}: "${value}" is not a boolean (true/false)`);
}

function integer(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name}: "${value}" is not a non-negative integer`);
  return parsed;
}

function databaseUrl(env: Env): string | null {
  const url = text(env, 'DATABASE_URL');
  if (url === null) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// (unset it to keep the store in DATA_DIR)');
  return url;
}

function synchronous(env: Env): SqliteSynchronous {
  const value = (text(env, 'SQLITE_SYNCHRONOUS') ?? 'FULL').toUpperCase();
  const mode = SYNCHRONOUS_MODES.find((m) => m === value);
  if (!mode) throw new Error(`SQLITE_SYNCHRONOUS: "${value}" is not one of ${SYNCHRONOUS_MODES.join(', ')}`);
  return mode;
}

function requestLimits(env: Env): RequestLimits {
  const d = DEFAULT_REQUEST_LIMITS;
  return {
    socket: { perSecond: integer(env, 'SOCKET_RATE', d.socket.perSecond), burst: integer(env, 'SOCKET_BURST', d.socket.burst) },
    address: { perSecond: integer(env, 'ADDRESS_RATE', d.address.perSecond), burst: integer(env, 'ADDRESS_BURST', d.address.burst) },
    socketQueue: integer(env, 'SOCKET_QUEUE', d.socketQueue),
  };
}

function clusterConfig(env: Env): ClusterConfig {
  const mode = text(env, 'CLUSTER') ?? 'off';
  if (mode !== 'off' && mode !== 'sqlite' && mode !== 'postgres') throw new Error(`CLUSTER must be off, sqlite or postgres, not ${mode}`);
  const onPostgres = text(env, 'DATABASE_URL') !== null;
  if (mode === 'postgres' && !onPostgres) throw new Error('CLUSTER=postgres needs DATABASE_URL (the store the nodes share)');
  if (mode === 'sqlite' && onPostgres) throw new Error('CLUSTER=sqlite is for nodes on one SQLite file; with DATABASE_URL set CLUSTER=postgres');
  const pollMs = parseDuration(text(env, 'CLUSTER_POLL') ?? '20ms', 'CLUSTER_POLL');
  if (pollMs < 1) throw new Error('CLUSTER_POLL must be at least 1ms');
  const leaseTtlMs = parseDuration(text(env, 'LEASE_TTL') ?? '15s', 'LEASE_TTL');
  if (leaseTtlMs < 300) throw new Error('LEASE_TTL must be at least 300ms');
  return { mode, nodeId: text(env, 'NODE_ID') ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`, pollMs, leaseTtlMs };
}

/** Reads the configuration from an environment (process.env in production, a literal in tests). */
export function loadConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const siteName = text(env, 'SITE_NAME') ?? 'VGN';
  const tokenTtlMs = parseDuration(text(env, 'TOKEN_TTL') ?? '8h', 'TOKEN_TTL');
  if (tokenTtlMs < 1000) throw new Error('TOKEN_TTL must be at least 1s');
  const publicUrl = text(env, 'PUBLIC_URL');
  return {
    version: packageVersion(),
    port: integer(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolve(cwd, text(env, 'DATA_DIR') ?? './data'),
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
    allowedOrigins: (text(env, 'ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin.length > 0),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    adminEmail: (text(env, 'ADMIN_EMAIL') ?? 'admin@example.com').toLowerCase(),
    adminName: text(env, 'ADMIN_NAME') ?? 'Administrator',
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    tokenSecret: text(env, 'TOKEN_SECRET'),
    tokenTtlMs,
    tokenWarningBeforeMs: parseDuration(text(env, 'TOKEN_WARNING_BEFORE') ?? '5m', 'TOKEN_WARNING_BEFORE'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? `${siteName} <no-reply@localhost>`,
    databaseUrl: databaseUrl(env),
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    sqliteSynchronous: synchronous(env),
    sqliteCacheMb: integer(env, 'SQLITE_CACHE_MB', 128),
    deferBulkDerivation: flag(env, 'DEFER_BULK_DERIVATION', true),
    dedicated: flag(env, 'DEDICATED', false),
    capabilityKeys: (text(env, 'CAPABILITY_KEYS') ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key.length > 0),
    siteName,
    demoData: flag(env, 'DEMO_DATA', false),
    disableRecaptcha: flag(env, 'DISABLE_RECAPTCHA', true),
    migratedFromCKK1: flag(env, 'MIGRATED_FROM_CKK1', false),
    wsMaxMsgSize: integer(env, 'WS_MAX_MSG_SIZE', 1_048_576),
    httpTimeout: integer(env, 'HTTP_TIMEOUT', 60_000),
    wsTimeout: integer(env, 'WS_TIMEOUT', 60_000),
    streamTtlMs: parseDuration(text(env, 'STREAM_TTL') ?? '5m', 'STREAM_TTL'),
    maxUploadBytes: integer(env, 'MAX_UPLOAD_BYTES', 50 * 1024 * 1024),
    httpBodyLimit: integer(env, 'HTTP_BODY_LIMIT', 8 * 1024 * 1024),
    requestLimits: requestLimits(env),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    distDir: resolve(cwd, text(env, 'DIST_DIR') ?? resolve(PROJECT_ROOT, 'dist')),
    pluginDirs: (text(env, 'PLUGIN_DIRS') ?? '')
      .split(',')
      .map((dir) => dir.trim())
      .filter((dir) => dir.length > 0)
      .map((dir) => resolve(cwd, dir)),
    timerPollMs: parseDuration(text(env, 'TIMER_POLL') ?? '15s', 'TIMER_POLL'),
    cluster: clusterConfig(env),
  };
}

/** The part of the configuration every browser may see (no secrets). */
export function clientConfig(config: ServerConfig): ClientConfig {
  return {
    version: config.version,
    siteName: config.siteName,
    defaultBounds: DEFAULT_BOUNDS,
    disableRecaptcha: config.disableRecaptcha,
    wsMaxMsgSize: config.wsMaxMsgSize,
    httpTimeout: config.httpTimeout,
    wsTimeout: config.wsTimeout,
    migratedFromCKK1: config.migratedFromCKK1,
    dedicated: config.dedicated,
    keyCaps: Object.fromEntries(config.capabilityKeys.map((key) => [key, true])),
  };
}

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry } from '../../engine/registry/registry';
import { ItemStore, type Writer } from '../../server/items/itemStore';
import { createValidatorProvider } from '../../server/items/validators';
import { builtInRegistry, startServer, type RunningServer } from '../../server/main';
import type { RequestLimits } from '../../server/protocol/requestScheduler';
import type { ServerModule } from '../../server/serverModule';
import { BenchSocket } from './benchSocket';

const DATA_DIR_PREFIX = 'vgn-bench-';
/** Names the process using a data directory, so a later run can remove it once that process is gone. */
const OWNER_FILE = 'bench.pid';
/** The benchmark's administrator (a browser benchmark signs in with it). */
export const ADMIN = { email: 'admin@bench.example.com', password: 'bench admin password 1' };
const MEMBER = { name: 'Bench Member', email: 'member@bench.example.com', password: 'bench member password 1' };

/** A signed-in user: its token opens sockets as that user. */
export interface Account {
  label: string;
  userId: string;
  token: string;
}

export interface BenchServer {
  server: RunningServer;
  registry: () => Registry;
  /** The real ItemStore class over the server's own database connection (fills the store). */
  store: ItemStore;
  admin: Account;
  /** Writes with raw creation stamps: the administrator. */
  adminWriter: Writer;
  open(account?: Account): Promise<BenchSocket>;
  /**
   * Stops the server and starts it again on the same data directory (what a deployment does on
   * restart), the administrator signed in again; `server`, `store` and `admin` then name the new ones.
   * Answers how long the stop and the start (until listening) took.
   */
  restart(): Promise<{ closeMs: number; startMs: number }>;
  close(): Promise<void>;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** POST /api/sign-in; the token arrives in the x-vgn-token header. */
async function signIn(baseUrl: string, email: string, password: string): Promise<{ token: string; userId: string }> {
  const response = await postJson(`${baseUrl}/api/sign-in`, { email, password });
  const token = response.headers.get('x-vgn-token');
  // The reply body is the signed-in User item.
  const user = (await response.json()) as { $id?: unknown };
  if (response.status !== 200 || token === null || typeof user.$id !== 'string') {
    throw new Error(`sign-in of ${email} failed with HTTP ${response.status}`);
  }
  return { token, userId: user.$id };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes data directories of earlier runs whose process is gone: a run killed while loading (tsx
 * kills a child that does not answer Ctrl-C within 60 ms) cannot clean up after itself.
 */
function removeAbandonedDataDirs(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
    } catch {
      continue;
    }
    if (Number.isInteger(owner) && owner > 0 && !isRunning(owner)) rmSync(dir, { recursive: true, force: true });
  }
}

/** Request limits no benchmark client reaches: its figures time the server's work, not the rate limit (the flood benchmark keeps the real ones). */
export const UNLIMITED_REQUESTS: RequestLimits = { socket: { perSecond: 1e9, burst: 1e9 }, address: { perSecond: 1e9, burst: 1e9 }, socketQueue: 1e9 };

/**
 * Starts the real server in this process: built-in plugins (plus the plugin roots in `pluginDirs`,
 * such as test fixtures), default modules, a temporary DATA_DIR, an ephemeral loopback port, the
 * administrator from ADMIN_EMAIL / ADMIN_PASSWORD, signed in over HTTP. SQLITE_SYNCHRONOUS and LOG_LEVEL are taken from the environment when set.
 */
export async function startBenchServer(options: { requestLimits?: RequestLimits; pluginDirs?: readonly string[]; keepDir?: string; modules?: readonly ServerModule[] } = {}): Promise<BenchServer> {
  removeAbandonedDataDirs();
  const { keepDir } = options;
  // A kept store is the caller's: never cleaned up, so it carries no owner file either.
  const dataDir = keepDir ?? mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  else writeFileSync(join(dataDir, OWNER_FILE), String(process.pid));
  const remove = (): void => {
    if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const pluginDirs = [...(options.pluginDirs ?? [])];
  const registry: () => Registry = await builtInRegistry(pluginDirs);
  const boot = (): Promise<RunningServer> =>
    startServer({
      env: { ...process.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir },
      registry,
      ...(options.modules ? { modules: options.modules } : {}),
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        pluginDirs,
        logLevel: process.env.LOG_LEVEL ?? 'silent',
        ...(options.requestLimits ? { requestLimits: options.requestLimits } : {}),
      },
    });
  let server: RunningServer;
  try {
    server = await boot();
  } catch (error) {
    remove();
    throw error;
  }
  // An interrupted run must not leave a store of a million items behind in the temporary directory.
  const onSignal = (): void => {
    remove();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const signedIn = await signIn(server.url, ADMIN.email, ADMIN.password);
  const admin: Account = { label: 'admin', ...signedIn };
  const bench: BenchServer = {
    server,
    registry,
    store: new ItemStore({ db: server.db, registry, validators: createValidatorProvider() }),
    admin,
    adminWriter: { userId: admin.userId, admin: true },
    open: (account = bench.admin) => BenchSocket.open(bench.server.url, account.token, bench.server.config.version),
    restart: async () => {
      const closing = performance.now();
      await bench.server.close();
      const starting = performance.now();
      bench.server = await boot();
      const times = { closeMs: starting - closing, startMs: performance.now() - starting };
      bench.store = new ItemStore({ db: bench.server.db, registry, validators: createValidatorProvider() });
      bench.admin = { label: 'admin', ...(await signIn(bench.server.url, ADMIN.email, ADMIN.password)) };
      return times;
    },
    close: async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await bench.server.close();
      remove();
    },
  };
  return bench;
}

/** The token of the last confirmation link mailed to recipient (mails land in the outbox without SMTP). */
function mailedConfirmation(server: RunningServer, recipient: string): string {
  const mail = server.readOutbox(recipient).at(-1);
  const match = mail && /\/confirm-email\?token=(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no confirmation link was mailed to ${recipient}`);
  return decodeURIComponent(match[1]);
}

/**
 * A non-administrator who reads the protected items of `readOrgs`: registers over HTTP, confirms
 * the mailed link, is granted the memberships by the administrator (an update of the User item over
 * the socket), then signs in.
 */
export async function setUpMember(bench: BenchServer, readOrgs: readonly string[]): Promise<Account> {
  const { url } = bench.server;
  const registered = await postJson(`${url}/api/register`, MEMBER);
  if (registered.status !== 200) throw new Error(`registering the member failed with HTTP ${registered.status}: ${await registered.text()}`);
  const confirmed = await postJson(`${url}/api/confirm-email`, { token: mailedConfirmation(bench.server, MEMBER.email) });
  if (confirmed.status !== 200) throw new Error(`confirming the member failed with HTTP ${confirmed.status}`);
  const { userId, token } = await signIn(url, MEMBER.email, MEMBER.password);

  const socket = await bench.open();
  try {
    const user = (await socket.call(`read/${userId}`)) as { _u: number };
    await socket.call('update', { $id: userId, _u: user._u, readOrg: [...readOrgs], capabilities: { Core: true, Org: true } });
  } finally {
    await socket.close();
  }
  return { label: 'member', userId, token };
}

/** Signs in the member setUpMember created earlier in this (kept) store. */
export async function signInMember(bench: BenchServer, expectedUserId: string): Promise<Account> {
  const { userId, token } = await signIn(bench.server.url, MEMBER.email, MEMBER.password);
  if (userId !== expectedUserId) throw new Error(`the kept store's member is ${userId}, not ${expectedUserId}`);
  return { label: 'member', userId, token };
}

import type { Registry } from '../../../engine/registry/registry';
import type { RunningServer } from '../../app';
import type { ServerConfig } from '../../config';
import { builtInRegistry } from '../../main';
import { itemsModule } from '../../modules';
import type { Envelope } from '../../protocol/contract';
import { postJson, signIn } from '../../testing/socketClient';
import { TEST_ADMIN, removeDataDir, startTestServer } from '../../testing/testServer';

/** A real server with the built-in plugins and the items module (no demo data), over a temporary DATA_DIR. */
export interface ItemsTestServer {
  server: RunningServer;
  url: string;
  adminToken: string;
  /** One envelope over POST /api/item (token null: anonymous); the reply envelope with the HTTP status. */
  call(token: string | null, o: string, b?: unknown): Promise<Envelope & { status: number }>;
  /** The reply body; throws when the operation erred. */
  ok<T = Record<string, unknown>>(token: string | null, o: string, b?: unknown): Promise<T>;
  /** The userMessage of an erred reply; throws when the operation succeeded. */
  refusal(token: string | null, o: string, b?: unknown): Promise<string>;
  /** A User item created by the administrator (e-mail {name}@example.com) and a token for it. */
  createUser(name: string, fields?: Record<string, unknown>): Promise<{ id: string; token: string }>;
  close(): Promise<void>;
}

let registry: (() => Registry) | undefined;

export async function startItemsTestServer(config: Partial<ServerConfig> = {}): Promise<ItemsTestServer> {
  // Extra plugin roots (test fixture plugins) get their own registry; the plain one is built once.
  const forServer = config.pluginDirs?.length ? await builtInRegistry(config.pluginDirs) : (registry ??= await builtInRegistry());
  const server = await startTestServer({ registry: forServer, modules: [itemsModule], config });
  const adminToken = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  let sequence = 0;
  const call = async (token: string | null, o: string, b?: unknown): Promise<Envelope & { status: number }> => {
    const response = await postJson(`${server.url}/api/item`, { o, b, s: String(++sequence) }, token === null ? {} : { authorization: `Bearer ${token}` });
    return { ...((await response.json()) as Envelope), status: response.status };
  };
  const ok = async <T>(token: string | null, o: string, b?: unknown): Promise<T> => {
    const reply = await call(token, o, b);
    if (reply.erred) throw new Error(`${o} erred: ${JSON.stringify(reply.b)}`);
    return reply.b as T;
  };
  return {
    server,
    url: server.url,
    adminToken,
    call,
    ok,
    async refusal(token, o, b) {
      const reply = await call(token, o, b);
      if (!reply.erred) throw new Error(`${o} succeeded: ${JSON.stringify(reply.b)}`);
      return (reply.b as { userMessage: string }).userMessage;
    },
    async createUser(name, fields = {}) {
      const user = await ok<{ $id: string }>(adminToken, 'create/User', { name, email: `${name.toLowerCase()}@example.com`, capabilities: { Core: true, Org: true }, ...fields });
      return { id: user.$id, token: (await server.tokens.issue({ uid: user.$id })).token };
    },
    async close() {
      await server.close();
      removeDataDir(server.config.dataDir);
    },
  };
}

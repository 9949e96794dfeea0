import { expect } from 'vitest';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { addSimpleField, newTypeDefinition, type SimpleFieldSpec, type TypeDefinition } from '../../engine/typedef';
import { builtInBundles } from '../../engine/typedef/builtInBundles.testkit';
import type { RunningServer } from '../app';
import { itemsModule } from '../modules';
import type { Envelope } from '../protocol/contract';
import { openSocket, postJson, signIn, type TestSocket } from '../testing/socketClient';
import { TEST_ADMIN, startTestServer } from '../testing/testServer';

/** The real plugins' registry (core's sys.TypeDef, org's ORG_TYPES list), built once per file. */
export async function pluginsRegistry(without: readonly string[] = []): Promise<Registry> {
  const bundles = (await builtInBundles()).filter((b) => !without.includes(b.manifest.key));
  const result = buildRegistry(bundles);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

/** A real server with the items module (and so the type definitions) over the real plugins. */
export async function startTypeDefServer(options: { dataDir?: string; registry?: Registry } = {}): Promise<RunningServer> {
  const registry = options.registry ?? (await pluginsRegistry());
  return startTestServer({ registry: () => registry, modules: [itemsModule], ...(options.dataDir ? { config: { dataDir: options.dataDir } } : {}) });
}

/** A socket signed in with the token. */
export async function socketWith(server: RunningServer, token: string): Promise<TestSocket> {
  const socket = await openSocket(server.url);
  const authed = await socket.request({ o: 'tokenAuth', b: token, v: server.config.version });
  expect(authed.o).toBe('authed');
  return socket;
}

export async function adminToken(server: RunningServer): Promise<string> {
  return signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
}

/** Registers, confirms and signs in a user who is not an administrator; returns the token. */
export async function userToken(server: RunningServer, email: string): Promise<string> {
  const password = 'a user password';
  await postJson(`${server.url}/api/register`, { name: 'Plain user', email, password });
  const mail = server.readOutbox(email).at(-1)?.text ?? '';
  await postJson(`${server.url}/api/confirm-email`, { token: decodeURIComponent(/token=(\S+)/.exec(mail)?.[1] ?? '') });
  return signIn(server.url, email, password);
}

/** The reply body of a request that must succeed. */
export async function ok<T = Record<string, unknown>>(socket: TestSocket, o: string, b?: unknown): Promise<T> {
  const reply = await socket.request({ o, b });
  if (reply.erred) throw new Error(`${o} erred: ${JSON.stringify(reply.b)}`);
  return reply.b as T;
}

/** The reply body of a request that must be refused. */
export async function refused(socket: TestSocket, o: string, b?: unknown): Promise<Record<string, unknown> & { userMessage: string }> {
  const reply: Envelope = await socket.request({ o, b });
  if (!reply.erred) throw new Error(`${o} succeeded: ${JSON.stringify(reply.b)}`);
  return reply.b as Record<string, unknown> & { userMessage: string };
}

function withField(definition: TypeDefinition, spec: SimpleFieldSpec): TypeDefinition {
  const added = addSimpleField(definition, spec);
  if (!added.ok) throw new Error(JSON.stringify(added.errors));
  return added.definition;
}

/**
 * "Permit" as the form editor makes it: a required name, the holder's organization type from the
 * org plugin's ORG_TYPES list (faceted), and an expiry date (faceted by future date ranges).
 */
export function permitDefinition(): TypeDefinition {
  let definition = newTypeDefinition('Permit', 'Permit', { icon: 'document' });
  definition = withField(definition, { name: 'holderType', label: 'Holder type', kind: 'lov', lov: 'ORG_TYPES', facet: true, header: true });
  definition = withField(definition, { name: 'expires', label: 'Expires', kind: 'date', facet: true, header: true });
  return definition;
}

/** The definition with one more field (structuredClone: the input is not changed). */
export function plusField(definition: TypeDefinition, spec: SimpleFieldSpec, defaults?: Record<string, unknown>): TypeDefinition {
  const next = withField(definition, spec);
  return defaults ? { ...next, defaults } : next;
}

/** Field ids of search/ids answers. */
export interface SearchReply {
  ids: string[];
  total: number;
  facets: Record<string, { key: string; count: number }[]>;
}

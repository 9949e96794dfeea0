import { proxy } from 'valtio/vanilla';
import type { Deployment } from '../../engine/derive/showRule';
import type { ClientConfigBase } from '../../engine/protocol/clientConfig';
import { timedFetch, requestHeaders, type FetchLike } from './timedFetch';

/** The public client configuration (GET /api/config), as parsed leniently from the server's answer. */
export interface ClientConfig extends ClientConfigBase {
  cmd?: string;
  keyCaps?: Record<string, unknown>;
}

export interface ConfigState extends ClientConfig {
  /** True once the server's configuration replaced the defaults. */
  loaded: boolean;
}

/** Spec §9 defaults, in force until GET /api/config answers (or when it cannot). */
export const DEFAULT_CONFIG: Readonly<ClientConfig> = {
  version: '0.0.0',
  siteName: '',
  defaultBounds: [-141, 48, -53, 70],
  disableRecaptcha: true,
  wsMaxMsgSize: 1_048_576,
  httpTimeout: 60_000,
  wsTimeout: 60_000,
  migratedFromCKK1: false,
  dedicated: false,
};

export const config = proxy<ConfigState>({ ...DEFAULT_CONFIG, defaultBounds: [...DEFAULT_CONFIG.defaultBounds], loaded: false });

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function bounds(value: unknown): ClientConfig['defaultBounds'] {
  if (Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return [value[0], value[1], value[2], value[3]];
  }
  return [...DEFAULT_CONFIG.defaultBounds];
}

/**
 * The installation as menus and show rules see it (engine/derive showRule): dedicated or not, and
 * the capability keys keyCaps grants. Shared by the drawer, the home dashboard and create buttons.
 */
export function deploymentOf(current: Pick<ClientConfig, 'dedicated' | 'keyCaps'>): Deployment {
  const keys = Object.entries(current.keyCaps ?? {})
    .filter(([, granted]) => granted === true)
    .map(([key]) => key);
  return { dedicated: current.dedicated, capabilityKeys: keys };
}

/** Reads a server answer field by field; anything missing or malformed keeps its default. */
export function parseClientConfig(raw: unknown): ClientConfig {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const parsed: ClientConfig = {
    version: typeof r.version === 'string' ? r.version : DEFAULT_CONFIG.version,
    siteName: typeof r.siteName === 'string' ? r.siteName : DEFAULT_CONFIG.siteName,
    defaultBounds: bounds(r.defaultBounds),
    disableRecaptcha: typeof r.disableRecaptcha === 'boolean' ? r.disableRecaptcha : DEFAULT_CONFIG.disableRecaptcha,
    wsMaxMsgSize: positive(r.wsMaxMsgSize, DEFAULT_CONFIG.wsMaxMsgSize),
    httpTimeout: positive(r.httpTimeout, DEFAULT_CONFIG.httpTimeout),
    wsTimeout: positive(r.wsTimeout, DEFAULT_CONFIG.wsTimeout),
    migratedFromCKK1: r.migratedFromCKK1 === true,
    dedicated: r.dedicated === true,
  };
  if (typeof r.cmd === 'string') parsed.cmd = r.cmd;
  if (typeof r.keyCaps === 'object' && r.keyCaps !== null && !Array.isArray(r.keyCaps)) parsed.keyCaps = r.keyCaps as Record<string, unknown>;
  return parsed;
}

/** GET /api/config into the `config` store; on failure the defaults stay and the error is rethrown. */
export async function loadConfig(fetchImpl: FetchLike = (url, init) => fetch(url, init)): Promise<ClientConfig> {
  const { response, text } = await timedFetch(fetchImpl, '/api/config', { method: 'GET', headers: requestHeaders(null) }, config.httpTimeout);
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const parsed = parseClientConfig(JSON.parse(text));
  Object.assign(config, parsed, { loaded: true });
  return parsed;
}

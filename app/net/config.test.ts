import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, config, deploymentOf, loadConfig, parseClientConfig } from './config';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';

const SERVER = {
  version: '0.1.0',
  siteName: 'VGN',
  defaultBounds: [-141, 48, -53, 70],
  disableRecaptcha: true,
  wsMaxMsgSize: 2048,
  httpTimeout: 30_000,
  wsTimeout: 20_000,
  migratedFromCKK1: true,
  dedicated: false,
};

describe('parseClientConfig', () => {
  it('takes every field the server sends', () => {
    expect(parseClientConfig(SERVER)).toEqual(SERVER);
  });

  it('keeps defaults for missing or malformed fields', () => {
    expect(parseClientConfig({ wsMaxMsgSize: -1, wsTimeout: 'x', defaultBounds: [1, 2] })).toEqual(DEFAULT_CONFIG);
    expect(parseClientConfig(null)).toEqual(DEFAULT_CONFIG);
  });

  it('keeps the optional cmd and keyCaps', () => {
    expect(parseClientConfig({ cmd: 'ctrl', keyCaps: { save: 's' } })).toMatchObject({ cmd: 'ctrl', keyCaps: { save: 's' } });
  });
});

describe('loadConfig', () => {
  it('fills the config store from GET /api/config', async () => {
    const { fetch, calls } = fakeFetch([jsonResponse(SERVER)]);
    await loadConfig(fetch);
    expect(calls[0]?.url).toBe('/api/config');
    expect(config).toMatchObject({ ...SERVER, loaded: true });
  });

  it('rejects on an error status', async () => {
    const { fetch } = fakeFetch([jsonResponse({}, { status: 500 })]);
    await expect(loadConfig(fetch)).rejects.toThrow('500');
  });
});

describe('deploymentOf', () => {
  it('turns keyCaps into the granted capability keys menus and show rules check', () => {
    expect(deploymentOf({ dedicated: true, keyCaps: { Org: true, GeoKeeper: false, Lovs: 'yes' } })).toEqual({ dedicated: true, capabilityKeys: ['Org'] });
    expect(deploymentOf({ dedicated: false })).toEqual({ dedicated: false, capabilityKeys: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { clientConfig, loadConfig } from './config';
import { parseDuration } from './duration';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.tokenTtlMs).toBe(8 * 3_600_000);
    expect(config.tokenWarningBeforeMs).toBe(5 * 60_000);
    expect(config.sqliteSynchronous).toBe('FULL');
    expect(config.smtpUrl).toBeNull();
    expect(config.adminPassword).toBeNull();
    expect(config.tokenSecret).toBeNull();
    expect(config.dedicated).toBe(false);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/vgn',
        ADMIN_EMAIL: 'Boss@Example.org',
        ADMIN_PASSWORD: 'secret secret',
        TOKEN_TTL: '30m',
        TOKEN_WARNING_BEFORE: '90s',
        SMTP_URL: 'smtp://mail:25',
        SQLITE_SYNCHRONOUS: 'normal',
        DEDICATED: 'true',
        SITE_NAME: 'Consult',
        DEMO_DATA: '1',
        ALLOWED_ORIGINS: 'https://a.example.org/, https://b.example.org',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/vgn',
      adminEmail: 'boss@example.org',
      adminPassword: 'secret secret',
      tokenTtlMs: 1_800_000,
      tokenWarningBeforeMs: 90_000,
      smtpUrl: 'smtp://mail:25',
      sqliteSynchronous: 'NORMAL',
      dedicated: true,
      siteName: 'Consult',
      demoData: true,
      allowedOrigins: ['https://a.example.org', 'https://b.example.org'],
    });
  });

  it('refuses settings it cannot read', () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'SOMETIMES' })).toThrow(/SQLITE_SYNCHRONOUS/);
    expect(() => loadConfig({ DEDICATED: 'maybe' })).toThrow(/DEDICATED/);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL: 'soon' })).toThrow(/TOKEN_TTL/);
  });

  it('matches CLUSTER to the store the nodes share', () => {
    const url = 'postgres://u:p@db:5432/vgn';
    expect(loadConfig({ CLUSTER: 'postgres', DATABASE_URL: url }).cluster.mode).toBe('postgres');
    expect(loadConfig({ CLUSTER: 'sqlite' }).cluster.mode).toBe('sqlite');
    expect(() => loadConfig({ CLUSTER: 'postgres' })).toThrow(/CLUSTER=postgres needs DATABASE_URL/);
    expect(() => loadConfig({ CLUSTER: 'sqlite', DATABASE_URL: url })).toThrow(/CLUSTER=sqlite/);
    expect(() => loadConfig({ CLUSTER: 'redis' })).toThrow(/off, sqlite or postgres/);
  });

  it('exposes only the public client configuration', () => {
    const config = loadConfig({ TOKEN_SECRET: 'x'.repeat(40), SITE_NAME: 'Consult', DEDICATED: 'yes', CAPABILITY_KEYS: 'Org, GeoKeeper,' });
    expect(config.capabilityKeys).toEqual(['Org', 'GeoKeeper']);
    expect(clientConfig(config)).toEqual({
      version: config.version,
      siteName: 'Consult',
      defaultBounds: [-141, 48, -53, 70],
      disableRecaptcha: true,
      wsMaxMsgSize: 1_048_576,
      httpTimeout: 60_000,
      wsTimeout: 60_000,
      migratedFromCKK1: false,
      dedicated: true,
      keyCaps: { Org: true, GeoKeeper: true },
    });
  });
});

describe('parseDuration', () => {
  it('reads units, bare numbers as seconds', () => {
    expect(parseDuration('8h', 'X')).toBe(28_800_000);
    expect(parseDuration('1500ms', 'X')).toBe(1500);
    expect(parseDuration('2d', 'X')).toBe(172_800_000);
    expect(parseDuration('45', 'X')).toBe(45_000);
    expect(() => parseDuration('h8', 'X')).toThrow(/X/);
  });
});

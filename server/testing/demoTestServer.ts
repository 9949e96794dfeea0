import type { Registry } from '../../engine/registry/registry';
import type { RunningServer } from '../app';
import type { ServerConfig } from '../config';
import { getSetting } from '../db/settings';
import { createDemoDataModule } from '../demo/demoDataModule';
import { DEMO_DATA_MARKER } from '../demo/seedDemoData';
import { builtInRegistry } from '../main';
import { itemsModule } from '../modules';
import { TEST_ADMIN, startTestServer } from './testServer';

export { DEMO_PASSWORD } from '../demo/demoPassword';

/** The day demo test servers seed for, unless told otherwise: the same data on every run. */
export const DEMO_TEST_TODAY = new Date('2025-03-15T10:00:00Z');

let registry: (() => Registry) | undefined;

/**
 * A real server as `npm start` runs it with DEMO_DATA=1: the built-in plugins (their server entries
 * and demo seeders), the items module and the demo data module, seeding for a fixed day. Pass
 * dataDir to restart over an existing store, demoData: false to start without demo data.
 */
export async function startDemoTestServer(config: Partial<ServerConfig> = {}, today: Date = DEMO_TEST_TODAY): Promise<RunningServer> {
  registry ??= await builtInRegistry();
  return startTestServer({ registry, modules: [itemsModule, createDemoDataModule({ today: () => today })], config: { demoData: true, ...config } });
}

/** Items per type in the server's store. */
export function countsByType(server: RunningServer): Record<string, number> {
  const rows = server.db.prepare<[], { type: string; n: number }>('SELECT type, count(*) AS n FROM items GROUP BY type').all();
  return Object.fromEntries(rows.map((row) => [row.type, row.n]));
}

/** The counts the demo seed recorded per type with its marker; null when the store holds no demo data. */
export function seededCounts(server: RunningServer): Record<string, number> | null {
  const marker = getSetting(server.db, DEMO_DATA_MARKER);
  if (marker === null) return null;
  const parsed = JSON.parse(marker) as { counts: Record<string, number> };
  return parsed.counts;
}

/** E-mails of the sign-in accounts besides the test administrator's: the demo accounts. */
export function demoAccountEmails(server: RunningServer): string[] {
  const rows = server.db.prepare<[string], { email: string }>('SELECT email FROM credentials WHERE email <> ? ORDER BY email').all(TEST_ADMIN.email);
  return rows.map((row) => row.email);
}

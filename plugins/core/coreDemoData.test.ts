import { demoServerForFile } from '../../server/testing/demoServerForFile';
import { describe, expect, it } from 'vitest';
import { DEMO_TEST_TODAY } from '../../server/testing/demoTestServer';
import { WHATS_NEW } from './server/demo/data';

/** Core's demo data as a real server with every plugin seeds it (DEMO_DATA=1): the platform's announcements. */

const demo = demoServerForFile(90_000);

function fieldsOfType(type: string): Record<string, unknown>[] {
  const rows = demo.server.db.prepare<[string], { data: string }>('SELECT data FROM items WHERE type = ? ORDER BY idx').all(type);
  return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
}

describe('core demo data', () => {
  it("publishes the release notes, each on its release day", () => {
    expect(fieldsOfType('WhatsNew').map((entry) => entry.version)).toEqual(WHATS_NEW.map((entry) => entry.version));
    const published = demo.server.db.prepare<[], { ts: string }>("SELECT created_ts AS ts FROM items WHERE type = 'WhatsNew' ORDER BY idx").all();
    const releaseDays = WHATS_NEW.map((entry) => new Date(DEMO_TEST_TODAY.getTime() - entry.daysAgo * 86_400_000).toISOString().slice(0, 10));
    expect(published.map((row) => row.ts.slice(0, 10))).toEqual(releaseDays);
  });

  it('announces maintenance with an alert shown since yesterday', () => {
    const [alert, ...others] = fieldsOfType('SystemAlert');
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ modal: false, active: true, title: 'Scheduled maintenance' });
    expect(String(alert?.from) < DEMO_TEST_TODAY.toISOString()).toBe(true);
    expect(String(alert?.until) > DEMO_TEST_TODAY.toISOString()).toBe(true);
    expect(alert?.message).toMatch(/unavailable on \w+day, \w+ \d+ from/);
  });
});

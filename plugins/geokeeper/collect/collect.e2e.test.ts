import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser } from '../../../app/e2e/browser';
import { signInOverProtocol, type ProtocolClient } from '../../../app/e2e/protocol';
import { DEMO_PASSWORD, DEMO_USERS, openPage, signIn, UI_TIMEOUT } from '../../../app/e2e/ui';

const baseUrl = inject('baseUrl');
const { orgAdmin } = DEMO_USERS;
/** Signs in, records offline, reconnects and checks the server: more than the default minute on a loaded machine. */
const WALK_TIMEOUT = 240_000;
const WHERE = { latitude: 53.93412, longitude: -122.94107, accuracy: 7 };
/** A one-pixel PNG: the photo the collector takes. */
/** A few bytes of a video file: the server stores what the phone recorded, whatever it is. */
const VIDEO = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface FieldData {
  $id: string;
  label: string;
  formType: string;
  trip?: string;
  media?: string[];
  finalized?: string;
  location?: { type: string; coordinates: number[] };
  accuracy?: number;
}

let browser: Browser;
let collector: ProtocolClient;

beforeAll(async () => {
  browser = await connectBrowser(inject('browserWsEndpoint'));
  collector = await signInOverProtocol(baseUrl, orgAdmin.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await browser.close();
});

async function fieldDataLabelled(prefix: string): Promise<FieldData[]> {
  const reply = (await collector.send('search/ids', { must: [{ kind: 'type', value: 'GeoKeeperFieldData' }, { kind: 'text', value: prefix }], max: 'all' })) as { ids: string[] };
  const items = await Promise.all(reply.ids.map(async (id) => (await collector.send(`read/${id}`)) as FieldData));
  return items.filter((item) => item.label.startsWith(prefix));
}

describe('the field collection page', () => {
  it(
    'records a trip with two records, a photo, a video and its track offline, then sends each once when back online',
    async () => {
      const { context, page } = await openPage(browser, baseUrl);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(WHERE);
      await signIn(page, orgAdmin.email, DEMO_PASSWORD, orgAdmin.name);
      // The token is kept on the device: what lets the page open signed in without a connection.
      await page.waitForFunction(() => localStorage.getItem('Access-Token') !== null);
      await page.goto('/geokeeper.collect');
      await page.getByTestId('gk-collect').waitFor();
      // Once the service worker controls the page, a load keeps the shell and the page's modules.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.getByLabel('Program').selectOption({ label: 'Moose habitat monitoring' });
      await expect.poll(() => page.getByTestId('gk-collect-online').textContent()).toBe('Online');

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('gk-collect').waitFor({ timeout: 3 * UI_TIMEOUT });
      await expect.poll(() => page.getByTestId('gk-collect-online').textContent()).toContain('Offline');
      await expect.poll(() => page.getByLabel('Program').inputValue()).not.toBe('');

      await page.getByTestId('gk-collect-start').getByLabel('Name').fill('E2E collect trip');
      await page.getByRole('button', { name: 'Start trip' }).click();
      const record = page.getByTestId('gk-collect-record');
      await record.waitFor();
      await record.getByLabel('Name').fill('E2E collect moose');
      await record.getByLabel('Species').selectOption('Moose');
      await page.getByTestId('gk-collect-photo-input').setInputFiles({ name: 'moose.png', mimeType: 'image/png', buffer: PHOTO });
      await expect.poll(() => record.textContent()).toContain('1 of 3 photos');
      await page.getByTestId('gk-collect-video-input').setInputFiles({ name: 'moose.mp4', mimeType: 'video/mp4', buffer: VIDEO });
      await expect.poll(() => record.textContent()).toContain('1 of 1 videos');
      await record.getByRole('button', { name: 'Save record here' }).click();
      await expect.poll(() => page.getByTestId('gk-collect-trip').textContent()).toContain('1 record');
      await context.setGeolocation({ ...WHERE, latitude: WHERE.latitude + 0.001 });
      await record.getByLabel('Name').fill('E2E collect bear');
      await record.getByLabel('Species').selectOption('Bear');
      await record.getByRole('button', { name: 'Save record here' }).click();
      await expect.poll(() => page.getByTestId('gk-collect-trip').textContent()).toContain('2 records');
      // The track followed the device from the start to the second record; ending the trip queues it.
      await expect.poll(() => page.getByTestId('gk-collect-track').getAttribute('data-points'), { timeout: UI_TIMEOUT }).toBe('2');
      await page.getByRole('button', { name: 'End trip' }).click();
      await page.getByTestId('gk-collect-start').waitFor();

      const statuses = () => page.getByTestId('gk-collect-entry').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-status')));
      // Nothing reaches the server: each waits (or is being tried again).
      expect((await statuses()).map((status) => (status === 'sending' ? 'queued' : status))).toEqual(['queued', 'queued', 'queued', 'queued']);
      await expect.poll(() => page.getByTestId('gk-collect-waiting').textContent()).toBe('4 waiting to be sent');
      expect(await fieldDataLabelled('E2E collect')).toEqual([]);

      await context.setOffline(false);
      await expect.poll(statuses, { timeout: 3 * UI_TIMEOUT }).toEqual(['sent', 'sent', 'sent', 'sent']);
      await expect.poll(() => page.getByTestId('gk-collect-waiting').textContent()).toBe('Everything sent');
      // A reload sends nothing again; the items are there once each.
      await page.reload();
      await page.getByTestId('gk-collect').waitFor();
      const stored = await fieldDataLabelled('E2E collect');
      expect(stored.map((item) => item.label).sort()).toEqual(['E2E collect bear', 'E2E collect moose', 'E2E collect trip']);
      const trip = stored.find((item) => item.formType === 'trip');
      const moose = stored.find((item) => item.label === 'E2E collect moose');
      const bear = stored.find((item) => item.label === 'E2E collect bear');
      expect([moose?.trip, bear?.trip]).toEqual([trip?.$id, trip?.$id]);
      expect(moose?.media).toHaveLength(2);
      expect(moose?.location?.coordinates).toEqual([WHERE.longitude, WHERE.latitude]);
      // The trip carries its track (start, then the move) and its finish time.
      const track = trip?.location as unknown as { type: string; coordinates: number[][] } | undefined;
      expect(track?.type).toBe('LineString');
      expect(track?.coordinates).toHaveLength(2);
      expect(track?.coordinates[0]).toEqual([WHERE.longitude, WHERE.latitude]);
      expect(track?.coordinates[1]?.[1]).toBeCloseTo(WHERE.latitude + 0.001, 6);
      expect(trip?.finalized).toBeTruthy();
      const video = await page.request.get(`/attachment/${moose?.media?.[1] ?? ''}`);
      expect(Buffer.from(await video.body()).equals(VIDEO)).toBe(true);
      expect(moose?.accuracy).toBe(WHERE.accuracy);
      expect(bear?.location?.coordinates[1]).toBeCloseTo(WHERE.latitude + 0.001, 6);
      const photo = await page.request.get(`/attachment/${moose?.media?.[0] ?? ''}`);
      expect(photo.status()).toBe(200);
      expect(Buffer.from(await photo.body()).equals(PHOTO)).toBe(true);

      // The program's field data list shows them.
      await page.goto('/geokeeper.my-data');
      for (const label of ['E2E collect trip', 'E2E collect moose', 'E2E collect bear']) await page.getByText(label, { exact: true }).first().waitFor();
      await context.close();
    },
    WALK_TIMEOUT,
  );
});

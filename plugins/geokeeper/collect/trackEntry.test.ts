import { describe, expect, it } from 'vitest';
import type { QueuedEntry } from './collectStore';
import { trackEntry, trackUpdate } from './trackEntry';

const trip: QueuedEntry = { uuid: 'trip-1', userId: 'User-1', seq: 1, formType: 'trip', fields: { label: 'Morning outing', location: { type: 'Point', coordinates: [-122.9, 53.9] } }, photos: [], status: 'sent', itemId: 'GeoKeeperFieldData-4', attempts: 0 };

describe('the end of a trip', () => {
  it('queues the track as a line and the finish time, to be written onto the trip as it is now', () => {
    const entry = trackEntry(trip, [[-122.9, 53.9], [-122.91, 53.905], [-122.92, 53.91]], new Date('2026-05-01T15:00:00.000Z'));
    expect(entry).toMatchObject({ formType: 'track', tripUuid: 'trip-1', status: 'queued', photos: [] });
    expect(trackUpdate(entry, 'GeoKeeperFieldData-4', 7)).toEqual({
      $id: 'GeoKeeperFieldData-4',
      _u: 7,
      finalized: '2026-05-01T15:00:00.000Z',
      location: { type: 'LineString', coordinates: [[-122.9, 53.9], [-122.91, 53.905], [-122.92, 53.91]] },
    });
  });

  it('leaves the trip where it started when the device gave fewer than two positions', () => {
    const update = trackUpdate(trackEntry(trip, [[-122.9, 53.9]]), 'GeoKeeperFieldData-4', 7);
    expect(update).not.toHaveProperty('location');
    expect(update).toHaveProperty('finalized');
  });
});

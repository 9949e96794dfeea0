import { describe, expect, it } from 'vitest';
import type { QueuedEntry } from './collectStore';
import { simplifyTrack, TRACK_TOLERANCE_METRES } from './simplifyTrack';
import { trackEntry, trackUpdate } from './trackEntry';

const trip: QueuedEntry = { uuid: 'trip-1', userId: 'User-1', seq: 1, formType: 'trip', fields: { label: 'Morning outing', location: { type: 'Point', coordinates: [-122.9, 53.9] } }, photos: [], status: 'sent', itemId: 'GeoKeeperFieldData-4', attempts: 0 };

describe('the end of a trip', () => {
  it('queues the track as a line and the finish time, to be written onto the trip as it is now', () => {
    const entry = trackEntry(trip, [[-122.9, 53.9], [-122.91, 53.905], [-122.915, 53.92]], new Date('2026-05-01T15:00:00.000Z'));
    expect(entry).toMatchObject({ formType: 'track', tripUuid: 'trip-1', status: 'queued', photos: [] });
    expect(trackUpdate(entry, 'GeoKeeperFieldData-4', 7)).toEqual({
      $id: 'GeoKeeperFieldData-4',
      _u: 7,
      finalized: '2026-05-01T15:00:00.000Z',
      location: { type: 'LineString', coordinates: [[-122.9, 53.9], [-122.91, 53.905], [-122.915, 53.92]] },
    });
  });

  it('leaves the trip where it started when the device gave fewer than two positions', () => {
    const update = trackUpdate(trackEntry(trip, [[-122.9, 53.9]]), 'GeoKeeperFieldData-4', 7);
    expect(update).not.toHaveProperty('location');
    expect(update).toHaveProperty('finalized');
  });
});

describe('a long track', () => {
  // Two hours at a point every 5 s: east along a road for an hour with the fix wandering a metre or
  // two, then a right-angle turn north for the second hour.
  const METRES = 111_320;
  const latitude = 53.9;
  const east = 1 / (METRES * Math.cos((latitude * Math.PI) / 180));
  const north = 1 / METRES;
  const jitter = (index: number): number => Math.sin(index * 12.9898) * 1.5;
  const track: [number, number][] = [];
  for (let index = 0; index < 720; index++) track.push([-122.9 + index * 7 * east, latitude + jitter(index) * north]);
  const corner = track[719] as [number, number];
  for (let index = 1; index <= 720; index++) track.push([corner[0] + jitter(index) * east, corner[1] + index * 7 * north]);

  /** Distance in metres from a position to the segment a–b (local metres around a). */
  function offLine(p: [number, number], a: [number, number], b: [number, number]): number {
    const x = (q: [number, number]): number => (q[0] - a[0]) / east;
    const y = (q: [number, number]): number => (q[1] - a[1]) / north;
    const [bx, by, px, py] = [x(b), y(b), x(p), y(p)];
    const length = bx * bx + by * by;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length));
    return Math.hypot(px - t * bx, py - t * by);
  }

  it('is saved simplified within the tolerance, keeping its start, its turn and its end as recorded', () => {
    const entry = trackEntry(trip, track);
    const line = (entry.fields.location as { coordinates: [number, number][] }).coordinates;
    expect(line.length).toBeLessThan(track.length / 20);
    expect(line[0]).toEqual(track[0]);
    expect(line[line.length - 1]).toEqual(track[track.length - 1]);
    // Every kept position is a recorded one, in order, and the turn is among them.
    const indexes = line.map((position) => track.findIndex((recorded) => recorded[0] === position[0] && recorded[1] === position[1]));
    expect(indexes.every((index, at) => index >= 0 && (at === 0 || index > (indexes[at - 1] ?? -1)))).toBe(true);
    expect(line.some((position) => offLine(position, corner, corner) < TRACK_TOLERANCE_METRES)).toBe(true);
    // Every dropped position lies within the tolerance of the segment that replaced it.
    for (let at = 1; at < indexes.length; at++) {
      const from = indexes[at - 1] ?? 0;
      const to = indexes[at] ?? 0;
      for (let index = from + 1; index < to; index++) expect(offLine(track[index] as [number, number], track[from] as [number, number], track[to] as [number, number])).toBeLessThanOrEqual(TRACK_TOLERANCE_METRES);
    }
  });

  it('keeps a short track whole', () => {
    // A turn of about 65 m then 110 m: nothing to leave out.
    const short: [number, number][] = [[-122.9, 53.9], [-122.899, 53.9], [-122.899, 53.901]];
    expect(simplifyTrack(short)).toEqual(short);
    expect(simplifyTrack(short.slice(0, 2))).toEqual(short.slice(0, 2));
  });
});

import type { QueuedEntry } from './collectStore';
import { simplifyTrack } from './simplifyTrack';

/** A track is a line: fewer positions than this leave the trip's location as it was (its start). */
const MIN_TRACK_POINTS = 2;

/**
 * The end of a trip as the device queues it: the positions recorded while it was open become the
 * trip's `location` (a LineString, simplified: simplifyTrack.ts), and `finalized` is stamped. It is sent after the trip itself
 * (it needs the trip's server id) as an update of the trip, so a trip ended offline is completed
 * when the device is back online.
 */
export function trackEntry(trip: QueuedEntry, track: readonly [number, number][], now: Date = new Date()): QueuedEntry {
  const fields: Record<string, unknown> = { label: trip.fields.label, finalized: now.toISOString() };
  if (track.length >= MIN_TRACK_POINTS) fields.location = { type: 'LineString', coordinates: simplifyTrack(track) };
  return { uuid: crypto.randomUUID(), userId: trip.userId, seq: Date.now() + Math.random(), formType: 'track', tripUuid: trip.uuid, fields, photos: [], status: 'queued', attempts: 0 };
}

/** The update of the trip a track entry makes: the trip's current `_u` (read just before), its track and finish time. */
export function trackUpdate(entry: QueuedEntry, tripId: string, tripU: number): Record<string, unknown> {
  const { label: _label, ...fields } = entry.fields;
  return { $id: tripId, _u: tripU, ...fields };
}

import simplify from '@turf/simplify';
import type { LineString } from 'geojson';

/**
 * How far (metres) a recorded position may lie from the saved line and still be dropped: about
 * the error of a phone's own fix outdoors, so what goes is the GPS jitter and the positions along
 * straight stretches, never a turn of the route.
 */
export const TRACK_TOLERANCE_METRES = 5;
/** Metres per degree of latitude (and of longitude at the equator), near enough for a tolerance. */
const METRES_PER_DEGREE = 111_320;

type Position = readonly [number, number];

/**
 * A trip's track with the positions a line within `toleranceMetres` does not need left out
 * (Douglas-Peucker, @turf/simplify). The line is simplified in metres around its start (an
 * equirectangular projection: longitude shrinks with the latitude), so the tolerance means the same
 * east-west and north-south; the positions kept are the recorded ones, unchanged, and the first
 * and last are always kept.
 */
export function simplifyTrack(track: readonly Position[], toleranceMetres: number = TRACK_TOLERANCE_METRES): [number, number][] {
  const copy = (position: Position): [number, number] => [position[0], position[1]];
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last || track.length < 3) return track.map(copy);
  const scale = Math.cos((first[1] * Math.PI) / 180) * METRES_PER_DEGREE;
  // Each position carries its index as a third coordinate, so the kept ones map back to the recorded values.
  const line: LineString = { type: 'LineString', coordinates: track.map(([longitude, latitude], index) => [(longitude - first[0]) * scale, (latitude - first[1]) * METRES_PER_DEGREE, index]) };
  const simplified = simplify(line, { tolerance: toleranceMetres, highQuality: true, mutate: true });
  const kept = simplified.coordinates.map((position) => position[2]).filter((index): index is number => index !== undefined);
  if (kept[0] !== 0) kept.unshift(0);
  if (kept[kept.length - 1] !== track.length - 1) kept.push(track.length - 1);
  return kept.map((index) => copy(track[index] ?? first));
}

/** West, south, east, north in degrees (WGS 84). */
export type Bounds = readonly [west: number, south: number, east: number, north: number];

/** Business spec §9: the map's starting view, western and northern Canada. */
export const DEFAULT_BOUNDS: Bounds = [-141, 48, -53, 70];

/** Business spec §9: coordinates keep 5 decimals. */
export const COORDINATE_DECIMALS = 5;
const SCALE = 10 ** COORDINATE_DECIMALS;
const SEPARATOR = '_';

/** A coordinate rounded to the spec's 5 decimals (no -0). */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * SCALE) / SCALE;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The map view as the URL keeps it (business spec §9: base 36, 5 decimals): each bound times 10^5,
 * rounded, written in base 36 ("-" for negatives), joined by "_" — e.g. the default view is
 * "-8e7mo_2uvpc_-35li8_4618g". Short, and safe in a query string without escaping.
 */
export function encodeBoundsHash(bounds: Bounds): string {
  return bounds.map((value) => Math.round(value * SCALE).toString(36)).join(SEPARATOR);
}

/** The bounds of a hash, or undefined for anything that is not four valid, ordered bounds. */
export function decodeBoundsHash(hash: string | undefined): Bounds | undefined {
  if (hash === undefined) return undefined;
  const parts = hash.split(SEPARATOR);
  if (parts.length !== 4 || parts.some((part) => !/^-?[0-9a-z]{1,12}$/.test(part))) return undefined;
  const [west, south, east, north] = parts.map((part) => parseInt(part, 36) / SCALE) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) return undefined;
  if (south < -90 || north > 90 || south >= north || west >= east || west < -540 || east > 540) return undefined;
  return [west, south, east, north];
}

/** "lat, lng" at the spec's precision, as the coordinates readout shows it. */
export function formatCoordinates(lng: number, lat: number): string {
  return `${roundCoordinate(lat).toFixed(COORDINATE_DECIMALS)}, ${roundCoordinate(lng).toFixed(COORDINATE_DECIMALS)}`;
}

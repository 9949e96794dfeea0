import type { Geometry } from 'geojson';
import { COORDINATE_DECIMALS } from './settings';
import { mapPositions } from './positions';

const FACTOR = 10 ** COORDINATE_DECIMALS;

function round(value: number): number {
  return Math.round(value * FACTOR) / FACTOR;
}

/** Coordinates at the platform's precision (5 decimals, about a metre); altitude and measures are rounded too. */
export function roundCoordinates(geometry: Geometry): Geometry {
  return mapPositions(geometry, (position) => position.map(round));
}

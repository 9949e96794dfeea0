/** Spec: coordinates show with 5 decimals (about a metre). */
export const COORDINATE_DECIMALS = 5;

export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(COORDINATE_DECIMALS);
  // -0.000001 would print as "-0.00000".
  return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** "lat, lng" for a point given as [lng, lat] (GeoJSON order). */
export function formatLngLat(point: readonly [number, number]): string {
  const [lng, lat] = point;
  return `${formatCoordinate(lat)}, ${formatCoordinate(lng)}`;
}

import type { Feature, Geometry } from 'geojson';
import { mapFields } from './fieldMap';
import { allFiltersHold } from './filters';
import { positionsAreLonLat } from './positions';
import { isWgs84, reprojector } from './reproject';
import { roundCoordinates } from './round';
import type { FeatureConstants, TransformSettings } from './settings';
import { simplifyGeometry } from './simplify';

/** A feature ready for the sink: WGS84 at 5 decimals, properties mapped, constants attached. */
export interface PreparedFeature {
  line: number;
  geometry: Geometry;
  properties: Record<string, unknown>;
  constants: FeatureConstants;
}

export type TransformOutcome =
  | { kind: 'feature'; feature: PreparedFeature }
  | { kind: 'filtered' }
  | { kind: 'error'; line: number; reason: string; params?: Record<string, string | number> };

export type FeatureTransform = (line: number, feature: Feature<Geometry, Record<string, unknown>>) => TransformOutcome;

/** The CRS the coordinates are in: the settings win over the file (a wrong .prj can be overridden). */
export function sourceCrsOf(settings: TransformSettings, fileCrs: string | undefined): string | undefined {
  return settings.sourceCrs?.trim() ? settings.sourceCrs : fileCrs;
}

/**
 * Compiles the settings once into a pure per-feature function. Throws `badCrs` (an Error whose
 * message is the message id) when the CRS cannot be read, before any row is handled.
 */
export function compileTransform(settings: TransformSettings, fileCrs?: string): FeatureTransform {
  const crs = sourceCrsOf(settings, fileCrs);
  let reproject: ((geometry: Geometry) => Geometry) | undefined;
  if (!isWgs84(crs) && crs !== undefined) {
    try {
      reproject = reprojector(crs);
    } catch {
      throw new Error('import.errors.badCrs');
    }
  }
  const tolerance = settings.simplifyTolerance ?? 0;
  const constants = { ...(settings.constants ?? {}) };
  return (line, feature) => {
    if (!allFiltersHold(settings.filters, feature.properties)) return { kind: 'filtered' };
    const properties = mapFields(feature.properties, settings.fieldMap, settings.dropUnmapped);
    let geometry = reproject ? reproject(feature.geometry) : feature.geometry;
    if (!positionsAreLonLat(geometry)) return { kind: 'error', line, reason: 'import.errors.coordinatesOutOfRange' };
    geometry = roundCoordinates(simplifyGeometry(geometry, tolerance));
    return { kind: 'feature', feature: { line, geometry, properties, constants } };
  };
}

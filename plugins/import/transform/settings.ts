/**
 * The transformations of an Import, as declarative data (the Import item's `transform` field,
 * edited through its generated form). Applied in this order: filters (on the source properties),
 * field mapping, reprojection, simplification, rounding to 5 decimals, constant values.
 */
export interface TransformSettings {
  /** Property renames; a target `label` or `description` fills the feature's own field. */
  fieldMap?: FieldRename[];
  /** Keep only the mapped properties. */
  dropUnmapped?: boolean;
  /** Every filter must hold for a feature to be imported. */
  filters?: PropertyFilter[];
  /** CRS of the source coordinates when the file does not say it: "EPSG:3857", "EPSG:32611", a PROJ string or WKT. */
  sourceCrs?: string;
  /** Douglas-Peucker tolerance in degrees (0 or absent: no simplification). */
  simplifyTolerance?: number;
  /** Values given to every imported feature. */
  constants?: FeatureConstants;
}

export interface FieldRename {
  from: string;
  to: string;
}

export type PropertyFilter =
  | { property: string; op: 'equals'; value: string }
  | { property: string; op: 'contains'; value: string }
  | { property: string; op: 'range'; min?: number; max?: number };

export interface FeatureConstants {
  spatialType?: string;
  owner?: string;
  state?: 'DRAFT' | 'ACTIVE' | 'ARCHIVED';
}

/** Coordinate precision of the platform (business spec §9). */
export const COORDINATE_DECIMALS = 5;

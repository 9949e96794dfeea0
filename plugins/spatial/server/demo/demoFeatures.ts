import type { Geometry } from 'geojson';

/** Which demo organization keeps a demo spatial item (by its place in the org plugin's demo list). */
export type DemoOwner = 'stoneyCreek' | 'northernRidge';

export interface DemoSpatialFeature {
  label: string;
  spatialType: string;
  state: 'DRAFT' | 'ACTIVE' | 'ARCHIVED';
  owner: DemoOwner;
  /** Part of the owner's traditional use study collection. */
  inStudy?: boolean;
  description?: string;
  geometry: Geometry;
  offsetDays: number;
}

/** The traditional use study Stoney Creek keeps as one collection. */
export const DEMO_STUDY = {
  label: 'Stoney Creek traditional use study 2024',
  spatialType: 'CULTURAL',
  description: '<p>Places and routes recorded with Elders during the 2024 traditional use interviews.</p>',
  geometry: { type: 'Polygon', coordinates: [[[-123.05, 53.85], [-122.8, 53.85], [-122.8, 54.02], [-123.05, 54.02], [-123.05, 53.85]]] } satisfies Geometry,
};

/** A handful of places around the demo organizations, in northern British Columbia. */
export const DEMO_FEATURES: readonly DemoSpatialFeature[] = [
  {
    label: 'Stoney Creek gravel pit',
    spatialType: 'SITE',
    state: 'ACTIVE',
    owner: 'stoneyCreek',
    description: '<p>Aggregate extraction site on the north bank, under licence L-2023-0042.</p>',
    geometry: { type: 'Polygon', coordinates: [[[-122.912, 53.912], [-122.894, 53.912], [-122.894, 53.921], [-122.912, 53.921], [-122.912, 53.912]]] },
    offsetDays: -120,
  },
  {
    label: 'Berry picking meadow',
    spatialType: 'HARVEST_AREA',
    state: 'ACTIVE',
    owner: 'stoneyCreek',
    inStudy: true,
    geometry: { type: 'Polygon', coordinates: [[[-122.98, 53.95], [-122.95, 53.95], [-122.95, 53.97], [-122.98, 53.97], [-122.98, 53.95]]] },
    offsetDays: -90,
  },
  {
    label: 'Spring fishing camp',
    spatialType: 'CULTURAL',
    state: 'ACTIVE',
    owner: 'stoneyCreek',
    inStudy: true,
    geometry: { type: 'Point', coordinates: [-122.93, 53.99] },
    offsetDays: -88,
  },
  {
    label: 'Creek crossing trail',
    spatialType: 'TRAIL',
    state: 'ACTIVE',
    owner: 'stoneyCreek',
    inStudy: true,
    geometry: { type: 'LineString', coordinates: [[-123.02, 53.88], [-122.99, 53.9], [-122.96, 53.93], [-122.93, 53.99]] },
    offsetDays: -85,
  },
  {
    label: 'Old portage trail',
    spatialType: 'TRAIL',
    state: 'ARCHIVED',
    owner: 'stoneyCreek',
    description: '<p>Replaced by the creek crossing trail after the 2023 survey.</p>',
    geometry: { type: 'LineString', coordinates: [[-122.95, 53.9], [-122.93, 53.93]] },
    offsetDays: -200,
  },
  {
    label: 'Northern Ridge exploration claim',
    spatialType: 'PROJECT_AREA',
    state: 'ACTIVE',
    owner: 'northernRidge',
    geometry: { type: 'Polygon', coordinates: [[[-122.88, 53.93], [-122.82, 53.93], [-122.82, 53.97], [-122.88, 53.97], [-122.88, 53.93]]] },
    offsetDays: -60,
  },
  {
    label: 'Proposed access road',
    spatialType: 'OTHER',
    state: 'DRAFT',
    owner: 'northernRidge',
    geometry: { type: 'LineString', coordinates: [[-122.85, 53.9], [-122.85, 53.93]] },
    offsetDays: -10,
  },
  {
    label: 'Kettle River water sampling stations',
    spatialType: 'WATERCOURSE',
    state: 'ACTIVE',
    owner: 'stoneyCreek',
    geometry: { type: 'MultiPoint', coordinates: [[-122.9, 53.88], [-122.87, 53.885], [-122.84, 53.89]] },
    offsetDays: -30,
  },
];

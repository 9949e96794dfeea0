import type { Feature as GeoJsonFeature, Geometry } from 'geojson';
import GeoJSONVT, { type LegacyFeature } from 'geojson-vt';

/** Tile geometry: Mapbox Vector Tile extent (vt-pbf encodes with the same). */
export const TILE_EXTENT = 4096;
/** Tiles exist down to this zoom; deeper requests are refused (the map over-zooms the last level). */
export const TILE_MAX_ZOOM = 16;
/**
 * Lines and polygons narrower and shorter than this (tile units: one pixel of a 512-pixel map tile)
 * are left out of a tile: invisible at that zoom, yet thousands of them weigh hundreds of KiB at
 * low zooms. They appear from the zoom at which they span a pixel.
 */
const MIN_SHAPE_UNITS = TILE_EXTENT / 512;
/** Changes kept beside the base index before the base is rebuilt (a small index is cheap to recut on every change). */
const MAX_PENDING_CHANGES = 2000;

/** The properties each vector-tile feature carries (the contract with the map). */
export interface TileProperties {
  id: string;
  label: string;
  spatialType: string;
  kind: 'feature' | 'collection';
}

export type TileFeature = GeoJsonFeature<Geometry, TileProperties>;

function cut(features: TileFeature[]): GeoJSONVT | undefined {
  if (features.length === 0) return undefined;
  // Below the tolerance geojson-vt drops rings and lines too small to see, so low zooms stay light.
  return new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom: TILE_MAX_ZOOM, indexMaxZoom: 5, extent: TILE_EXTENT, buffer: 64 });
}

/** Whether a tile feature spans at least MIN_SHAPE_UNITS (points always do). */
function visible(feature: LegacyFeature): boolean {
  if (feature.type === 1) return true;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of feature.geometry) {
    for (const [x, y] of ring) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    // A polygon's outer ring bounds its holes.
    if (feature.type === 3) break;
  }
  return maxX - minX >= MIN_SHAPE_UNITS || maxY - minY >= MIN_SHAPE_UNITS;
}

function idOf(feature: LegacyFeature): string | undefined {
  const id = feature.tags?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Lines and polygons (or any geometry) cut into tiles by geojson-vt, kept up to date without
 * recutting everything on each write: a base index over the data as it was, the ids changed since
 * (left out of base tiles), and a small index of their current versions; the base is recut lazily
 * once MAX_PENDING_CHANGES accumulated. Shared by every reader: tiles are filtered per reader.
 */
export class ShapeIndex {
  private readonly current = new Map<string, TileFeature>();
  private base: GeoJSONVT | undefined;
  private baseStale = true;
  private readonly changedSinceBase = new Set<string>();
  private changes: GeoJSONVT | undefined;
  private changesStale = false;

  get size(): number {
    return this.current.size;
  }

  /** Adds or replaces a feature (undefined removes the id). */
  set(id: string, feature: TileFeature | undefined): void {
    const had = this.current.has(id);
    if (feature) this.current.set(id, feature);
    else this.current.delete(id);
    if (!had && !feature) return;
    this.changedSinceBase.add(id);
    this.changesStale = true;
    if (this.changedSinceBase.size > MAX_PENDING_CHANGES) this.baseStale = true;
  }

  /** The features of a tile that `keep` accepts and that span a pixel, base and changes merged. */
  tileFeatures(z: number, x: number, y: number, keep: (id: string) => boolean): LegacyFeature[] {
    this.refresh();
    const found: LegacyFeature[] = [];
    for (const feature of this.base?.getTile(z, x, y)?.features ?? []) {
      const id = idOf(feature);
      if (id !== undefined && !this.changedSinceBase.has(id) && keep(id) && visible(feature)) found.push(feature);
    }
    for (const feature of this.changes?.getTile(z, x, y)?.features ?? []) {
      const id = idOf(feature);
      if (id !== undefined && keep(id) && visible(feature)) found.push(feature);
    }
    return found;
  }

  /** Cuts what is stale now (tiles would do it on their first request). */
  prepare(): void {
    this.refresh();
  }

  private refresh(): void {
    if (this.baseStale) {
      this.base = cut([...this.current.values()]);
      this.baseStale = false;
      this.changedSinceBase.clear();
      this.changes = undefined;
      this.changesStale = false;
      return;
    }
    if (!this.changesStale) return;
    const changed: TileFeature[] = [];
    for (const id of this.changedSinceBase) {
      const feature = this.current.get(id);
      if (feature) changed.push(feature);
    }
    this.changes = cut(changed);
    this.changesStale = false;
  }
}

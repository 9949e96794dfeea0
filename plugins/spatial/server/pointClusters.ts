import { createHash } from 'node:crypto';
import type { Point } from 'geojson';
import type Supercluster from 'supercluster';
import type { PointFeature } from 'supercluster';
import { TILE_EXTENT, type TileProperties } from './shapeIndex';

/** Points cluster up to this zoom; from the next one on every point is drawn by itself. */
export const CLUSTER_MAX_ZOOM = 13;
/** Cluster radius in screen pixels of a 512-pixel map tile. */
const CLUSTER_RADIUS_PX = 50;
const MAP_TILE_PX = 512;
/** Cluster indexes kept at once (readers who see the same points share one). */
const MAX_INDEXES = 4;

export type ClusterIndex = Supercluster<TileProperties>;

/** The supercluster options of every index (plain data: they travel to the worker). */
export interface ClusterOptions {
  maxZoom: number;
  extent: number;
  radius: number;
}

export const CLUSTER_OPTIONS: ClusterOptions = {
  maxZoom: CLUSTER_MAX_ZOOM,
  extent: TILE_EXTENT,
  // supercluster measures the radius in tile units.
  radius: (CLUSTER_RADIUS_PX * TILE_EXTENT) / MAP_TILE_PX,
};

/** The points a reader may read, ready for a build: coordinates, properties and a key naming the set. */
export interface PointSelection {
  /** Hash of the chosen ids: readers with the same key share one index. */
  key: string;
  lngLat: Float64Array;
  properties: TileProperties[];
}

/**
 * The ACTIVE points of the spatial features, and the cluster indexes built from them (by
 * FeatureTiles, in a worker): an index holds exactly the points a reader may read, so a cluster's
 * count never betrays a point the reader may not see; readers who may read the same points share
 * an index (keyed by a hash of their ids). A change of any point drops the shared indexes (readers
 * keep theirs until their rebuild is done).
 */
export class PointClusters {
  private readonly points = new Map<string, PointFeature<TileProperties>>();
  private readonly indexes = new Map<string, ClusterIndex>();
  private pointsVersion = 0;

  get size(): number {
    return this.points.size;
  }

  /** Moves whenever a point is added, moved or removed. */
  get version(): number {
    return this.pointsVersion;
  }

  has(id: string): boolean {
    return this.points.has(id);
  }

  /** The current point of an id, if it is an ACTIVE point. */
  get(id: string): PointFeature<TileProperties> | undefined {
    return this.points.get(id);
  }

  set(id: string, point: Point | undefined, properties: TileProperties): void {
    if (!point && !this.points.has(id)) return;
    if (point) this.points.set(id, { type: 'Feature', geometry: point, properties });
    else this.points.delete(id);
    this.pointsVersion += 1;
    this.indexes.clear();
  }

  /** The points `readable` holds, in a stable order. */
  select(readable: ReadonlySet<string>): PointSelection {
    const properties: TileProperties[] = [];
    const ids: string[] = [];
    const lngLat = new Float64Array(this.points.size * 2);
    for (const [id, point] of this.points) {
      if (!readable.has(id)) continue;
      lngLat[2 * ids.length] = point.geometry.coordinates[0] ?? 0;
      lngLat[2 * ids.length + 1] = point.geometry.coordinates[1] ?? 0;
      properties.push(point.properties);
      ids.push(id);
    }
    // One hash update of the joined ids: far cheaper than one per id at 80,000 points.
    const key = createHash('sha256').update(ids.join('\n')).digest('base64');
    return { key, lngLat: lngLat.slice(0, 2 * ids.length), properties };
  }

  /** A shared index of the current points for this selection key, if one was built. */
  shared(key: string): ClusterIndex | undefined {
    const cached = this.indexes.get(key);
    if (!cached) return undefined;
    this.indexes.delete(key);
    this.indexes.set(key, cached);
    return cached;
  }

  /** Shares an index built at `version` (dropped when points moved on meanwhile). */
  share(key: string, version: number, index: ClusterIndex): void {
    if (version !== this.pointsVersion) return;
    this.indexes.set(key, index);
    while (this.indexes.size > MAX_INDEXES) {
      const oldest = this.indexes.keys().next().value;
      if (oldest === undefined) break;
      this.indexes.delete(oldest);
    }
  }
}

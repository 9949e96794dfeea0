import { createHash } from 'node:crypto';
import type { Point } from 'geojson';
import Supercluster, { type PointFeature } from 'supercluster';
import { TILE_EXTENT, type TileProperties } from './shapeIndex';

/** Points cluster up to this zoom; from the next one on every point is drawn by itself. */
export const CLUSTER_MAX_ZOOM = 13;
/** Cluster radius in screen pixels of a 512-pixel map tile. */
const CLUSTER_RADIUS_PX = 50;
const MAP_TILE_PX = 512;
/** Cluster indexes kept at once (readers who see the same points share one). */
const MAX_INDEXES = 4;

export type ClusterIndex = Supercluster<TileProperties>;

/**
 * The ACTIVE points of the spatial features, clustered per set of readable points with supercluster.
 * A cluster index is built from exactly the points a reader may read, so a cluster's count never
 * betrays a point the reader may not see; readers who may read the same points share the index
 * (keyed by a hash of their ids). A change of any point drops the built indexes.
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

  set(id: string, point: Point | undefined, properties: TileProperties): void {
    if (!point && !this.points.has(id)) return;
    if (point) this.points.set(id, { type: 'Feature', geometry: point, properties });
    else this.points.delete(id);
    this.pointsVersion += 1;
    this.indexes.clear();
  }

  /** The cluster index of the points `readable` holds. */
  indexFor(readable: ReadonlySet<string>): ClusterIndex {
    const chosen: PointFeature<TileProperties>[] = [];
    const hash = createHash('sha256');
    for (const [id, point] of this.points) {
      if (!readable.has(id)) continue;
      chosen.push(point);
      hash.update(id).update('\n');
    }
    const key = hash.digest('base64');
    const cached = this.indexes.get(key);
    if (cached) {
      this.indexes.delete(key);
      this.indexes.set(key, cached);
      return cached;
    }
    const index: ClusterIndex = new Supercluster<TileProperties>({
      maxZoom: CLUSTER_MAX_ZOOM,
      extent: TILE_EXTENT,
      // supercluster measures the radius in tile units.
      radius: (CLUSTER_RADIUS_PX * TILE_EXTENT) / MAP_TILE_PX,
    }).load(chosen);
    this.indexes.set(key, index);
    while (this.indexes.size > MAX_INDEXES) {
      const oldest = this.indexes.keys().next().value;
      if (oldest === undefined) break;
      this.indexes.delete(oldest);
    }
    return index;
  }
}

import type { LegacyFeature } from 'geojson-vt';
import type { ClusterBuilder } from './clusterBuilder';
import { CLUSTER_OPTIONS, type ClusterIndex, type PointClusters } from './pointClusters';
import { TILE_EXTENT } from './shapeIndex';

/**
 * Changed points drawn over a behind index before the reader waits for its rebuild instead: beyond
 * this, every tile would walk a long list (a bulk import, say).
 */
const MAX_OVERLAID = 10_000;

/** The properties of a feature of the `clusters` layer. */
export interface ClusterTileProperties {
  count: number;
  /** The count as the map shows it: 1234 → "1.2k". */
  countLabel: string;
  /** The zoom at which the cluster splits: where a click on it takes the map. */
  expansionZoom: number;
}

function countLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.floor(count / 1000)}k`;
}

/** A tile's point features for one reader. */
export interface ReaderTileFeatures {
  clusters: LegacyFeature[];
  points: LegacyFeature[];
  /** This call waited for a build. */
  waited: boolean;
  /** Changed points were drawn over an index that is being rebuilt: counts near them may be behind. */
  behind: boolean;
}

/** A point's place in tile z/x/y (tile units), or undefined when it lies outside the tile and its margin. */
export function tilePosition(lng: number, lat: number, z: number, x: number, y: number): [number, number] | undefined {
  const sin = Math.sin((lat * Math.PI) / 180);
  const mercatorY = Math.min(1, Math.max(0, 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI));
  const scale = 2 ** z;
  const px = Math.round(TILE_EXTENT * ((lng / 360 + 0.5) * scale - x));
  const py = Math.round(TILE_EXTENT * (mercatorY * scale - y));
  // The same margin as supercluster's tiles: a point near the edge is drawn whole on both sides.
  const margin = CLUSTER_OPTIONS.radius;
  return px < -margin || py < -margin || px > TILE_EXTENT + margin || py > TILE_EXTENT + margin ? undefined : [px, py];
}

/**
 * One reader's point clusters, kept fast through writes. The index is rebuilt in a worker
 * (ClusterBuilder) after points change; until it is done, tiles come from the previous index with
 * the changed points overlaid: each changed point is drawn by itself where it is now (or not at all
 * when it is gone), never where it was. What stays behind for the length of one rebuild is the
 * clusters' counts and centres near those points. Never behind: a change that takes a point away
 * from this reader (read right lost, at a write or at the periodic re-read) — then the tile waits
 * for the rebuild, so no count ever includes a point the reader may not read.
 */
export class ReaderClusters {
  private index: ClusterIndex | undefined;
  /** Points changed since the index's build began. */
  private changed = new Set<string>();
  /** Points changed before the running build began (in it, not yet in `index`). */
  private inFlight: ReadonlySet<string> = new Set();
  /** A change took a readable point away: wait for the next index. */
  private lost = false;
  /** Whether an index (or none, for no points) was ever built. */
  private built = false;
  private building: Promise<void> | undefined;

  constructor(
    private readonly points: PointClusters,
    private readonly builder: ClusterBuilder,
    private readonly readable: () => ReadonlySet<string>,
  ) {}

  /** Notes a changed point; `lostRead`: this reader could read it and no longer can. */
  note(id: string, lostRead: boolean): void {
    this.changed.add(id);
    if (lostRead) this.lost = true;
  }

  /** The reader's readable set was read again: what it gained or lost among the points. */
  noteReadable(previous: ReadonlySet<string>, now: ReadonlySet<string>): void {
    for (const id of previous) if (!now.has(id) && this.points.has(id)) this.note(id, true);
    for (const id of now) if (!previous.has(id) && this.points.has(id)) this.note(id, false);
  }

  /**
   * The cluster and point features of tile z/x/y. Answers whether this call waited for a build
   * (the reader's first index, or one after a lost read right).
   */
  async tileFeatures(z: number, x: number, y: number): Promise<ReaderTileFeatures> {
    let waited = false;
    for (let round = 0; round < 3 && this.mustWait(); round += 1) {
      waited = true;
      await this.rebuild();
    }
    // Started after this tile is answered: choosing the points runs on this thread.
    if (this.changed.size > 0 && !this.building) setImmediate(() => void this.rebuild().catch(() => undefined));
    const clusters: LegacyFeature[] = [];
    const points: LegacyFeature[] = [];
    const index = this.index;
    const overlaid = this.overlaid();
    const behind = overlaid.size > 0;
    if (!index) return { clusters, points, waited, behind };
    for (const feature of index.getTile(z, x, y)?.features ?? []) {
      const tags = feature.tags;
      if (tags && 'cluster' in tags && tags.cluster) {
        const properties: ClusterTileProperties = { count: tags.point_count, countLabel: countLabel(tags.point_count), expansionZoom: index.getClusterExpansionZoom(tags.cluster_id) };
        clusters.push({ type: 1, geometry: feature.geometry, tags: { ...properties } });
      } else if (tags && !overlaid.has(tags.id)) points.push({ type: 1, geometry: feature.geometry, tags: { ...tags } });
    }
    const readable = this.readable();
    for (const id of overlaid) {
      const point = this.points.get(id);
      if (!point || !readable.has(id)) continue;
      const position = tilePosition(point.geometry.coordinates[0] ?? 0, point.geometry.coordinates[1] ?? 0, z, x, y);
      if (position) points.push({ type: 1, geometry: [position], tags: { ...point.properties } });
    }
    return { clusters, points, waited, behind };
  }

  private mustWait(): boolean {
    if (this.lost) return true;
    if (this.index || this.built) return this.changed.size + this.inFlight.size > MAX_OVERLAID;
    return this.points.size > 0 || this.building !== undefined;
  }

  private overlaid(): Set<string> {
    const overlaid = new Set(this.inFlight);
    for (const id of this.changed) overlaid.add(id);
    return overlaid;
  }

  /** Starts a rebuild of the current points, or joins the running one. */
  private rebuild(): Promise<void> {
    if (this.building) return this.building;
    const inFlight = this.changed;
    const lost = this.lost;
    this.changed = new Set();
    this.lost = false;
    this.inFlight = inFlight;
    const version = this.points.version;
    const selection = this.points.select(this.readable());
    const build = async (): Promise<ClusterIndex | undefined> => {
      if (selection.properties.length === 0) return undefined;
      const shared = this.points.shared(selection.key);
      if (shared) return shared;
      const index = await this.builder.build(selection.lngLat, selection.properties);
      this.points.share(selection.key, version, index);
      return index;
    };
    this.building = build().then(
      (index) => {
        this.index = index;
        this.built = true;
        this.inFlight = new Set();
        this.building = undefined;
      },
      (error: unknown) => {
        // Nothing lost: the changes wait for the next rebuild.
        for (const id of inFlight) this.changed.add(id);
        this.lost ||= lost;
        this.inFlight = new Set();
        this.building = undefined;
        throw error;
      },
    );
    return this.building;
  }
}

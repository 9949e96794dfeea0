import type { LegacyFeature, LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { PluginBulkItems, PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemChange } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { ClusterIndex } from './pointClusters';
import { TILE_EXTENT, TILE_MAX_ZOOM } from './shapeIndex';
import { SpatialTileData } from './spatialTileData';
import { SPATIAL_TYPES } from './spatialSearch';

export { TILE_MAX_ZOOM } from './shapeIndex';

/** Layer names of every tile (the contract with the map, plugins/spatial/README.md). */
export const TILE_LAYERS = { collections: 'collections', features: 'features', clusters: 'clusters' } as const;
/** A reader's readable ids are read again after this long: memberships and grants change without a spatial write. */
const READABLE_TTL_MS = 60_000;
/** Readers kept at once (the least recently served goes first). */
const MAX_READERS = 16;

/** The properties of a feature of the `clusters` layer. */
export interface ClusterTileProperties {
  count: number;
  /** The count as the map shows it: 1234 → "1.2k". */
  countLabel: string;
  /** The zoom at which the cluster splits: where a click on it takes the map. */
  expansionZoom: number;
}

/** What one tile request cost, for the Server-Timing header (and the benchmark). */
export interface TileTiming {
  dataMs?: number;
  readerMs?: number;
  clustersMs?: number;
}

interface ReaderView {
  actor: Actor;
  readable: Set<string>;
  readAt: number;
  /** Moves when `readable` changes. */
  readableVersion: number;
  clusters?: { index: ClusterIndex; pointsVersion: number; readableVersion: number };
}

/** Everything that decides what an actor may read, so two actors share nothing. */
function actorKey(actor: Actor): string {
  return JSON.stringify([actor.userId, actor.admin, [...actor.readOrgs].sort(), [...actor.adminOrgs].sort(), actor.masqueradingAs ?? '']);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

function countLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.floor(count / 1000)}k`;
}

/** z/x/y of a tile request, or undefined when they name no tile. */
export function tileCoordinates(z: string, x: string, yFile: string): { z: number; x: number; y: number } | undefined {
  const match = /^(\d+)\.pbf$/.exec(yFile);
  if (!match || !/^\d+$/.test(z) || !/^\d+$/.test(x)) return undefined;
  const coords = { z: Number(z), x: Number(x), y: Number(match[1]) };
  const size = 2 ** coords.z;
  return coords.z <= TILE_MAX_ZOOM && coords.x < size && coords.y < size ? coords : undefined;
}

const since = (start: number): number => Math.round(performance.now() - start);

/**
 * Mapbox Vector Tiles of the ACTIVE spatial features and collections a reader may read: shapes
 * cut by geojson-vt, points clustered by supercluster below CLUSTER_MAX_ZOOM, encoded by vt-pbf.
 * The geometries are shared (SpatialTileData); what is per reader is the set of ids it may read
 * (one SQL pass, kept up to date by writes and re-read after READABLE_TTL_MS), which filters every
 * tile and chooses the points its clusters count, so no tile and no count reveals an item the
 * reader may not read.
 */
export class FeatureTiles {
  private dataVersion = 1;
  private readonly data: SpatialTileData;
  private readonly readers = new Map<string, ReaderView>();

  constructor(
    private readonly items: PluginItems,
    private readonly bulk: PluginBulkItems,
    private readonly now: () => number = Date.now,
  ) {
    this.data = new SpatialTileData(bulk);
  }

  /** Moves on every spatial write; the map reloads its tiles when it changes. */
  version(): number {
    return this.dataVersion;
  }

  /** Follows a committed write of a SpatialFeature or SpatialCollection. */
  changed(change: ItemChange): void {
    this.dataVersion += 1;
    this.data.apply(change);
    const id = change.item.$id;
    for (const view of this.readers.values()) {
      const readable = change.op !== 'delete' && this.items.can(view.actor, id, 'read');
      if (readable === view.readable.has(id)) continue;
      if (readable) view.readable.add(id);
      else view.readable.delete(id);
      view.readableVersion += 1;
    }
  }

  /** The encoded tile (undefined when the reader may see nothing there) and what it cost. */
  tile(actor: Actor, z: number, x: number, y: number): { bytes: Uint8Array | undefined; timing: TileTiming } {
    const timing: TileTiming = {};
    let started = performance.now();
    if (this.data.ensureBuilt()) timing.dataMs = since(started);
    started = performance.now();
    const view = this.viewOf(actor, timing);
    if (timing.readerMs !== undefined) timing.readerMs = since(started);
    const keep = (id: string): boolean => view.readable.has(id);
    const features = this.data.shapes.tileFeatures(z, x, y, keep);
    const clusters: LegacyFeature[] = [];
    started = performance.now();
    const index = this.clustersOf(view, timing);
    if (timing.clustersMs !== undefined) timing.clustersMs = since(started);
    for (const point of index?.getTile(z, x, y)?.features ?? []) {
      const tags = point.tags;
      if (tags && 'cluster' in tags && tags.cluster) {
        const properties: ClusterTileProperties = { count: tags.point_count, countLabel: countLabel(tags.point_count), expansionZoom: index?.getClusterExpansionZoom(tags.cluster_id) ?? z + 1 };
        clusters.push({ type: 1, geometry: point.geometry, tags: { ...properties } });
      } else if (tags) features.push({ type: 1, geometry: point.geometry, tags: { ...tags } });
    }
    const layers: Record<string, LegacyTile> = {};
    const collections = this.data.collections.tileFeatures(z, x, y, keep);
    if (collections.length > 0) layers[TILE_LAYERS.collections] = { features: collections };
    if (features.length > 0) layers[TILE_LAYERS.features] = { features };
    if (clusters.length > 0) layers[TILE_LAYERS.clusters] = { features: clusters };
    const bytes = Object.keys(layers).length === 0 ? undefined : fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT });
    return { bytes, timing };
  }

  private readableOf(actor: Actor): Set<string> {
    const readable = new Set<string>();
    for (const type of SPATIAL_TYPES) for (const id of this.bulk.readableIdsOfType(actor, type)) readable.add(id);
    return readable;
  }

  private viewOf(actor: Actor, timing: TileTiming): ReaderView {
    const key = actorKey(actor);
    const cached = this.readers.get(key);
    this.readers.delete(key);
    let view: ReaderView;
    if (!cached) {
      timing.readerMs = 0;
      view = { actor, readable: this.readableOf(actor), readAt: this.now(), readableVersion: 0 };
    } else if (this.now() - cached.readAt >= READABLE_TTL_MS) {
      timing.readerMs = 0;
      const readable = this.readableOf(actor);
      const moved = !sameSet(readable, cached.readable);
      view = { ...cached, actor, readable, readAt: this.now(), readableVersion: cached.readableVersion + (moved ? 1 : 0) };
    } else view = cached;
    this.readers.set(key, view);
    while (this.readers.size > MAX_READERS) {
      const oldest = this.readers.keys().next().value;
      if (oldest === undefined) break;
      this.readers.delete(oldest);
    }
    return view;
  }

  private clustersOf(view: ReaderView, timing: TileTiming): ClusterIndex | undefined {
    if (this.data.points.size === 0) return undefined;
    const known = view.clusters;
    if (known && known.pointsVersion === this.data.points.version && known.readableVersion === view.readableVersion) return known.index;
    timing.clustersMs = 0;
    const index = this.data.points.indexFor(view.readable);
    view.clusters = { index, pointsVersion: this.data.points.version, readableVersion: view.readableVersion };
    return index;
  }
}

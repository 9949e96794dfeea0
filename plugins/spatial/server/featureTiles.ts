import type { LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { PluginBulkItems, PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemChange } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import { ClusterBuilder } from './clusterBuilder';
import { CLUSTER_OPTIONS } from './pointClusters';
import { ReaderClusters } from './readerClusters';
import { TILE_EXTENT, TILE_MAX_ZOOM } from './shapeIndex';
import { SpatialTileData } from './spatialTileData';
import { SPATIAL_TYPES } from './spatialSearch';

export { TILE_MAX_ZOOM } from './shapeIndex';
export type { ClusterTileProperties } from './readerClusters';

/** Layer names of every tile (the contract with the map, plugins/spatial/README.md). */
export const TILE_LAYERS = { collections: 'collections', features: 'features', clusters: 'clusters' } as const;
/** A reader's readable ids are read again after this long: memberships and grants change without a spatial write. */
const READABLE_TTL_MS = 60_000;
/** Readers kept at once (the least recently served goes first). */
const MAX_READERS = 16;

/** What one tile request cost, for the Server-Timing header (and the benchmark). */
export interface TileTiming {
  dataMs?: number;
  readerMs?: number;
  clustersMs?: number;
  /** The clusters came from an index being rebuilt, changed points drawn over it (readerClusters.ts). */
  clustersBehind?: boolean;
}

interface ReaderView {
  actor: Actor;
  readable: Set<string>;
  readAt: number;
  clusters: ReaderClusters;
}

/** Everything that decides what an actor may read, so two actors share nothing. */
function actorKey(actor: Actor): string {
  return JSON.stringify([actor.userId, actor.admin, [...actor.readOrgs].sort(), [...actor.adminOrgs].sort(), actor.masqueradingAs ?? '']);
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
 * The geometries are shared (SpatialTileData, read in the background from `start()`); what is per
 * reader is the set of ids it may read (one SQL pass, kept up to date by writes and re-read after
 * READABLE_TTL_MS), which filters every tile, and its point clusters (ReaderClusters: built from
 * exactly those points in a worker), so no tile and no count reveals an item the reader may not read.
 */
export class FeatureTiles {
  private dataVersion = 1;
  private readonly data: SpatialTileData;
  private readonly builder = new ClusterBuilder(CLUSTER_OPTIONS);
  private readonly readers = new Map<string, ReaderView>();

  constructor(
    private readonly items: PluginItems,
    private readonly bulk: PluginBulkItems,
    private readonly now: () => number = Date.now,
  ) {
    this.data = new SpatialTileData(bulk);
  }

  /** Reads the geometries in the background (the server keeps answering); tiles asked meanwhile wait for it. */
  start(): Promise<void> {
    return this.data.start();
  }

  async close(): Promise<void> {
    this.data.stop();
    await this.builder.close();
  }

  /** Moves on every spatial write; the map reloads its tiles when it changes. */
  version(): number {
    return this.dataVersion;
  }

  /** Follows a committed write of a SpatialFeature or SpatialCollection. */
  changed(change: ItemChange): void {
    this.dataVersion += 1;
    const id = change.item.$id;
    const wasPoint = this.data.points.has(id);
    this.data.apply(change);
    const isPoint = this.data.points.has(id);
    for (const view of this.readers.values()) {
      const could = view.readable.has(id);
      const readable = change.op !== 'delete' && this.items.can(view.actor, id, 'read');
      if (readable) view.readable.add(id);
      else view.readable.delete(id);
      // A point the reader could not read before nor now leaves its clusters as they are.
      if ((wasPoint || isPoint) && (could || readable)) view.clusters.note(id, could && !readable && wasPoint);
    }
  }

  /** The encoded tile (undefined when the reader may see nothing there) and what it cost. */
  async tile(actor: Actor, z: number, x: number, y: number): Promise<{ bytes: Uint8Array | undefined; timing: TileTiming }> {
    const timing: TileTiming = {};
    let started = performance.now();
    if (!this.data.isReady()) {
      await this.data.start();
      timing.dataMs = since(started);
    }
    started = performance.now();
    const view = this.viewOf(actor, timing);
    if (timing.readerMs !== undefined) timing.readerMs = since(started);
    const keep = (id: string): boolean => view.readable.has(id);
    started = performance.now();
    const { clusters, points, waited, behind } = await view.clusters.tileFeatures(z, x, y);
    if (waited) timing.clustersMs = since(started);
    if (behind) timing.clustersBehind = true;
    const features = [...this.data.shapes.tileFeatures(z, x, y, keep), ...points];
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
      const readable = this.readableOf(actor);
      view = { actor, readable, readAt: this.now(), clusters: new ReaderClusters(this.data.points, this.builder, () => readable) };
    } else if (this.now() - cached.readAt >= READABLE_TTL_MS) {
      timing.readerMs = 0;
      const readable = this.readableOf(actor);
      cached.clusters.noteReadable(cached.readable, readable);
      // The same Set object stays the view's (ReaderClusters reads it): refill it in place.
      cached.readable.clear();
      for (const id of readable) cached.readable.add(id);
      view = { ...cached, actor, readAt: this.now() };
    } else view = cached;
    this.readers.set(key, view);
    while (this.readers.size > MAX_READERS) {
      const oldest = this.readers.keys().next().value;
      if (oldest === undefined) break;
      this.readers.delete(oldest);
    }
    return view;
  }
}

import type { Geometry, Point } from 'geojson';
import type { PluginBulkItems } from '../../../engine/plugin/serverPlugin';
import type { ItemChange } from '../../../engine/protocol/item';
import { PointClusters } from './pointClusters';
import { ShapeIndex, type TileProperties } from './shapeIndex';
import { ACTIVE_STATE, COLLECTION_TYPE, FEATURE_TYPE } from './spatialSearch';

/** The stored fields a tile needs; the bulk scan reads only these. */
const TILE_FIELDS = ['label', 'spatialType', 'state', 'geometry'] as const;

/**
 * A stored geometry (validated on write): the cheap structural check is enough here, so 100,000
 * features are not validated again on every index build.
 */
function storedGeometry(value: unknown): Geometry | undefined {
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return undefined;
  const hasParts = ('coordinates' in value && Array.isArray(value.coordinates)) || ('geometries' in value && Array.isArray(value.geometries));
  return hasParts ? (value as Geometry) : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Every ACTIVE spatial item with a geometry, shared by all readers (filtered per reader when a tile
 * is cut): collections and feature lines/polygons as geojson-vt shape indexes, feature points as
 * clusters. Built in the background by one paged scan of the store per type (the event loop free
 * between pages, so the server keeps answering), and kept up to date by the item changes of the two
 * types (create, update — archiving too — and delete) from the moment the build starts: a write
 * between two pages is applied at once, and its item's page, if it comes later, reads it as written.
 */
export class SpatialTileData {
  readonly collections = new ShapeIndex();
  readonly shapes = new ShapeIndex();
  readonly points = new PointClusters();
  private building: Promise<void> | undefined;
  private ready = false;
  private stopped = false;

  constructor(private readonly items: PluginBulkItems) {}

  isReady(): boolean {
    return this.ready;
  }

  /** Starts the build (once; again after a failed one); resolves when the data is ready. */
  start(): Promise<void> {
    this.building ??= this.build().catch((error: unknown) => {
      // A store closed under a running build is the server stopping, not a failure.
      if (this.stopped) return;
      this.building = undefined;
      throw error;
    });
    return this.building;
  }

  /** The server closes: a running build stops after its page. */
  stop(): void {
    this.stopped = true;
  }

  /** Follows one committed write (nothing to do before the build starts: it reads the store as it is then). */
  apply(change: ItemChange): void {
    if (!this.building) return;
    this.put(change.item._t, change.item.$id, change.op === 'delete' ? {} : change.item);
  }

  private async build(): Promise<void> {
    // Setup finishes first: the scan starts once the server is up.
    await new Promise((resolve) => setImmediate(resolve));
    for (const type of [COLLECTION_TYPE, FEATURE_TYPE]) {
      for await (const page of this.items.scanPages(type, TILE_FIELDS)) {
        if (this.stopped) return;
        for (const { id, fields } of page) this.put(type, id, fields);
      }
    }
    if (this.stopped) return;
    // Cut the shapes now rather than on the first tile.
    this.collections.prepare();
    this.shapes.prepare();
    this.ready = true;
  }

  private put(type: string, id: string, fields: Record<string, unknown>): void {
    const geometry = fields.state === ACTIVE_STATE ? storedGeometry(fields.geometry) : undefined;
    const kind = type === COLLECTION_TYPE ? 'collection' : 'feature';
    const properties: TileProperties = { id, label: text(fields.label), spatialType: text(fields.spatialType), kind };
    const feature = geometry ? { type: 'Feature' as const, geometry, properties } : undefined;
    if (kind === 'collection') {
      this.collections.set(id, feature);
      return;
    }
    const point: Point | undefined = geometry?.type === 'Point' ? geometry : undefined;
    this.points.set(id, point, properties);
    this.shapes.set(id, point ? undefined : feature);
  }
}

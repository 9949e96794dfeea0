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
 * clusters. Built by one streaming scan of the store per type on first use, then kept up to date
 * by the item changes of the two types (create, update — archiving too — and delete).
 */
export class SpatialTileData {
  readonly collections = new ShapeIndex();
  readonly shapes = new ShapeIndex();
  readonly points = new PointClusters();
  private built = false;

  constructor(private readonly items: PluginBulkItems) {}

  /** Builds the data on first use; answers whether this call built it. */
  ensureBuilt(): boolean {
    if (this.built) return false;
    for (const type of [COLLECTION_TYPE, FEATURE_TYPE]) {
      for (const { id, fields } of this.items.scan(type, TILE_FIELDS)) this.put(type, id, fields);
    }
    this.built = true;
    return true;
  }

  /** Follows one committed write (nothing to do before the first build: it reads the store as it is then). */
  apply(change: ItemChange): void {
    if (!this.built) return;
    this.put(change.item._t, change.item.$id, change.op === 'delete' ? {} : change.item);
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

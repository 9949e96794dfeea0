import type { Feature as GeoJsonFeature, FeatureCollection, Geometry } from 'geojson';
import GeoJSONVT, { type LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { isGeometry } from '../../../engine/format/geometry';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { Actor } from '../../../engine/protocol/operations';
import { COLLECTION_TYPE, FEATURE_TYPE, spatialItemsSearch } from './spatialSearch';

/** Layer names of every tile (the contract with the map, plugins/spatial/README.md). */
export const TILE_LAYERS = { collections: 'collections', features: 'features' } as const;
/** Tiles exist down to this zoom; deeper requests are refused (the map over-zooms the last level). */
export const TILE_MAX_ZOOM = 16;
const TILE_EXTENT = 4096;
/** An actor's index is rebuilt after this long even without a spatial write: memberships and grants may have changed. */
const INDEX_TTL_MS = 60_000;
/** Indexes kept at once (the least recently used actor's goes first). */
const MAX_INDEXES = 16;

/** The properties each vector-tile feature carries. */
export interface TileProperties {
  id: string;
  label: string;
  spatialType: string;
  kind: 'feature' | 'collection';
}

interface ActorIndex {
  version: number;
  builtAt: number;
  layers: Record<keyof typeof TILE_LAYERS, GeoJSONVT>;
}

/** Everything that decides what an actor may read, so two actors share nothing. */
function actorKey(actor: Actor): string {
  return JSON.stringify([actor.userId, actor.admin, [...actor.readOrgs].sort(), [...actor.adminOrgs].sort(), actor.masqueradingAs ?? '']);
}

function layerOf(items: PluginItems, actor: Actor, type: string): FeatureCollection<Geometry, TileProperties> {
  const features: GeoJsonFeature<Geometry, TileProperties>[] = [];
  const kind = type === COLLECTION_TYPE ? 'collection' : 'feature';
  for (const id of items.search(actor, spatialItemsSearch(type, false)).ids) {
    const item = items.read(actor, id);
    if (!item || !isGeometry(item.geometry)) continue;
    const properties: TileProperties = { id, label: String(item.label ?? ''), spatialType: String(item.spatialType ?? ''), kind };
    features.push({ type: 'Feature', geometry: item.geometry, properties });
  }
  return { type: 'FeatureCollection', features };
}

function tileIndex(collection: FeatureCollection): GeoJSONVT {
  return new GeoJSONVT(collection, { maxZoom: TILE_MAX_ZOOM, indexMaxZoom: 5, extent: TILE_EXTENT, buffer: 64 });
}

/** z/x/y of a tile request, or undefined when they name no tile. */
export function tileCoordinates(z: string, x: string, yFile: string): { z: number; x: number; y: number } | undefined {
  const match = /^(\d+)\.pbf$/.exec(yFile);
  if (!match || !/^\d+$/.test(z) || !/^\d+$/.test(x)) return undefined;
  const coords = { z: Number(z), x: Number(x), y: Number(match[1]) };
  const size = 2 ** coords.z;
  return coords.z <= TILE_MAX_ZOOM && coords.x < size && coords.y < size ? coords : undefined;
}

/**
 * Mapbox Vector Tiles of the ACTIVE spatial features and collections an actor may read, cut by
 * geojson-vt and encoded by vt-pbf. Each actor gets an index of its own (never shared, so nothing
 * leaks between actors), built on the first tile it asks for and dropped when the spatial data
 * version moves (any write of a feature or collection), after INDEX_TTL_MS, or when MAX_INDEXES
 * other actors were served since.
 */
export class FeatureTiles {
  private dataVersion = 1;
  private readonly indexes = new Map<string, ActorIndex>();

  constructor(
    private readonly items: PluginItems,
    private readonly now: () => number = Date.now,
  ) {}

  /** Moves on every spatial write; the map reloads its tiles when it changes. */
  version(): number {
    return this.dataVersion;
  }

  changed(): void {
    this.dataVersion += 1;
    this.indexes.clear();
  }

  /** The encoded tile, or undefined when the actor may read nothing in it. */
  tile(actor: Actor, z: number, x: number, y: number): Uint8Array | undefined {
    const index = this.indexFor(actor);
    const layers: Record<string, LegacyTile> = {};
    for (const name of Object.values(TILE_LAYERS)) {
      const tile = index.layers[name].getTile(z, x, y);
      if (tile && tile.features.length > 0) layers[name] = tile;
    }
    return Object.keys(layers).length === 0 ? undefined : fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT });
  }

  private indexFor(actor: Actor): ActorIndex {
    const key = actorKey(actor);
    const cached = this.indexes.get(key);
    this.indexes.delete(key);
    if (cached && cached.version === this.dataVersion && this.now() - cached.builtAt < INDEX_TTL_MS) {
      this.indexes.set(key, cached);
      return cached;
    }
    const version = this.dataVersion;
    const layers = {
      collections: tileIndex(layerOf(this.items, actor, COLLECTION_TYPE)),
      features: tileIndex(layerOf(this.items, actor, FEATURE_TYPE)),
    };
    // Stamped once built: a build longer than the TTL must not make the index stale on arrival.
    const built: ActorIndex = { version, builtAt: this.now(), layers };
    this.indexes.set(key, built);
    while (this.indexes.size > MAX_INDEXES) {
      const oldest = this.indexes.keys().next().value;
      if (oldest === undefined) break;
      this.indexes.delete(oldest);
    }
    return built;
  }
}

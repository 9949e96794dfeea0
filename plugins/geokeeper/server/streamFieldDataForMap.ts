import { isItemId } from '../../../engine/ids';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { badRequest, type OperationContext } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL, type SearchFilter } from '../../../engine/protocol/searchWire';
import { categoryColors, toGeoKeeperFeature, type GeoKeeperFeature } from './fieldDataFeature';
import { FIELD_DATA_TYPE } from './fieldDataRules';

const MAX_IDS = 10_000;
/** Most items of each type a view (bbox) answers: a map layer for thousands, not for a whole region's history. */
const MAX_IN_VIEW = 5_000;
const PROGRAM_LAYERS = ['GeoKeeperWorkItem', 'GeoKeeperReference'] as const;

/** [west, south, east, north] in degrees. */
export type ViewBox = [number, number, number, number];

export interface StreamFieldDataRequest {
  /** Field data to draw, by id (business spec §7). */
  fieldDataIds: string[];
  /** Or a whole program: its field data, work items and references. */
  program?: string;
  /** Or the map's view: ACTIVE field data, work items and references whose bounds meet it. */
  bbox?: ViewBox;
}

function isViewBox(value: unknown): value is ViewBox {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((entry) => typeof entry === 'number' && Number.isFinite(entry))) return false;
  const [west, south, east, north] = value as number[];
  return west! >= -180 && east! <= 180 && south! >= -90 && north! <= 90 && west! <= east! && south! <= north!;
}

function parseRequest(body: unknown): StreamFieldDataRequest {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (!record) throw badRequest('act/streamFieldDataForMap takes { fieldDataIds?, program? }');
  const ids = record.fieldDataIds ?? [];
  if (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id): id is string => typeof id === 'string' && isItemId(id))) throw badRequest(`fieldDataIds must be at most ${MAX_IDS} item ids`);
  if (record.program !== undefined && (typeof record.program !== 'string' || !isItemId(record.program))) throw badRequest('program must be an item id');
  if (record.bbox !== undefined && !isViewBox(record.bbox)) throw badRequest('bbox must be [west, south, east, north] in degrees');
  return { fieldDataIds: ids, ...(record.program === undefined ? {} : { program: record.program }), ...(record.bbox === undefined ? {} : { bbox: record.bbox }) };
}

/**
 * act/streamFieldDataForMap: map features of the named field data, or of a program's field data,
 * work items and references, each coloured as business spec §9 says. Only what the asker may read
 * is answered (every id goes through the item read rule); unknown or unreadable ids are skipped
 * silently, as a map layer has nothing to say about them.
 */
export function streamFieldDataForMap(context: ServerPluginContext, ctx: OperationContext, body: unknown): { features: GeoKeeperFeature[] } {
  const request = parseRequest(body);
  const ids = new Set(request.fieldDataIds);
  if (request.program) {
    for (const type of [FIELD_DATA_TYPE, ...PROGRAM_LAYERS]) {
      const reply = context.items.search(ctx.actor, { must: [{ kind: 'type', value: type }, { prop: 'program', kind: 'eq', value: request.program }], max: SEARCH_MAX_ALL });
      for (const id of reply.ids) ids.add(id);
    }
  }
  if (request.bbox) {
    // Bounds meet the view: the item's west/south/east/north (filled from its geometry) overlap it.
    const [west, south, east, north] = request.bbox;
    for (const type of [FIELD_DATA_TYPE, ...PROGRAM_LAYERS]) {
      const must: SearchFilter[] = [
        { kind: 'type', value: type },
        { prop: 'state', kind: 'eq', value: 'ACTIVE' },
        { prop: 'west', kind: 'range', value: { to: east } },
        { prop: 'east', kind: 'range', value: { from: west } },
        { prop: 'south', kind: 'range', value: { to: north } },
        { prop: 'north', kind: 'range', value: { from: south } },
      ];
      for (const id of context.items.search(ctx.actor, { must, max: MAX_IN_VIEW }).ids) ids.add(id);
    }
  }
  const colors = categoryColors(ctx.registry());
  const features: GeoKeeperFeature[] = [];
  for (const id of ids) {
    const item = context.items.read(ctx.actor, id);
    const feature = item && (item._t === FIELD_DATA_TYPE || (PROGRAM_LAYERS as readonly string[]).includes(item._t)) ? toGeoKeeperFeature(item, colors) : undefined;
    if (feature) features.push(feature);
  }
  return { features };
}

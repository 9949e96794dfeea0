import { isItemId } from '../../../engine/ids';
import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { badRequest, type OperationContext } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';
import { categoryColors, toGeoKeeperFeature, type GeoKeeperFeature } from './fieldDataFeature';
import { FIELD_DATA_TYPE } from './fieldDataRules';

const MAX_IDS = 10_000;
const PROGRAM_LAYERS = ['GeoKeeperWorkItem', 'GeoKeeperReference'] as const;

export interface StreamFieldDataRequest {
  /** Field data to draw, by id (business spec §7). */
  fieldDataIds: string[];
  /** Or a whole program: its field data, work items and references. */
  program?: string;
}

function parseRequest(body: unknown): StreamFieldDataRequest {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (!record) throw badRequest('act/streamFieldDataForMap takes { fieldDataIds?, program? }');
  const ids = record.fieldDataIds ?? [];
  if (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id): id is string => typeof id === 'string' && isItemId(id))) throw badRequest(`fieldDataIds must be at most ${MAX_IDS} item ids`);
  if (record.program !== undefined && (typeof record.program !== 'string' || !isItemId(record.program))) throw badRequest('program must be an item id');
  return { fieldDataIds: ids, ...(record.program === undefined ? {} : { program: record.program }) };
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
  const colors = categoryColors(ctx.registry());
  const features: GeoKeeperFeature[] = [];
  for (const id of ids) {
    const item = context.items.read(ctx.actor, id);
    const feature = item && (item._t === FIELD_DATA_TYPE || (PROGRAM_LAYERS as readonly string[]).includes(item._t)) ? toGeoKeeperFeature(item, colors) : undefined;
    if (feature) features.push(feature);
  }
  return { features };
}

import { isItemId, typeOfId } from '../../../engine/ids';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../engine/protocol/item';
import { badRequest, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';
import { toFeature, type Feature } from './featureShape';
import { ACTIVE_STATE, COLLECTION_TYPE, FEATURE_TYPE, mapLayerLoaderSearch, spatialItemsSearch } from './spatialSearch';

/** Payload of act/spatial.streamFeatures (business spec §7). */
export interface StreamFeaturesRequest {
  /** Items whose spatial features to load: features and collections that name one as owner or collection. */
  relatedIDs?: string[];
  /** Collections: their own geometry and the features imported via them. */
  collectionIDs?: string[];
  /** Features by id. */
  featureIDs?: string[];
  /** Features or collections shown on behalf of another item: answered like featureIDs, marked `proxy`. */
  proxyIDs?: string[];
  /** Also DRAFT and ARCHIVED items, and collections excluded from the map panel. */
  includeExcluded?: boolean;
}

export interface StreamFeaturesReply {
  features: Feature[];
  /** With chunked delivery: how many `spatial.features` pushes came before this reply. */
  pushed?: number;
}

/** Name of the pushes carrying the earlier chunks of a large answer. */
export const FEATURES_PUSH = 'spatial.features';
/** Features per chunk: a few MB of JSON at most for ordinary shapes, well under the socket's message limit once compressed to lrg. */
export const FEATURES_CHUNK = 2000;
const MAX_IDS = 10_000;
const ID_KEYS = ['relatedIDs', 'collectionIDs', 'featureIDs', 'proxyIDs'] as const;

function idList(body: Record<string, unknown>, key: (typeof ID_KEYS)[number]): string[] {
  const value = body[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_IDS || !value.every((id): id is string => typeof id === 'string' && isItemId(id))) {
    throw badRequest(`${key} must be a list of at most ${MAX_IDS} item ids`);
  }
  return value;
}

export function parseStreamFeatures(body: unknown): Required<StreamFeaturesRequest> {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : body === undefined ? {} : undefined;
  if (!record) throw badRequest('act/spatial.streamFeatures takes { relatedIDs?, collectionIDs?, featureIDs?, proxyIDs?, includeExcluded? }');
  if (record.includeExcluded !== undefined && typeof record.includeExcluded !== 'boolean') throw badRequest('includeExcluded must be a boolean');
  return {
    relatedIDs: idList(record, 'relatedIDs'),
    collectionIDs: idList(record, 'collectionIDs'),
    featureIDs: idList(record, 'featureIDs'),
    proxyIDs: idList(record, 'proxyIDs'),
    includeExcluded: record.includeExcluded === true,
  };
}

/** Ids the asker may read, in batches the search's `in` filter takes. */
function readableIds(items: PluginItems, actor: Actor | null, type: string, includeExcluded: boolean, prop: string, values: string[]): string[] {
  const out: string[] = [];
  for (let start = 0; start < values.length; start += 1000) {
    const batch = values.slice(start, start + 1000);
    out.push(...items.search(actor, spatialItemsSearch(type, includeExcluded, [{ prop, kind: 'in', value: batch }])).ids);
  }
  return out;
}

/** Which items the request names, each with the proxy it was asked for on behalf of. */
function selectedIds(items: PluginItems, actor: Actor | null, request: Required<StreamFeaturesRequest>): Map<string, string | undefined> {
  const { relatedIDs, collectionIDs, featureIDs, proxyIDs, includeExcluded } = request;
  const chosen = new Map<string, string | undefined>();
  const add = (ids: string[], proxy?: (id: string) => string | undefined): void => {
    for (const id of ids) if (!chosen.has(id)) chosen.set(id, proxy?.(id));
  };
  const nothingNamed = ID_KEYS.every((key) => request[key].length === 0);
  if (nothingNamed) {
    // The whole layer: everything the layer loader lists, with the features of its collections.
    const layer = items.search(actor, mapLayerLoaderSearch()).ids;
    add(layer);
    add(readableIds(items, actor, FEATURE_TYPE, includeExcluded, 'importedVia', layer.filter((id) => typeOfId(id) === COLLECTION_TYPE)));
    return chosen;
  }
  for (const type of [FEATURE_TYPE, COLLECTION_TYPE]) add(readableIds(items, actor, type, includeExcluded, '$id', featureIDs));
  add(readableIds(items, actor, COLLECTION_TYPE, includeExcluded, '$id', collectionIDs));
  add(readableIds(items, actor, FEATURE_TYPE, includeExcluded, 'importedVia', collectionIDs));
  for (const type of [FEATURE_TYPE, COLLECTION_TYPE]) add(readableIds(items, actor, type, includeExcluded, 'owner', relatedIDs));
  add(readableIds(items, actor, FEATURE_TYPE, includeExcluded, 'importedVia', relatedIDs));
  for (const proxy of proxyIDs) {
    for (const type of [FEATURE_TYPE, COLLECTION_TYPE]) add(readableIds(items, actor, type, includeExcluded, '$id', [proxy]), () => proxy);
  }
  return chosen;
}

/** Labels of the items the features name, as far as the asker may read them. */
function namedLabels(items: PluginItems, actor: Actor | null, features: Feature[]): Record<string, string> {
  const named = new Set<string>();
  for (const feature of features) {
    if (feature.properties.owner) named.add(feature.properties.owner);
    if (feature.collection) named.add(feature.collection);
    named.add(feature.$id);
  }
  const labels: Record<string, string> = {};
  const ids = [...named];
  for (let start = 0; start < ids.length; start += 1000) {
    const reply = items.search(actor, { must: [{ prop: '$id', kind: 'in', value: ids.slice(start, start + 1000) }], labels: true, max: SEARCH_MAX_ALL });
    Object.assign(labels, reply.labels ?? {});
  }
  return labels;
}

/** The map features the asker may read among what the request names; ACTIVE only unless includeExcluded. */
export function collectFeatures(items: PluginItems, actor: Actor | null, request: Required<StreamFeaturesRequest>): Feature[] {
  const features: Feature[] = [];
  for (const [id, proxy] of selectedIds(items, actor, request)) {
    const item: ItemJson | undefined = items.read(actor, id);
    if (!item || (!request.includeExcluded && item.state !== ACTIVE_STATE)) continue;
    const feature = toFeature(item, proxy);
    if (feature) features.push(feature);
  }
  const labels = namedLabels(items, actor, features);
  for (const feature of features) {
    for (const id of [feature.$id, feature.properties.owner, feature.collection]) {
      if (id !== undefined && labels[id] !== undefined) feature.$labels[id] = labels[id];
    }
  }
  return features;
}

/**
 * act/spatial.streamFeatures: small answers come whole in the reply. Over a socket, an answer of
 * more than FEATURES_CHUNK features comes in chunks: every chunk but the last as a
 * `spatial.features` push `{ features, part }`, the last as the reply with `pushed` = the number of
 * pushes before it, so a client appends pushes as they arrive and knows it has all at the reply.
 * Over plain HTTP (no pushes) everything is in the reply; the large-message path carries it.
 */
export function streamFeatures(items: PluginItems, ctx: OperationContext, body: unknown): StreamFeaturesReply {
  const features = collectFeatures(items, ctx.actor, parseStreamFeatures(body));
  if (!ctx.connection.canPush || features.length <= FEATURES_CHUNK) return { features };
  let pushed = 0;
  let start = 0;
  for (; start + FEATURES_CHUNK < features.length; start += FEATURES_CHUNK) {
    ctx.connection.push(FEATURES_PUSH, { features: features.slice(start, start + FEATURES_CHUNK), part: pushed });
    pushed += 1;
  }
  return { features: features.slice(start), pushed };
}

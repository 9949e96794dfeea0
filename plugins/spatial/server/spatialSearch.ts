import type { SearchFilter, SearchRequest } from '../../../engine/protocol/searchWire';
import { SEARCH_MAX_ALL } from '../../../engine/protocol/searchWire';

export const FEATURE_TYPE = 'SpatialFeature';
export const COLLECTION_TYPE = 'SpatialCollection';
export const SPATIAL_TYPES: readonly string[] = [FEATURE_TYPE, COLLECTION_TYPE];

/** Spatial state (business spec §4): only ACTIVE items are results and map layers. */
export const ACTIVE_STATE = 'ACTIVE';

export const activeOnly: SearchFilter = { prop: 'state', kind: 'eq', value: ACTIVE_STATE };

/**
 * The map layer loader search of business spec §7, as one reusable request: ACTIVE collections
 * that are not excluded from the map panel, and ACTIVE features not imported via a collection
 * (those load with their collection), with a spatialType facet, sorted by label, maximum-all.
 */
export function mapLayerLoaderSearch(): SearchRequest {
  return {
    subsShould: [
      {
        must: [{ kind: 'type', value: COLLECTION_TYPE }, activeOnly],
        mustNot: [{ prop: 'excludeFromMapPanel', kind: 'eq', value: true }],
      },
      {
        must: [{ kind: 'type', value: FEATURE_TYPE }, activeOnly],
        mustNot: [{ prop: 'importedVia', kind: 'exists' }],
      },
    ],
    facets: [{ field: 'spatialType', kind: 'lov' }],
    sort: [{ field: 'label', order: 'asc' }],
    labels: true,
    max: SEARCH_MAX_ALL,
  };
}

/** Every spatial item of one type the asker may read (ACTIVE only unless told otherwise), by label. */
export function spatialItemsSearch(type: string, includeExcluded: boolean, extra: SearchFilter[] = []): SearchRequest {
  return {
    must: [{ kind: 'type', value: type }, ...(includeExcluded ? [] : [activeOnly]), ...extra],
    sort: [{ field: 'label', order: 'asc' }],
    max: SEARCH_MAX_ALL,
  };
}

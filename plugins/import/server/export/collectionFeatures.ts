import type { Feature, Geometry } from 'geojson';
import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { Actor } from '../../../../engine/protocol/operations';
import { FEATURE_TYPE } from '../featureSink';

const PAGE = 1000;

/** The exported attributes of a feature (its declared plain fields). */
export const EXPORTED_FIELDS = ['id', 'label', 'spatialType', 'state', 'owner', 'description'] as const;

function isGeometry(value: unknown): value is Geometry {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * The features of a collection the actor may read (importedVia it), a page of ids at a time, each
 * as a GeoJSON feature with its plain fields as properties.
 */
export async function* collectionFeatures(items: PluginItems, actor: Actor, collection: string): AsyncGenerator<Feature<Geometry, Record<string, unknown>>> {
  for (let offset = 0; ; offset += PAGE) {
    const page = items.search(actor, { must: [{ kind: 'type', value: FEATURE_TYPE }, { prop: 'importedVia', kind: 'eq', value: collection }], sort: [{ field: '_c.ts', order: 'asc' }], max: PAGE, offset });
    for (const id of page.ids) {
      const item = items.read(actor, id);
      if (!item || !isGeometry(item.geometry)) continue;
      const properties: Record<string, unknown> = { id };
      for (const field of EXPORTED_FIELDS.slice(1)) if (item[field] !== undefined) properties[field] = item[field];
      yield { type: 'Feature', geometry: item.geometry, properties };
    }
    if (page.ids.length < PAGE) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

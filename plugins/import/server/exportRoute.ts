import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { notAllowed, OperationError } from '../../../engine/protocol/operations';
import { collectionFeatures } from './export/collectionFeatures';
import { csvStream, EXPORT_FORMATS, geojsonStream, isExportFormat, kmlText, shapefileBuffer } from './export/exportWriters';
import { COLLECTION_TYPE } from './featureSink';

function safeName(label: unknown, fallback: string): string {
  const text = typeof label === 'string' ? label : fallback;
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || fallback;
}

/** GET /api/plugins/import/export/{collectionId}?format=geojson|kml|csv|shapefile: the features the caller may read. */
export function registerExportRoute(context: ServerPluginContext): void {
  context.http.route({
    method: 'GET',
    path: 'export/:collection',
    async handler({ actor, params, query }) {
      const format = query.format ?? 'geojson';
      if (!isExportFormat(format)) throw new OperationError('import.errors.unknownExportFormat', `unknown format ${format}`, 400);
      const id = params.collection ?? '';
      const collection = actor ? context.items.read(actor, id) : undefined;
      if (!actor || !collection || collection._t !== COLLECTION_TYPE) throw notAllowed('import.errors.notACollection');
      const name = safeName(collection.label, id);
      const { contentType, extension } = EXPORT_FORMATS[format];
      const headers = { 'content-type': contentType, 'content-disposition': `attachment; filename="${name}.${extension}"` };
      const features = collectionFeatures(context.items, actor, id);
      switch (format) {
        case 'geojson':
          return { headers, body: geojsonStream(features) };
        case 'csv':
          return { headers, body: csvStream(features) };
        case 'kml':
          return { headers, body: await kmlText(features, name) };
        case 'shapefile':
          return { headers, body: await shapefileBuffer(features, name) };
      }
    },
  });
}

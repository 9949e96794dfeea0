import * as shapefile from 'shapefile';
import { featureRow, ImportFailure, type FeatureReader, type ImportSource, type ReaderMeta, type ReaderRow } from './readerRow';
import { entryWithExtension, openZip } from './zipArchive';

/**
 * A zipped shapefile: .shp geometries and .dbf attributes streamed record by record (`shapefile`),
 * the .prj (WKT) handed to the transformations as the source CRS (proj4 parses it), the .cpg naming
 * the attribute encoding. The line of a row is its record number, from 1.
 */
async function* shapefileRows(path: string, meta: ReaderMeta): AsyncGenerator<ReaderRow> {
  const zip = await openZip(path);
  try {
    const shp = entryWithExtension(zip.entries, '.shp');
    if (!shp) throw new ImportFailure('import.errors.missingInZip', { extension: '.shp' });
    const base = shp.fileName.slice(0, -4).toLowerCase();
    const sibling = (extension: string) => zip.entries.find((entry) => entry.fileName.toLowerCase() === base + extension);
    const dbf = sibling('.dbf');
    const prj = sibling('.prj');
    const cpg = sibling('.cpg');
    if (prj) meta.crs = (await zip.text(prj)).trim();
    const encoding = cpg ? (await zip.text(cpg)).trim() || undefined : undefined;
    let source: shapefile.Source<GeoJSON.Feature>;
    try {
      source = await shapefile.open(await zip.stream(shp), dbf ? await zip.stream(dbf) : undefined, { encoding });
    } catch (error) {
      throw new ImportFailure('import.errors.badShapefile', {}, error instanceof Error ? error.message : String(error));
    }
    let line = 0;
    for (;;) {
      let next: { done: boolean; value: GeoJSON.Feature };
      try {
        next = await source.read();
      } catch (error) {
        yield { kind: 'error', line: line + 1, reason: 'import.errors.badRecord' };
        throw new ImportFailure('import.errors.badShapefile', {}, error instanceof Error ? error.message : String(error));
      }
      if (next.done) break;
      line += 1;
      yield featureRow(line, next.value.geometry, next.value.properties);
    }
  } finally {
    zip.close();
  }
}

export function readShapefile(source: ImportSource): FeatureReader {
  const meta: ReaderMeta = {};
  return { meta, rows: shapefileRows(source.path, meta) };
}

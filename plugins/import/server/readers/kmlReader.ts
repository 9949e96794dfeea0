import { readFile } from 'node:fs/promises';
import { gpxGen, kmlGen } from '@tmcw/togeojson';
import type { Feature, Geometry } from 'geojson';
import { featureRow, ImportFailure, type FeatureReader, type ImportSource, type ReaderRow } from './readerRow';
import { parseXml } from './xmlDocument';

type DomFeatures = (document: Document) => Generator<Feature<Geometry | null>>;

/** Placemarks (KML) or waypoints, routes and tracks (GPX) in document order; the line is their position from 1. */
export async function* xmlRows(text: Promise<string>, features: DomFeatures): AsyncGenerator<ReaderRow> {
  const document = parseXml(await text);
  let line = 0;
  for (const feature of features(document)) {
    line += 1;
    yield featureRow(line, feature.geometry, feature.properties);
  }
  if (line === 0) throw new ImportFailure('import.errors.noFeatures');
}

export function readKmlText(text: Promise<string>): FeatureReader {
  return { meta: {}, rows: xmlRows(text, kmlGen) };
}

export function readKml(source: ImportSource): FeatureReader {
  return readKmlText(readFile(source.path, 'utf8'));
}

export function readGpx(source: ImportSource): FeatureReader {
  return { meta: {}, rows: xmlRows(readFile(source.path, 'utf8'), gpxGen) };
}

import { readKmlText } from './kmlReader';
import { ImportFailure, type FeatureReader, type ImportSource } from './readerRow';
import { entryWithExtension, openZip } from './zipArchive';

/** The KML document inside a KMZ (doc.kml by convention, else the first .kml entry). */
async function kmlTextOf(path: string): Promise<string> {
  const zip = await openZip(path);
  try {
    const entry = zip.entries.find((candidate) => candidate.fileName.toLowerCase() === 'doc.kml') ?? entryWithExtension(zip.entries, '.kml');
    if (!entry) throw new ImportFailure('import.errors.missingInZip', { extension: '.kml' });
    return await zip.text(entry);
  } finally {
    zip.close();
  }
}

export function readKmz(source: ImportSource): FeatureReader {
  return readKmlText(kmlTextOf(source.path));
}

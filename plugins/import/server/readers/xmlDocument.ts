import { DOMParser } from '@xmldom/xmldom';
import { ImportFailure } from './readerRow';

/**
 * Parses KML or GPX text into a DOM for @tmcw/togeojson. These formats are read whole (togeojson
 * works on a DOM); uploads are capped by MAX_UPLOAD_BYTES so the document stays bounded.
 */
export function parseXml(text: string): Document {
  let failed = false;
  const parser = new DOMParser({ onError: (level) => void (level === 'fatalError' ? (failed = true) : undefined) });
  const document = parser.parseFromString(text, 'text/xml');
  if (failed || !document.documentElement) throw new ImportFailure('import.errors.badXml');
  // xmldom's Document implements the DOM interfaces togeojson walks (getElementsByTagName, attributes, text).
  return document as unknown as Document;
}

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import tokml from 'tokml';
import { exportProperties, geometryOf, type ExportRecord } from './exportRecord';
import type { ExportProgress, RecordPass } from './zipExport';

const KML_NS = 'http://www.opengis.net/kml/2.2';

/** KML colours are aabbggrr: #2E7D32 is ff327d2e. */
export function kmlColor(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value.padEnd(6, '0');
  return `ff${full.slice(4, 6)}${full.slice(2, 4)}${full.slice(0, 2)}`.toLowerCase();
}

const styleId = (color: string): string => `category-${color.replace('#', '').toLowerCase()}`;

/** One shared Style per colour: icon, line and (translucent) polygon in the category's colour. */
function styleElement(document: ReturnType<DOMParser['parseFromString']>, color: string): Element {
  const style = document.createElementNS(KML_NS, 'Style');
  style.setAttribute('id', styleId(color));
  const add = (parent: Element, name: string, text?: string): Element => {
    const element = document.createElementNS(KML_NS, name);
    if (text !== undefined) element.appendChild(document.createTextNode(text));
    parent.appendChild(element);
    return element;
  };
  add(add(style, 'IconStyle'), 'color', kmlColor(color));
  const line = add(style, 'LineStyle');
  add(line, 'color', kmlColor(color));
  add(line, 'width', '3');
  add(add(style, 'PolyStyle'), 'color', `80${kmlColor(color).slice(2)}`);
  return style;
}

/** Writes text to the file, waiting while the file's buffer is full. */
async function put(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** The document around the placemarks, built with the DOM (names escaped by xmldom): text before and after them. */
function frame(name: string, colors: Iterable<string>): { head: string; tail: string } {
  const document = new DOMParser().parseFromString(`<kml xmlns="${KML_NS}"><Document><name/></Document></kml>`, 'application/xml');
  const kmlDocument = document.getElementsByTagName('Document')[0];
  kmlDocument?.getElementsByTagName('name')[0]?.appendChild(document.createTextNode(name));
  for (const color of colors) kmlDocument?.appendChild(styleElement(document, color));
  const text = new XMLSerializer().serializeToString(document);
  const cut = text.lastIndexOf('</Document>');
  return { head: `<?xml version="1.0" encoding="UTF-8"?>\n${text.slice(0, cut)}`, tail: `${text.slice(cut)}\n` };
}

/** One record's placemark as text: tokml writes it (name, ExtendedData, geometry), the DOM adds its style. */
function placemarkText(record: ExportRecord, geometry: Geometry): string {
  const collection: FeatureCollection<Geometry> = { type: 'FeatureCollection', features: [kmlFeature(record, geometry)] };
  const document = new DOMParser().parseFromString(tokml(collection, { name: 'label', description: 'description' }), 'application/xml');
  const placemark = document.getElementsByTagName('Placemark')[0];
  if (!placemark) return '';
  const url = document.createElementNS(KML_NS, 'styleUrl');
  url.appendChild(document.createTextNode(`#${styleId(record.color)}`));
  placemark.appendChild(url);
  return new XMLSerializer().serializeToString(placemark);
}

/**
 * The field data as one KML document, streamed: a first pass over the records finds the category
 * colours (one shared Style each: tokml's own "simplestyle" only points markers at a remote icon
 * service), then each located record's placemark is written as it is read (tokml writes it, xmldom
 * adds its styleUrl), so memory does not grow with the records. Records without a location are
 * not placemarks (they are in the ZIP export).
 */
export async function writeFieldDataKml(records: RecordPass, name: string, outputPath: string, task: ExportProgress): Promise<{ records: number; placemarks: number }> {
  const colors = new Set<string>();
  let count = 0;
  for (const record of records()) {
    task.checkCancelled();
    count++;
    if (geometryOf(record)) colors.add(record.color);
  }
  const { head, tail } = frame(name, colors);
  const out = createWriteStream(outputPath);
  const closed = finished(out);
  let placemarks = 0;
  let seen = 0;
  try {
    await put(out, head);
    for (const record of records()) {
      task.checkCancelled();
      seen++;
      const geometry = geometryOf(record);
      if (geometry) {
        await put(out, placemarkText(record, geometry));
        placemarks++;
      }
      if (seen % 500 === 0) task.progress(Math.min(99, Math.floor((seen / Math.max(count, 1)) * 100)));
    }
    out.end(tail);
    await closed;
  } catch (error) {
    out.destroy();
    await closed.catch(() => undefined);
    throw error;
  }
  task.progress(100);
  return { records: count, placemarks };
}

function kmlFeature(record: ExportRecord, geometry: Geometry): Feature<Geometry> {
  const properties = exportProperties(record);
  // ExtendedData takes plain values: lists and answers become text.
  const flat = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, typeof value === 'object' && value !== null ? JSON.stringify(value) : value]));
  const label = typeof properties.label === 'string' ? properties.label : record.id;
  return { type: 'Feature', geometry, properties: { ...flat, label: `${record.row.number}. ${label}`, description: [properties.formType, properties.collected].filter((part) => typeof part === 'string').join(' · ') } };
}

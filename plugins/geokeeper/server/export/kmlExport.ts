import { writeFile } from 'node:fs/promises';
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

/**
 * The field data as one KML document: tokml writes the placemarks (name, ExtendedData, geometry),
 * then each placemark gets the shared Style of its category colour through the DOM (xmldom), as
 * tokml's own "simplestyle" only points markers at a remote icon service. Records without a
 * location are not placemarks (they are in the ZIP export). tokml builds its document in one
 * piece, so this export holds the records' placemarks in memory; the ZIP export is the streamed one.
 */
export async function writeFieldDataKml(records: RecordPass, name: string, outputPath: string, task: ExportProgress): Promise<{ records: number; placemarks: number }> {
  const collection: FeatureCollection<Geometry> = { type: 'FeatureCollection', features: [] };
  const colors = new Map<string, string>();
  let count = 0;
  for (const record of records()) {
    task.checkCancelled();
    count++;
    const geometry = geometryOf(record);
    if (!geometry) continue;
    colors.set(record.id, record.color);
    collection.features.push(kmlFeature(record, geometry));
  }
  task.progress(50);
  const text = tokml(collection, { name: 'label', description: 'description', documentName: name });
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const kmlDocument = document.getElementsByTagName('Document')[0];
  const placemarks = [...Array.from(document.getElementsByTagName('Placemark'))];
  if (kmlDocument) {
    const first = kmlDocument.getElementsByTagName('Placemark')[0] ?? null;
    for (const color of new Set(colors.values())) kmlDocument.insertBefore(styleElement(document, color), first);
  }
  for (const placemark of placemarks) {
    const color = colors.get(extendedValue(placemark, 'id') ?? '');
    if (color === undefined) continue;
    const url = document.createElementNS(KML_NS, 'styleUrl');
    url.appendChild(document.createTextNode(`#${styleId(color)}`));
    placemark.appendChild(url);
  }
  await writeFile(outputPath, new XMLSerializer().serializeToString(document));
  task.progress(100);
  return { records: count, placemarks: placemarks.length };
}

/** The value of a placemark's `<Data name="…">` (tokml writes every property there). */
function extendedValue(placemark: Element, name: string): string | undefined {
  const data = Array.from(placemark.getElementsByTagName('Data')).find((element) => element.getAttribute('name') === name);
  return data?.getElementsByTagName('value')[0]?.textContent ?? undefined;
}

function kmlFeature(record: ExportRecord, geometry: Geometry): Feature<Geometry> {
  const properties = exportProperties(record);
  // ExtendedData takes plain values: lists and answers become text.
  const flat = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, typeof value === 'object' && value !== null ? JSON.stringify(value) : value]));
  const label = typeof properties.label === 'string' ? properties.label : record.id;
  return { type: 'Feature', geometry, properties: { ...flat, label: `${record.row.number}. ${label}`, description: [properties.formType, properties.collected].filter((part) => typeof part === 'string').join(' · ') } };
}

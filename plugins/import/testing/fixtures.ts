import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zip as shapefileZip } from '@mapbox/shp-write';
import type { FeatureCollection } from 'geojson';
import proj4 from 'proj4';
import yazl from 'yazl';

/** ESRI WKT of EPSG:3857 as ArcGIS writes it into a .prj. */
export const WEB_MERCATOR_PRJ =
  'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],PARAMETER["Auxiliary_Sphere_Type",0.0],UNIT["Meter",1.0]]';

/** Three places in western Canada the fixtures describe in every format. */
export const PLACES = [
  { name: 'Stoney Creek camp', kind: 'camp', lon: -114.06543, lat: 51.04473, depth: 3 },
  { name: 'Ridge trailhead', kind: 'trail', lon: -115.57081, lat: 51.17844, depth: 12 },
  { name: 'Bow river gauge', kind: 'gauge', lon: -116.18012, lat: 51.42561, depth: 40 },
] as const;

export function fixtureDir(): string {
  return mkdtempSync(join(tmpdir(), 'vgn-import-'));
}

export function writeText(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

export function zipFiles(dir: string, name: string, files: Record<string, Buffer | string>): Promise<string> {
  const path = join(dir, name);
  const archive = new yazl.ZipFile();
  for (const [entry, content] of Object.entries(files)) archive.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), entry);
  archive.end();
  return new Promise((resolve, reject) => {
    const out = archive.outputStream.pipe(createWriteStream(path));
    out.on('close', () => resolve(path));
    out.on('error', reject);
  });
}

export function kmlText(): string {
  const placemarks = PLACES.map(
    (place) => `<Placemark><name>${place.name}</name><description>${place.kind}</description><Point><coordinates>${place.lon},${place.lat},0</coordinates></Point></Placemark>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Places</name>${placemarks}<Placemark><name>Ridge line</name><LineString><coordinates>${PLACES.map((p) => `${p.lon},${p.lat}`).join(' ')}</coordinates></LineString></Placemark></Document></kml>`;
}

export function gpxText(): string {
  const waypoints = PLACES.map((place) => `<wpt lat="${place.lat}" lon="${place.lon}"><name>${place.name}</name></wpt>`).join('');
  const track = PLACES.map((place) => `<trkpt lat="${place.lat}" lon="${place.lon}"></trkpt>`).join('');
  return `<?xml version="1.0"?><gpx version="1.1" creator="vgn-tests" xmlns="http://www.topografix.com/GPX/1/1">${waypoints}<trk><name>Survey walk</name><trkseg>${track}</trkseg></trk></gpx>`;
}

export function latLonCsv(): string {
  return ['name,kind,depth,latitude,longitude', ...PLACES.map((p) => `${p.name},${p.kind},${p.depth},${p.lat},${p.lon}`)].join('\n');
}

export function wktCsv(): string {
  return ['name;wkt', ...PLACES.map((p) => `${p.name};POINT (${p.lon} ${p.lat})`), `Survey line;"LINESTRING (${PLACES.map((p) => `${p.lon} ${p.lat}`).join(', ')})"`].join('\n');
}

/** Line 3 has no latitude, line 5 a longitude that is not a number, line 6 is fine. */
export function badRowsCsv(): string {
  return ['name,lat,lon', 'good one,51.1,-114.2', 'missing lat,,-114.3', 'good two,51.2,-114.4', 'bad lon,51.3,east', 'good three,51.4,-114.5'].join('\n');
}

export function geojsonCollection(): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: PLACES.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lon, p.lat] }, properties: { name: p.name, kind: p.kind, depth: p.depth } })),
  };
}

/** A zipped point shapefile whose coordinates are in EPSG:3857, with that CRS's .prj. */
export async function webMercatorShapefile(dir: string): Promise<string> {
  const toMercator = proj4('EPSG:4326', 'EPSG:3857');
  const projected: FeatureCollection = {
    type: 'FeatureCollection',
    features: PLACES.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: toMercator.forward([p.lon, p.lat]) }, properties: { name: p.name, kind: p.kind, depth: p.depth } })),
  };
  const content = await shapefileZip<'nodebuffer'>(projected, { prj: WEB_MERCATOR_PRJ, compression: 'DEFLATE', outputType: 'nodebuffer', types: { point: 'places' } });
  return writeBuffer(dir, 'places-3857.zip', content);
}

export function writeBuffer(dir: string, name: string, content: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** ESRI WKT of EPSG:32611 (WGS 84 / UTM zone 11N) as ArcGIS writes it into a .prj. */
export const UTM_11N_PRJ =
  'PROJCS["WGS_1984_UTM_Zone_11N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-117.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

export interface Place {
  name: string;
  kind: string;
  lon: number;
  lat: number;
  depth: number;
}

/** A zipped point shapefile of the places in UTM zone 11N metres (proj4), with that zone's .prj. */
export async function utmShapefile(dir: string, name: string, places: readonly Place[]): Promise<string> {
  const toUtm = proj4('EPSG:4326', '+proj=utm +zone=11 +datum=WGS84 +units=m +no_defs');
  const projected: FeatureCollection = {
    type: 'FeatureCollection',
    features: places.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: toUtm.forward([p.lon, p.lat]) }, properties: { name: p.name, kind: p.kind, depth: p.depth } })),
  };
  const content = await shapefileZip<'nodebuffer'>(projected, { prj: UTM_11N_PRJ, compression: 'DEFLATE', outputType: 'nodebuffer', types: { point: 'places' } });
  return writeBuffer(dir, name, content);
}

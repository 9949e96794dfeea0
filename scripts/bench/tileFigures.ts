import type { BenchSocket } from './benchSocket';
import { summarize, type Summary } from './stats';

/** Default map bounds of the spec (§ issue 14): the features are spread over them. */
export const BOUNDS = { west: -141, south: 48, east: -53, north: 70 };
/** Tiles sampled per zoom band (random places over BOUNDS at random zooms of the band). */
const SAMPLES_PER_BAND = 40;
export const ZOOM_BANDS: readonly (readonly [number, number])[] = [
  [0, 4],
  [5, 8],
  [9, 14],
];

export interface TileFigure {
  tile: string;
  ms: number;
  bytes: number;
  status: number;
  /** The server's Server-Timing: what this request built (data, reader, clusters), ms. */
  serverTiming: Record<string, number>;
  /** x-spatial-clusters: `behind` while the reader's clusters are rebuilt (changed points drawn over the previous ones). */
  clusters: string | null;
}

export interface BandFigures {
  zooms: string;
  tiles: number;
  empty: number;
  ms: Summary;
  bytes: Summary;
}

export interface UpdateFigures {
  kind: string;
  updates: number;
  /** The write over the socket, the tile index's afterWrite included. */
  writeMs: Summary;
  /** The next tile over the changed feature: recuts what the write made stale (clusters, changed shapes). */
  nextTileMs: Summary;
  /** Of that, waiting for the reader's point clusters (Server-Timing clusters; 0 when served over the previous index). */
  clustersMs: Summary;
  /** From the write until the tile's clusters are current again (rebuilt in the worker; polled every 25 ms). */
  settledMs: Summary;
}

export interface StartupFigures {
  /** Server start (listening, administrator signed in) after a restart over the loaded store. */
  restartMs: number;
  /** The first tile asked right then: it waits for what is left of the background index build. */
  firstTile: TileFigure;
  /** GET tiles/version every 100 ms while that tile waited: the server keeps answering. */
  probes: number;
  probeMs: Summary;
}

/** The first tile after a restart, and how other requests fare meanwhile. */
export async function startupFigures(baseUrl: string, restartMs: number, fetchTile: TileFetcher, coords: readonly [number, number, number]): Promise<StartupFigures> {
  let done = false;
  const first = fetchTile(coords).finally(() => {
    done = true;
  });
  const probeMs: number[] = [];
  while (!done) {
    const begun = performance.now();
    await (await fetch(`${baseUrl}/api/plugins/spatial/tiles/version`)).arrayBuffer();
    probeMs.push(performance.now() - begun);
    if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { restartMs, firstTile: await first, probes: probeMs.length, probeMs: summarize(probeMs) };
}

/** Asks a tile until its clusters are current; the time since `since`. */
async function settled(fetchTile: TileFetcher, coords: readonly [number, number, number], since: number): Promise<number> {
  for (let attempt = 0; attempt < 2000; attempt += 1) {
    if ((await fetchTile(coords)).clusters !== 'behind') return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the clusters of ${coords.join('/')} never became current`);
}

/** A small seeded sequence, so every run tiles the same data. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The tile of zoom z holding a position (Web Mercator tile numbering). */
export function tileAt(z: number, lng: number, lat: number): [number, number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [z, Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)];
}

function parseServerTiming(header: string | null): Record<string, number> {
  const timing: Record<string, number> = {};
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*(\w+);dur=([\d.]+)/.exec(part);
    if (match?.[1] && match[2]) timing[match[1]] = Number(match[2]);
  }
  return timing;
}

export type TileFetcher = (coords: readonly [number, number, number]) => Promise<TileFigure>;

/** GET one tile as the bearer of token; its time, size and Server-Timing. */
export function tileFetcher(baseUrl: string, token: string): TileFetcher {
  return async ([z, x, y]) => {
    const begun = performance.now();
    const response = await fetch(`${baseUrl}/api/plugins/spatial/tiles/${z}/${x}/${y}.pbf`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await response.arrayBuffer()).byteLength;
    return {
      tile: `${z}/${x}/${y}`,
      ms: performance.now() - begun,
      bytes,
      status: response.status,
      serverTiming: parseServerTiming(response.headers.get('server-timing')),
      clusters: response.headers.get('x-spatial-clusters'),
    };
  };
}

/** p50/p95 latency and size of tiles sampled over BOUNDS in each zoom band. */
export async function bandFigures(fetchTile: TileFetcher): Promise<BandFigures[]> {
  const random = sequence(7);
  const bands: BandFigures[] = [];
  for (const [low, high] of ZOOM_BANDS) {
    const figures: TileFigure[] = [];
    for (let n = 0; n < SAMPLES_PER_BAND; n += 1) {
      const z = low + Math.floor(random() * (high - low + 1));
      const lng = BOUNDS.west + random() * (BOUNDS.east - BOUNDS.west);
      const lat = BOUNDS.south + random() * (BOUNDS.north - BOUNDS.south);
      figures.push(await fetchTile(tileAt(z, lng, lat)));
    }
    bands.push({
      zooms: `${low}-${high}`,
      tiles: figures.length,
      empty: figures.filter((figure) => figure.status === 204).length,
      ms: summarize(figures.map((figure) => figure.ms)),
      bytes: summarize(figures.map((figure) => figure.bytes)),
    });
  }
  return bands;
}

export interface UpdatedFeature {
  id: string;
  u: number;
  geometry: { type: string; coordinates: unknown };
}

/**
 * Moves each feature a little over the socket (a real update through the item store, its
 * afterWrite hook feeding the tile index), then asks the tile over it at `zoom`.
 */
export async function updateFigures(kind: string, socket: BenchSocket, fetchTile: TileFetcher, features: readonly UpdatedFeature[], zoom: number): Promise<UpdateFigures> {
  const writes: number[] = [];
  const nextTiles: number[] = [];
  const clusters: number[] = [];
  const settledMs: number[] = [];
  for (const feature of features) {
    const moved = { type: feature.geometry.type, coordinates: shifted(feature.geometry.coordinates) };
    const begun = performance.now();
    await socket.call('update', { $id: feature.id, _u: feature.u, geometry: moved });
    writes.push(performance.now() - begun);
    const first = firstPosition(feature.geometry);
    const coords = tileAt(zoom, first[0], first[1]);
    const figure = await fetchTile(coords);
    nextTiles.push(figure.ms);
    clusters.push(figure.serverTiming.clusters ?? 0);
    settledMs.push(await settled(fetchTile, coords, begun));
  }
  return { kind, updates: features.length, writeMs: summarize(writes), nextTileMs: summarize(nextTiles), clustersMs: summarize(clusters), settledMs: summarize(settledMs) };
}

/** Every position 0.001° further east (rings stay closed). */
function shifted(coordinates: unknown): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number') return [Math.round((coordinates[0] + 0.001) * 1e5) / 1e5, ...coordinates.slice(1)];
  return coordinates.map(shifted);
}

function firstPosition(geometry: { type: string; coordinates: unknown }): [number, number] {
  let position: unknown = geometry.coordinates;
  while (Array.isArray(position) && Array.isArray(position[0])) position = position[0];
  return Array.isArray(position) && typeof position[0] === 'number' && typeof position[1] === 'number' ? [position[0], position[1]] : [0, 0];
}

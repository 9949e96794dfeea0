import { Worker } from 'node:worker_threads';
import KDBush from 'kdbush';
import Supercluster from 'supercluster';
import type { ClusterIndex, ClusterOptions } from './pointClusters';
import type { TileProperties } from './shapeIndex';

/** What the worker (clusterWorker.mjs) answers: the typed arrays of a built index. */
interface BuiltParts {
  job: number;
  error?: string;
  numPoints: number;
  coords: Float64Array;
  /** Per zoom (0 … maxZoom + 1) the tree it uses, an index into `trees` (-1: none). */
  treeOfZoom: number[];
  trees: { kdbush: ArrayBuffer; data: Int32Array; numItems: number }[];
}

/** The fields of a supercluster 9.1.0 index that `load` fills (pinned in package.json: read from its source). */
interface SuperclusterState {
  trees: (KDBush | undefined)[];
  numPoints: number;
  props: (TileProperties | null)[];
  coords: Float64Array;
  ids: null;
}

function isBuiltParts(value: unknown): value is BuiltParts {
  return typeof value === 'object' && value !== null && 'job' in value && typeof value.job === 'number';
}

/** A supercluster index over the worker's arrays, with the points' properties (kept on this thread). */
export function indexFromParts(parts: BuiltParts, options: ClusterOptions, properties: readonly TileProperties[]): ClusterIndex {
  const index = new Supercluster<TileProperties>(options);
  const trees = parts.trees.map(({ kdbush, data }) => {
    const tree = KDBush.from(kdbush);
    // supercluster keeps its per-node data (coordinates, zoom, id, parent, count) on the tree.
    return Object.assign(tree, { data });
  });
  const state: SuperclusterState = {
    trees: parts.treeOfZoom.map((at) => (at < 0 ? undefined : trees[at])),
    numPoints: parts.numPoints,
    props: [...properties],
    coords: parts.coords,
    ids: null,
  };
  return Object.assign(index, state);
}

/**
 * Builds cluster indexes in a worker thread (one job at a time, in order), so clustering 100,000
 * points costs the server's event loop only the copy of their coordinates. The worker starts on
 * the first build and does not keep the process alive.
 */
export class ClusterBuilder {
  private worker: Worker | undefined;
  private nextJob = 1;
  private readonly waiting = new Map<number, { resolve: (parts: BuiltParts) => void; reject: (error: Error) => void }>();

  constructor(private readonly options: ClusterOptions) {}

  /** The index of these points (lngLat: longitude, latitude pairs, in the order of `properties`). */
  async build(lngLat: Float64Array, properties: readonly TileProperties[]): Promise<ClusterIndex> {
    const job = this.nextJob;
    this.nextJob += 1;
    const parts = await new Promise<BuiltParts>((resolve, reject) => {
      this.waiting.set(job, { resolve, reject });
      this.started().postMessage({ job, lngLat, options: this.options });
    });
    return indexFromParts(parts, this.options, properties);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const { reject } of this.waiting.values()) reject(new Error('cluster builder closed'));
    this.waiting.clear();
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./clusterWorker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: unknown) => {
      if (!isBuiltParts(message)) return;
      const waiter = this.waiting.get(message.job);
      this.waiting.delete(message.job);
      if (message.error !== undefined) waiter?.reject(new Error(`clustering failed: ${message.error}`));
      else waiter?.resolve(message);
    });
    worker.on('error', (error) => {
      // A dead worker fails what it had; the next build starts a new one.
      this.worker = undefined;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    });
    this.worker = worker;
    return worker;
  }
}

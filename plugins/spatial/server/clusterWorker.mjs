// Worker thread of plugins/spatial/server/clusterBuilder.ts: builds a supercluster index off the
// main thread, so a point write never stalls the server while 100,000 points are clustered again.
// Plain JavaScript: a worker starts its own module loader, and this file must load the same way under
// tsx (server), vitest and node. It answers the index's typed arrays, which clusterBuilder.ts turns
// back into a Supercluster (the layout of supercluster 9.1.0, pinned in package.json).
import { parentPort } from 'node:worker_threads';
import Supercluster from 'supercluster';

/** The arrays of one KD-tree: KDBush's own buffer and supercluster's per-node data. */
function treeParts(tree) {
  return { kdbush: tree.ids.buffer.slice(0), data: tree.data.slice(), numItems: tree.numItems };
}

parentPort.on('message', ({ job, lngLat, options }) => {
  try {
    const count = lngLat.length / 2;
    const points = new Array(count);
    for (let i = 0; i < count; i += 1) {
      points[i] = { type: 'Feature', geometry: { type: 'Point', coordinates: [lngLat[2 * i], lngLat[2 * i + 1]] }, properties: null };
    }
    const index = new Supercluster(options).load(points);
    // Zooms without new clusters share their tree with the zoom above: send each tree once.
    const trees = [];
    const treeOfZoom = index.trees.map((tree) => {
      if (!tree) return -1;
      let at = trees.findIndex((known) => known.tree === tree);
      if (at < 0) at = trees.push({ tree, parts: treeParts(tree) }) - 1;
      return at;
    });
    parentPort.postMessage({ job, numPoints: index.numPoints, coords: index.coords, treeOfZoom, trees: trees.map((known) => known.parts) });
  } catch (error) {
    parentPort.postMessage({ job, error: error instanceof Error ? error.message : String(error) });
  }
});

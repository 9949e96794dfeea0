/**
 * What the page load benchmark records inside the page. The scripts are plain JavaScript text:
 * tsx would wrap functions passed to the browser with helpers that do not exist there.
 */
export interface ProbeRecord {
  /** performance.now() (ms since navigation start) when the selector first matched a visible element. */
  firstContentMs: number | null;
  longTasks: number[];
}

export interface TransferFigures {
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  totalBytes: number;
  requests: number;
  /** Paths of the scripts fetched over the network (not from the cache). */
  jsPaths: string[];
}

/**
 * Runs before any of the page's own scripts (page.addInitScript): records every long task
 * (buffered) and the first moment `selector` matches an element with a box.
 */
export function probeScript(selector: string): string {
  return `(() => {
  const record = { firstContentMs: null, longTasks: [] };
  window.__vgnProbe = record;
  performance.setResourceTimingBufferSize(5000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const selector = ${JSON.stringify(selector)};
  const observer = new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    record.firstContentMs = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;
}

/** Evaluated in the page: the probe's record. */
export const READ_PROBE = 'window.__vgnProbe';

/** Evaluated in the page: bytes over the wire (encoded bodies plus headers; 0 for a cache hit) from Resource Timing. */
export const READ_TRANSFERS = `(() => {
  const figures = { jsBytes: 0, jsFiles: 0, cssBytes: 0, totalBytes: 0, requests: 0, jsPaths: [] };
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  for (const entry of entries) {
    const path = new URL(entry.name).pathname;
    figures.totalBytes += entry.transferSize;
    figures.requests += 1;
    if (path.endsWith('.js') && entry.transferSize > 0) {
      figures.jsBytes += entry.transferSize;
      figures.jsFiles += 1;
      figures.jsPaths.push(path);
    }
    if (path.endsWith('.css')) figures.cssBytes += entry.transferSize;
  }
  return figures;
})()`;

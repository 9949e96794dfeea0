// Service worker of the single-page app (platform spec §7: registered at /sw.js, failures ignored).
// It lets pages that work offline (nav items marked `offline`, e.g. GeoKeeper's field collection)
// open without a connection, while the server's answers stay fresh whenever it can be reached:
// - page loads (navigations): the network first; offline, the last app shell (index.html);
// - /assets/*: content-hashed and immutable, so a cached copy is always right (kept on first fetch);
// - the reads the shell starts with (registry, configuration, texts, lists of values): the network
//   first, the last answer when offline.
// Everything else (the socket, uploads, media, tiles, writes) goes to the network untouched.
const CACHE = 'vgn-shell-v1';
const SHELL = '/';
const SHELL_READS = [/^\/api\/registry$/, /^\/api\/config$/, /^\/locale-overrides\//, /^\/lov\//];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept under `key` when it is a success; the cached one when the network fails. */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (SHELL_READS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, url.pathname + url.search));
  }
});

// Service worker of the single-page app (platform spec §7: registered at /sw.js, failures ignored).
// It takes control at once and leaves every request to the network: the bundle carries content
// hashes and the server's answers must never come from a stale cache.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The store's service worker, served by ./route.ts with this build's id and the shopper's
// locale filled in. It keeps the offline page and the build's static assets, never API
// replies or pages with a shopper's data: a page that cannot be fetched shows the offline page.
const CACHE = 'stride-__BUILD_ID__';
const OFFLINE_PAGE = '/__LOCALE__/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Without cookies: the offline page is the same for everyone.
      const response = await fetch(OFFLINE_PAGE, { credentials: 'omit' });
      if (!response.ok) throw new Error(`The offline page answered ${response.status}.`);
      const html = await response.clone().text();
      const styles = [...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]);
      await cache.put(OFFLINE_PAGE, response);
      await cache.addAll([...new Set(styles)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Built assets never change under their name: the cache answers first. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(OFFLINE_PAGE)) ?? Response.error()),
    );
  }
});

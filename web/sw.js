// Variantarium's service worker: the site works offline after the first visit.
//
// scripts/postbuild.mjs writes this file into the built site with BUILD and FILES filled in
// (every file of the build, relative to this worker), so each build has its own worker and
// its own cache. On install every file is cached; on activate older caches are dropped.
// Requests go to the network first, so a player online always gets the latest build, and
// fall back to the cache when the network fails (offline, or the server gone).
const BUILD = "__BUILD__";
const FILES = __FILES__;
const CACHE = `variantarium-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith("variantarium-") && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() =>
        caches
          .match(request, { ignoreSearch: true })
          .then(
            (hit) =>
              hit ??
              (request.mode === "navigate"
                ? caches.match("./index.html")
                : Response.error()),
          ),
      ),
  );
});

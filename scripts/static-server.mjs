// A tiny static file server for the built site, with no dependencies and no
// network beyond the loopback address. Used by playwright.config.ts.
//
//   node scripts/static-server.mjs [dir=dist] [port=8090] [host=127.0.0.1] [mount]
//
// Serves `dir` with correct MIME types (application/wasm matters: browsers
// stream-compile wasm only with it), index.html for directories, 404 otherwise.
// With `mount` (e.g. /games/variantarium/), the same files are also served under that
// path, as a host that puts the site in a sub-folder would.
import { createServer } from "node:http";
import { createReadStream, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";

const root = resolve(process.argv[2] ?? "dist");
const port = Number(process.argv[3] ?? 8090);
const host = process.argv[4] ?? "127.0.0.1";
const mount = process.argv[5];

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

function fileFor(urlPath) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return null;
  }
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping the root
  try {
    let st = statSync(path);
    if (st.isDirectory()) {
      path = join(path, "index.html");
      st = statSync(path);
    }
    return st.isFile() ? { path, size: st.size } : null;
  } catch {
    return null;
  }
}

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let path = url.pathname;
  if (mount && path.startsWith(mount)) path = "/" + path.slice(mount.length);
  const file = fileFor(path);
  if (!file || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
    return;
  }
  res.writeHead(200, {
    "content-type": types[extname(file.path)] ?? "application/octet-stream",
    "content-length": file.size,
    "cache-control": "no-store",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file.path).pipe(res);
}).listen(port, host, () => {
  console.log(`serving ${root} on http://${host}:${port}/`);
});

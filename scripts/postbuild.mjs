// Trunk's post-build hook (Trunk.toml [[hooks]]): makes the built site work under a strict
// Content-Security-Policy and offline. Runs on trunk's staging directory
// (TRUNK_STAGING_DIR) before it becomes dist/, or on a directory given as argument.
//
// 1. Every inline <script> of every .html page (trunk injects one that starts the wasm)
//    moves into a file of its own, boot-<hash>.js, loaded with src: no inline script is left.
// 2. Every page gets the policy as a <meta http-equiv="Content-Security-Policy">: scripts
//    only from the site itself plus WebAssembly compilation ('wasm-unsafe-eval').
// 3. The service worker web/sw.js is written into the site with the list of every file of
//    the build and a build id, so each build caches itself and drops the previous one.
// 4. A clean console: a `rel=preload` of the wasm loses its integrity attribute (Chromium
//    ignores it for preloads and warns on every load; the module's own fetch keeps SRI
//    where it applies), and the worker's loader passes its wasm the way wasm-bindgen now
//    asks (`{ module_or_path }`, not the deprecated bare path).
// 5. In release builds the scripts, style sheets and index.html are minified
//    (scripts/minify.mjs), before the service worker's list is made.
// 6. keys.html, the definition keys reference (KEYS.md) as a page (scripts/keys-page.mjs).
// The build fails if an inline script or an inline event handler remains.
//
// 0. First, in a release build made with scripts/wasm-release-env.sh (VARIANTARIUM_SPLIT_PAGE),
//    the page's wasm is split into what the first screen runs and the rest, fetched when
//    idle (scripts/split-page.mjs).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  // Yew sets style attributes (board sizes); no style sheet comes from elsewhere.
  "style-src 'self' 'unsafe-inline'",
  // The favicon is an inline SVG.
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!dir) {
  console.error("postbuild: no directory (TRUNK_STAGING_DIR or an argument)");
  process.exit(2);
}

// A step that fails fails the build, with its message.
async function mustRun(step) {
  try {
    await step();
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

if (process.env.VARIANTARIUM_SPLIT_PAGE === "1" && process.env.TRUNK_PROFILE !== "debug") {
  await mustRun(async () => (await import("./split-page.mjs")).splitPage(dir));
}

// The definition keys reference as a page of the site (scripts/keys-page.mjs), before the
// pages get their policy.
{
  const { keysPage } = await import("./keys-page.mjs");
  keysPage(source, dir);
}

const hash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

function files(root) {
  const out = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else out.push(path);
  }
  return out;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const META = `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`;

for (const page of files(dir).filter((f) => f.endsWith(".html"))) {
  let html = readFileSync(page, "utf8");
  html = html.replace(INLINE_SCRIPT, (whole, attrs, body) => {
    if (/\bsrc\s*=/.test(attrs) || body.trim() === "") return whole;
    const name = `boot-${hash(body)}.js`;
    writeFileSync(join(dir, name), body.trim() + "\n");
    const type = /type\s*=\s*["']?module/i.test(attrs) ? ' type="module"' : "";
    return `<script${type} src="./${name}"></script>`;
  });
  if (!html.includes('http-equiv="Content-Security-Policy"')) {
    // After the charset (which must come first), else first in <head>.
    if (/<meta charset[^>]*>/i.test(html)) {
      html = html.replace(/<meta charset[^>]*>/i, (m) => `${m}\n    ${META}`);
    } else {
      html = html.replace(/<head([^>]*)>/i, (h) => `${h}\n    ${META}`);
    }
  }
  html = html.replace(/<link\b[^>]*>/gi, (tag) =>
    /\srel=("?)preload\1[\s>]/i.test(tag) ? tag.replace(/\s+integrity=("[^"]*"|[^\s>]+)/i, "") : tag,
  );
  for (const [what, re] of [
    ["an inline script", /<script\b(?![^>]*\bsrc\s*=)[^>]*>\s*\S/i],
    ["an inline event handler", /<[a-z][^>]*\son[a-z]+\s*=/i],
  ]) {
    if (re.test(html)) {
      console.error(`postbuild: ${relative(dir, page)} still has ${what}`);
      process.exit(1);
    }
  }
  writeFileSync(page, html);
}

for (const loader of files(dir).filter((f) => f.endsWith("_loader.js"))) {
  const text = readFileSync(loader, "utf8");
  const fixed = text.replace(
    /wasm_bindgen\((["'][^"']+["'])\)/g,
    (_, path) => `wasm_bindgen({ module_or_path: ${path} })`,
  );
  if (fixed !== text) writeFileSync(loader, fixed);
}

// 5. Release builds: scripts, style sheets and index.html minified (scripts/minify.mjs;
//    trunk's minifier is off), before the service worker lists the files.
if (process.env.TRUNK_PROFILE !== "debug") {
  await mustRun(async () => (await import("./minify.mjs")).minifyDir(dir));
}

const list = files(dir)
  .map((f) => relative(dir, f).split(sep).join("/"))
  .filter((f) => f !== "sw.js")
  .sort();
const build = hash(list.map((f) => `${f}:${statSync(join(dir, f)).size}`).join("\n"));
const sw = readFileSync(join(source, "web", "sw.js"), "utf8")
  .replace("__BUILD__", build)
  .replace("__FILES__", JSON.stringify(["./", ...list.map((f) => `./${f}`)], null, 2));
writeFileSync(join(dir, "sw.js"), sw);
console.log(`postbuild: policy on every page, ${list.length} files cached by sw.js (build ${build})`);

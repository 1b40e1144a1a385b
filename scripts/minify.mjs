// Minifies a release build's own files (scripts/postbuild.mjs calls it, after the page's
// wasm is split): the JavaScript with terser, the CSS with csso, index.html's comments and
// the blanks between its tags; the pages' integrity attributes follow the new texts.
//
// Trunk's own minifier is off (Trunk.toml `minify = "never"`): it could not read the
// wasm-bindgen glue (`export { … as default }`), shipped it whole and printed a warning on
// every build. The engine's package (engine/) and its example page are left as they are.
//
//   node scripts/minify.mjs DIR
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { minify as terser } from "terser";
import { minify as cssoMinify } from "csso";
import { sri, swapIntegrity } from "./integrity.mjs";


// An ES module (the glue, trunk's start script) may have its top level renamed; a classic
// script (the worker's glue and loader, fatal.js) defines globals others use.
const isModule = (text) => /^\s*(import|export)\b/m.test(text);

async function minifyJs(text) {
  const module = isModule(text);
  const out = await terser(text, {
    module,
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (typeof out.code !== "string") throw new Error("terser returned nothing");
  return out.code;
}

function minifyHtml(text) {
  return text
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\n\s*/g, "\n")
    .trim();
}

export async function minifyDir(dir) {
  const swaps = [];
  let before = 0;
  let after = 0;
  for (const name of readdirSync(dir).sort()) {
    // sw.js is written last, with the build's file list; the engine's example page is
    // there to be read.
    if (name === "sw.js" || name.startsWith("engine-example")) continue;
    const path = join(dir, name);
    const kind = name.endsWith(".js") ? "js" : name.endsWith(".css") ? "css" : null;
    if (!kind) continue;
    const old = readFileSync(path);
    let text;
    try {
      text = kind === "js" ? await minifyJs(old.toString("utf8")) : cssoMinify(old.toString("utf8")).css;
    } catch (e) {
      throw new Error(`minify: ${name}: ${e.message}`);
    }
    const now = Buffer.from(text, "utf8");
    if (now.length >= old.length) continue;
    writeFileSync(path, now);
    swaps.push([sri(old), sri(now)]);
    before += old.length;
    after += now.length;
  }
  const index = join(dir, "index.html");
  writeFileSync(index, minifyHtml(readFileSync(index, "utf8")));
  swapIntegrity(dir, swaps);
  console.log(`minify: ${swaps.length} scripts and style sheets, ${before} -> ${after} B`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/minify.mjs DIR");
    process.exit(2);
  }
  minifyDir(dir).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}

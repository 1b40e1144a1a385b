// The page's wasm in two parts (BENCH.md, "Page load"): what a player's first screen runs,
// and the rest, fetched once the board is on screen.
//
//   node scripts/split-page.mjs DIR        (scripts/postbuild.mjs runs it on release builds
//                                           made with scripts/wasm-release-env.sh)
//
// 1. Profile: the page's wasm is instrumented (binaryen's `wasm-split --instrument`), a copy
//    of DIR with it is served on 127.0.0.1 and headless Chromium opens the start page, a
//    game link of each game, a game of one's own and an embedded board; each load writes
//    which functions ran before its first screen was shown.
// 2. Split (`wasm-split --profile`): the functions that ran stay in the page's wasm; the
//    others move to `<name>_bg.lazy.wasm`, and the page's wasm calls them through a table
//    whose slots first hold placeholders.
// 3. The wasm-bindgen glue learns the placeholders: the rest is fetched and compiled when the
//    browser is idle after the start (normally before a player's first click); a placeholder
//    called before that loads it at once (a synchronous request and compile) and carries on.
//    `globalThis.variantariumRest()` is a promise of the rest, for the app's work that
//    waits for it (src/rest.rs); the profile's pages run with a rest that never comes.
//    The pages' integrity attributes are brought up to date.
//
// Any step that fails fails the build: a site whose wasm could not be split is not shipped
// half-patched. Needs binaryen's wasm-split (Debian's `binaryen`, scripts/setup.sh) and
// Chromium through Playwright, like the browser tests.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, serve } from "./local-browser.mjs";
import { sri, swapIntegrity } from "./integrity.mjs";

// The rest is fetched when the browser is first idle after the start, at the latest after
// this long (ms).
const LAZY_IDLE_TIMEOUT_MS = 200;

// The loads profiled: what a player or a wiki reader meets first. A path starting with
// "again:" is loaded, then loaded again: the second start resumes the kept game.
export const PROFILED_PAGES = [
  "again:index.html#game=chessnim&material=K:K:*&moves=K@b7,K@e7",
  "again:index.html#game=arnhem",
  "again:index.html#game=vimes&moves=e2e4",
  "index.html",
  "index.html#game=chessnim&material=K:K:*&moves=K@b7,K@e7",
  "index.html#game=chessence",
  "index.html#game=arnhem",
  "index.html#game=nastyneighbours",
  "index.html#game=vimes&moves=e2e4",
  "index.html#embed&game=chessnim&material=K:K:*&moves=K@b7,K@e7,K@g7&mode=view&controls=moves,nav",
  "index.html#embed&game=arnhem",
];

function fail(message) {
  throw new Error(`split-page: ${message}`);
}

function wasmSplit(args) {
  try {
    return execFileSync("wasm-split", ["--all-features", ...args], { encoding: "utf8" });
  } catch (e) {
    fail(`wasm-split ${args.join(" ")} failed: ${e.stderr || e.message}`);
  }
}

// Which functions each profiled load ran, one binaryen profile file per load.
async function profile(siteDir, out) {
  const { chromium } = await import("@playwright/test");
  const port = await freePort();
  const server = await serve(siteDir, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const files = [];
  try {
    for (const [i, path] of PROFILED_PAGES.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.addInitScript(() =>
        addEventListener("TrunkApplicationStarted", (e) => {
          window.__profiledWasm = e.detail.wasm;
        }),
      );
      // What waits for the rest of the page (src/rest.rs) is the rest's: while profiling,
      // the rest never comes.
      await page.addInitScript(() => {
        window.variantariumRest = () => new Promise(() => {});
      });
      const shown = () =>
        page
          .waitForFunction(
            () => window.__profiledWasm && document.querySelector("[data-square], .game-card"),
            null,
            { timeout: 30_000 },
          )
          .catch((e) => fail(`${path}: the first screen did not show (${e.message})`));
      await page.goto(`http://127.0.0.1:${port}/${path.replace(/^again:/, "")}`);
      await shown();
      if (path.startsWith("again:")) {
        await page.waitForTimeout(300);
        await page.goto(`http://127.0.0.1:${port}/index.html`);
        await shown();
      }
      // The first screen's frames and the work right after them.
      await page.waitForTimeout(300);
      const bytes = await page.evaluate(() => {
        const wasm = window.__profiledWasm;
        // Fresh pages at the end of memory: nothing of the app's lives there.
        const at = wasm.memory.grow(4) * 65536;
        const n = wasm.__write_profile(at, 4 * 65536);
        return Array.from(new Uint8Array(wasm.memory.buffer, at, n));
      });
      if (errors.length) fail(`${path}: ${errors.join("; ")}`);
      const file = join(out, `profile.${i}`);
      writeFileSync(file, Buffer.from(bytes));
      files.push(file);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return files;
}


// The code the glue gets: placeholders that load the rest, and the fetch of the rest.
function lazyGlue(lazyName) {
  return `
// Added by scripts/split-page.mjs: the page's wasm in two parts.
const __lazyUrl = new URL(${JSON.stringify(lazyName)}, import.meta.url);
let __lazyPrimary;
let __lazyLoaded = false;
let __lazyPromise;
function __lazyInstantiate(module) {
    if (__lazyLoaded) return;
    new WebAssembly.Instance(module, { primary: __lazyPrimary });
    __lazyLoaded = true;
}
function __lazyFetch() {
    if (!__lazyPromise) {
        __lazyPromise = fetch(__lazyUrl)
            .then((r) => {
                if (!r.ok) throw new Error(\`could not load \${__lazyUrl}: \${r.status}\`);
                return r.arrayBuffer();
            })
            .then((b) => WebAssembly.compile(b))
            .then(__lazyInstantiate)
            .catch((e) => {
                __lazyPromise = undefined;
                throw e;
            });
    }
    return __lazyPromise;
}
// Before the app starts: offline, the rest comes from the service worker's cache first (a
// synchronous request would bypass it); online, it is fetched when the browser is idle.
async function __lazyBeforeStart(exports) {
    __lazyPrimary = exports;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await __lazyFetch().catch(() => {});
        return;
    }
    const go = () => __lazyFetch().catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: ${LAZY_IDLE_TIMEOUT_MS} });
    else setTimeout(go, 0);
}
// A moved function called before the rest arrived: load it now, then call it. If it cannot
// be had, the error is a trap, so that web/fatal.js asks the player to reload.
function __lazyLoadNow() {
    let bytes;
    try {
        const xhr = new XMLHttpRequest();
        xhr.open('GET', __lazyUrl, false);
        xhr.overrideMimeType('text/plain; charset=x-user-defined');
        xhr.send();
        if (xhr.status !== 200) throw new Error(\`HTTP \${xhr.status}\`);
        const text = xhr.responseText;
        bytes = new Uint8Array(text.length);
        for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    } catch (e) {
        throw new WebAssembly.RuntimeError(\`the rest of the page could not be loaded: \${e.message}\`);
    }
    __lazyInstantiate(new WebAssembly.Module(bytes));
}
// The app's wait for the rest (src/rest.rs): a promise of it, for work a first screen can
// do without.
globalThis.variantariumRest = () => (__lazyLoaded ? Promise.resolve() : __lazyFetch());
function __lazyPlaceholders() {
    return new Proxy({}, {
        get(_, name) {
            const slot = Number(name);
            return function (...args) {
                if (!__lazyLoaded) __lazyLoadNow();
                return __lazyPrimary['%table'].get(slot)(...args);
            };
        },
    });
}
`;
}

// Replaces exactly one occurrence of `from` in `text`, or fails.
function replaceOnce(text, from, to, what) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) fail(`the glue's ${what} is not where it was expected`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

export async function splitPage(dir) {
  const wasmName = readdirSync(dir).find((f) => /^variantarium-[0-9a-f]+_bg\.wasm$/.test(f));
  if (!wasmName) fail(`no variantarium-*_bg.wasm in ${dir}`);
  const glueName = wasmName.replace(/_bg\.wasm$/, ".js");
  const lazyName = wasmName.replace(/\.wasm$/, ".lazy.wasm");
  const work = mkdtempSync(join(tmpdir(), "split-page-"));
  try {
    const wasmPath = join(dir, wasmName);
    const before = readFileSync(wasmPath);
    const site = join(work, "site");
    cpSync(dir, site, { recursive: true });
    wasmSplit(["--instrument", wasmPath, "-o", join(site, wasmName)]);
    const profiles = await profile(site, work);
    const merged = join(work, "merged.profile");
    wasmSplit(["--merge-profiles", ...profiles, "-o", merged]);
    const primary = join(work, "primary.wasm");
    const secondary = join(work, "secondary.wasm");
    wasmSplit([
      "--split",
      `--profile=${merged}`,
      "--export-prefix=%",
      "--import-namespace=primary",
      "--placeholder-namespace=placeholder",
      wasmPath,
      "-o1",
      primary,
      "-o2",
      secondary,
    ]);
    const first = readFileSync(primary);
    const rest = readFileSync(secondary);
    writeFileSync(wasmPath, first);
    writeFileSync(join(dir, lazyName), rest);

    const gluePath = join(dir, glueName);
    const oldGlue = readFileSync(gluePath);
    let glue = oldGlue.toString("utf8");
    glue = replaceOnce(
      glue,
      '"./variantarium_bg.js": import0,',
      '"./variantarium_bg.js": import0,\n        placeholder: __lazyPlaceholders(),',
      "import object",
    );
    glue = replaceOnce(
      glue,
      "    const { instance, module } = await __wbg_load(await module_or_path, imports);\n",
      "    const { instance, module } = await __wbg_load(await module_or_path, imports);\n" +
        "    await __lazyBeforeStart(instance.exports);\n",
      "instantiation",
    );
    glue += lazyGlue(lazyName);
    writeFileSync(gluePath, glue);

    // The integrity attributes of the pages that name the two changed files.
    const swaps = [
      [sri(before), sri(first)],
      [sri(oldGlue), sri(Buffer.from(glue, "utf8"))],
    ];
    swapIntegrity(dir, swaps);
    const gz = (b) => execFileSync("gzip", ["-9c"], { input: b }).length;
    console.log(
      `split-page: ${wasmName} ${before.length} B (${gz(before)} gz) -> ${first.length} B ` +
        `(${gz(first)} gz) at start + ${lazyName} ${rest.length} B (${gz(rest)} gz) when idle, ` +
        `${profiles.length} loads profiled`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/split-page.mjs DIR");
    process.exit(2);
  }
  splitPage(dir).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}

// How fast the page loads, as a player meets it (BENCH.md, "Page load"):
//
//   - first load: the bytes of the page itself (HTML, CSS, JS and the page's wasm),
//     gzipped (-9) as a static host would send them, counted from what the browser really
//     fetched on a fresh load of a game link; the rest of the page's wasm
//     (`*.lazy.wasm`, scripts/split-page.mjs: fetched when the browser is idle after the
//     first screen, with the time its request started) and the built-in definitions
//     (`games.ini`, then Fairy-Stockfish's `fsf.ini`, fetched once the board is drawn,
//     src/builtins.rs), the worker (the computer's search, fetched
//     when a game needs it), the service worker, the manifest and the icon are reported
//     apart;
//   - board visible: milliseconds from navigation start to the first frame painted with
//     the board's squares in the page (a MutationObserver finds the first `[data-square]`,
//     then two animation frames pass), the median of N fresh loads (new browser context,
//     empty cache) of a game link and of an embedded board.
//
//   node scripts/page-speed.mjs [dist=dist] [runs=7]
//
// Serves `dist` on 127.0.0.1 (a free port) with scripts/static-server.mjs, drives Debian's
// Chromium headless through Playwright, prints a table, and exits 0. Build first:
// `bash scripts/build.sh` (scripts/test.sh does). Figures, not assertions: the
// targets are checked by reading them, never by a test that fails on a slow machine.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, serve } from "./local-browser.mjs";

const dist = process.argv[2] ?? "dist";
const runs = Number(process.argv[3] ?? 7);

// The pages measured: a game link (a ChessNim game two drops in) and an embedded board.
const PAGES = [
  ["game link", "index.html#game=chessnim&material=K:K:*&moves=K@b7,K@e7"],
  [
    "embedded board",
    "index.html#embed&game=chessnim&material=K:K:*&moves=K@b7,K@e7,K@g7&mode=view&controls=moves,nav",
  ],
];

// Which part of the load a URL belongs to.
function part(path) {
  const name = path.split("/").pop() || "index.html";
  if (name.startsWith("worker")) return "worker";
  // Fetched after the board is drawn: the rest of the page's wasm, and Fairy-Stockfish's
  // built-ins and the engine's words (src/builtins.rs; their request times are printed to
  // show it).
  // The styles of the screens no first screen shows (styles/more.css), linked once the
  // first screen is drawn.
  if (name.endsWith(".lazy.wasm") || ["fsf.ini", "games.ini", "words.txt", "more.css"].includes(name)) {
    return "rest";
  }
  if (name === "sw.js" || name.endsWith(".webmanifest") || name.endsWith(".svg")) return "other";
  return "page";
}

// Marks the first frame painted with a board square in it (window.__boardVisible).
function watchBoard() {
  const seen = () => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__boardVisible = performance.now();
      }),
    );
  };
  const look = () => document.querySelector("[data-square]");
  if (look()) {
    seen();
    return;
  }
  const observer = new MutationObserver(() => {
    if (look()) {
      observer.disconnect();
      seen();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map();
  page.on("response", async (response) => {
    try {
      const u = new URL(response.url());
      if (u.protocol !== "http:") return;
      bodies.set(u.pathname, await response.body());
    } catch {
      // A response without a body (a redirect) counts nothing.
    }
  });
  await page.addInitScript(watchBoard);
  await page.goto(url);
  await page.waitForFunction(() => window.__boardVisible !== undefined, null, { timeout: 30_000 });
  const visible = await page.evaluate(() => window.__boardVisible);
  // Let the rest of the page, the worker and the service worker arrive, to report them too.
  await page.waitForTimeout(1500);
  const [lazyStart, iniStart] = await page.evaluate(() =>
    [".lazy.wasm", "/fsf.ini"].map(
      (end) =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(end))
          .map((e) => e.startTime)[0],
    ),
  );
  await context.close();
  return { visible, bodies, lazyStart, iniStart };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const port = await freePort();
const server = await serve(dist, port);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  let sizes = null;
  console.log(`page speed of ${dist}/ (${runs} fresh loads each, headless Chromium, 127.0.0.1)`);
  for (const [name, path] of PAGES) {
    const times = [];
    const lazyStarts = [];
    const iniStarts = [];
    for (let i = 0; i < runs; i++) {
      const { visible, bodies, lazyStart, iniStart } = await measure(
        browser,
        `http://127.0.0.1:${port}/${path}`,
      );
      times.push(visible);
      if (lazyStart !== undefined) lazyStarts.push(lazyStart);
      if (iniStart !== undefined) iniStarts.push(iniStart);
      if (!sizes) sizes = bodies;
    }
    console.log(
      `board visible, ${name}: median ${median(times).toFixed(0)} ms (runs: ${times
        .map((t) => t.toFixed(0))
        .join(", ")})`,
    );
    if (lazyStarts.length) {
      console.log(
        `  the rest of the page's wasm requested at: ${lazyStarts.map((t) => t.toFixed(0)).join(", ")} ms`,
      );
    }
    if (iniStarts.length) {
      console.log(
        `  Fairy-Stockfish's built-ins requested at: ${iniStarts.map((t) => t.toFixed(0)).join(", ")} ms`,
      );
    }
  }
  const totals = { page: [0, 0], rest: [0, 0], worker: [0, 0], other: [0, 0] };
  // Anything else fetched at start (the service worker, the manifest) is listed as such.
  console.log("\nfile (first load of the game link)                 bytes    gzipped  part");
  for (const [path, body] of [...sizes].sort()) {
    const gz = gzipSync(body, { level: 9 }).length;
    const p = part(path);
    totals[p][0] += body.length;
    totals[p][1] += gz;
    console.log(`${path.padEnd(48)} ${String(body.length).padStart(9)} ${String(gz).padStart(10)}  ${p}`);
  }
  for (const [p, [raw, gz]] of Object.entries(totals)) {
    console.log(`total ${p.padEnd(42)} ${String(raw).padStart(9)} ${String(gz).padStart(10)}`);
  }
  // The worker is fetched only when the computer plays or hints: its files as built.
  let worker = 0;
  for (const name of readdirSync(dist).filter((n) => n.startsWith("worker"))) {
    const gz = gzipSync(readFileSync(join(dist, name)), { level: 9 }).length;
    console.log(`${("/" + name + " (as built)").padEnd(48)} ${"".padStart(9)} ${String(gz).padStart(10)}  worker`);
    worker += gz;
  }
  console.log(`\nfirst load (page): ${(totals.page[1] / 1024).toFixed(1)} KB gzipped; ` +
    `the rest of the page (after the board: wasm, built-ins): ${(totals.rest[1] / 1024).toFixed(1)} KB gzipped; ` +
    `worker (when needed): ${(worker / 1024).toFixed(1)} KB gzipped`);
} finally {
  await browser.close();
  server.kill();
}

// What the scripts that drive Chromium share (scripts/page-speed.mjs, scripts/split-page.mjs):
// Debian's Chromium with the switches that work headless on these
// machines (no sandbox, no GPU, no network of its own), and the built site served on
// 127.0.0.1 by scripts/static-server.mjs.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium's switches (no --user-data-dir: Playwright gives each context its own). The
 * browser tests' playwright.config.ts lists the same ones: Playwright loads its config as
 * CommonJS and cannot import this module. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Serves `dir` on 127.0.0.1:`port`; resolves to the server's process once it listens. */
export async function serve(dir, port) {
  const server = spawn(process.execPath, [join(here, "static-server.mjs"), dir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve);
    server.once("exit", (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return server;
}

// Playwright runs the browser tests in tests/e2e/ against the release build in
// dist/ (build it first: `bash scripts/build.sh`, or run
// scripts/test.sh which does everything).
//
// No browser is downloaded: Playwright drives Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium). The site is served by a tiny
// static server on 127.0.0.1 only (E2E_PORT; scripts/test.sh picks a free
// port, the default 8090 keeps clear of `trunk serve` on 8080).
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}/`;

// Every test starts on a device whose last choice in the new-game dialog was a person at
// every seat (src/dialog.rs, `variantarium.dialog.seats`): most tests play both sides by
// hand. Without a choice the dialog gives the second and third seats to the computer
// (tests/e2e/first_hour.spec.ts starts from a device without one).
const PEOPLE_AT_EVERY_SEAT = {
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${port}`,
      localStorage: [
        {
          name: "variantarium.dialog.seats",
          value: JSON.stringify([
            ["human", "human"],
            ["human", "human", "human"],
          ]),
        },
      ],
    },
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI: a test that passes on its retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // `list` ends with a summary line such as "  3 passed (4.2s)".
  reporter: [["list"]],
  use: {
    baseURL,
    storageState: PEOPLE_AT_EVERY_SEAT,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          // The same switches as scripts/local-browser.mjs (which a config, loaded as
          // CommonJS, cannot import).
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    // The site at the root and again under a sub-path (tests/e2e/offline.spec.ts).
    command: `node scripts/static-server.mjs dist ${port} 127.0.0.1 /games/variantarium/`,
    url: baseURL,
    // Never test whatever else happens to listen on the port.
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

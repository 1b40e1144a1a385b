// Smoke test: the built page loads, the wasm app starts and renders its <main>,
// no request fails and nothing is logged as an error on the way.
import { expect, test } from "@playwright/test";

test("the app loads and renders <main>", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    // Failed loads are reported below, with their URL.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  page.on("response", (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on("requestfailed", (req) => errors.push(`request failed: ${req.url()}`));

  await page.goto("./");
  await expect(page).toHaveTitle("Variantarium");
  await expect(page.locator("main")).toBeAttached();
  await page.screenshot({ path: test.info().outputPath("smoke.png"), fullPage: true });
  expect(errors).toEqual([]);
});

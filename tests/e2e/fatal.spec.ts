// The last resort (index.html): in the release build a panic is a WebAssembly trap at once
// (scripts/wasm-release-env.sh), so the page, not the panic hook, says what happened and
// how to go on; an ordinary script error does not raise that message.
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

test("the release build's wasm carries no panic messages (panics trap at once)", () => {
  const dist = join(__dirname, "..", "..", "dist");
  const wasm = readdirSync(dist).filter((f) => f.endsWith(".wasm"));
  expect(wasm.length).toBeGreaterThanOrEqual(2); // the page and the worker
  for (const f of wasm) {
    const text = readFileSync(join(dist, f)).toString("latin1");
    expect(text, f).not.toContain("called `Option::unwrap()` on a `None` value");
    expect(text, f).not.toContain("panicked at");
  }
});

test("a trap shows the message once, the page's game stays on screen", async ({ page }) => {
  await page.goto("./#game=chessnim");
  await expect(page.locator("[data-square]").first()).toBeVisible();
  // Not a trap: an ordinary uncaught error leaves the page alone.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("an ordinary error");
    }),
  );
  await page.waitForTimeout(200);
  await expect(page.locator("#fatal-error")).toHaveCount(0);
  // A trap (what a panic is in this build), thrown the way an event handler would throw it,
  // and a second one in a promise: one message.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new WebAssembly.RuntimeError("unreachable");
    });
    void Promise.reject(new WebAssembly.RuntimeError("unreachable"));
  });
  const alert = page.locator("#fatal-error");
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toContainText("Something went wrong inside Variantarium (unreachable)");
  await expect(alert).toContainText("reload the page to go on");
  await expect(page.locator("[data-square]").first()).toBeVisible();
});

// Issue 31, item 11: a short sound for a move, a capture, a check and the end of a game,
// made with Web Audio (no sound file is fetched), and a mute switch that is remembered.
// The page's oscillators are counted through a wrapper installed before the app starts.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

const tones = (page: Page) => page.evaluate(() => (window as any).__tones as number);

test("moves are heard, the switch mutes them, and the choice is remembered", async ({ page }) => {
  const errors = watchErrors(page);
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(r.url()));
  await page.addInitScript(() => {
    (window as any).__tones = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      (window as any).__tones += 1;
      return make.call(this);
    };
  });
  await page.goto("./#game=chessnim&material=K:K:*");
  await expect(page.locator("#sound-toggle")).toHaveAttribute("aria-pressed", "true");
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await page.locator('[data-square="b7"]').click();
  await expect.poll(() => tones(page)).toBeGreaterThan(0);
  const before = await tones(page);
  await page.locator("#sound-toggle").click();
  await expect(page.locator("#sound-toggle")).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("#sound-toggle")).toHaveText("Sound");
  await expect(page.locator("#sound-toggle")).toHaveAttribute("title", /sounds are off/);
  await page.locator('[data-tray="black"] [data-kind="K"]').click();
  await page.locator('[data-square="e7"]').click();
  await expect(page.locator('[data-square="e7"] [data-piece]')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(await tones(page)).toBe(before);
  // Remembered: still off after a reload.
  await page.reload();
  await expect(page.locator("#sound-toggle")).toHaveAttribute("aria-pressed", "false");
  expect(fetched.filter((u) => /\.(mp3|ogg|wav|m4a)$/.test(u))).toEqual([]);
  expect(errors).toEqual([]);
});

// Issue 31, item 9: Arnhem's deployment screen says whose deployment it is (the tray's
// title, the count of squares for the picked piece), marks the deployment zone before
// anything is picked, and draws the holes as hatched gaps, not squares, in every theme.
import { expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";

test("the deployment is named, its zone marked from the start, the holes are gaps", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="arnhem"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White deploys");
  await expect(page.locator('[data-tray="white"] .tray-title')).toHaveText("White deploys");
  // AR-4: pieces on rank 1, pawns on rank 2 or b3–e3: sixteen squares, marked at once.
  await expect(page.locator("[data-square].zone")).toHaveCount(16);
  for (const sq of ["a1", "f1", "a2", "f2", "b3", "e3"]) {
    await expect(page.locator(`[data-square="${sq}"]`)).toHaveClass(/zone/);
  }
  await expect(page.locator('[data-square="a3"]')).not.toHaveClass(/zone/);
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await expect(page.locator("#target-count")).toHaveText("White may place it on 6 squares");
  await page.keyboard.press("Escape");
  // Holes are hatched gaps in every theme.
  for (const theme of ["wood", "blue", "green", "contrast"]) {
    await page.locator("#theme").selectOption(theme);
    const fill = await page
      .locator('[data-hole="a4"] rect.hole')
      .evaluate((r) => getComputedStyle(r).fill);
    expect(fill, theme).toContain("hole-hatch");
    await page.screenshot({ path: test.info().outputPath(`deploy-${theme}.png`) });
  }
  expect(errors).toEqual([]);
});

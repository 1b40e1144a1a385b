// Help in the own-game dialog (issue 62, item 7): the keys reference as a page of the site
// (keys.html, offline too), a Betza summary with examples, and warnings for a definition
// that plays but is likely not meant (pawns that never promote, a double step for one side,
// a side without a king). At 1280 and 360 px.
import { expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";

for (const [width, height] of [
  [1280, 800],
  [360, 640],
]) {
  test(`the own-game dialog helps and warns (${width} px)`, async ({ page, context }) => {
    await page.setViewportSize({ width, height });
    const errors = watchErrors(page);
    await page.goto("./");
    await page.locator("#new-own-game").click();
    await expect(page.locator("#definition-text")).toBeVisible();

    // The Betza summary unfolds, with examples and a link to the keys' piece section.
    const help = page.locator("#betza-help");
    await expect(help.locator(".betza-examples")).toBeHidden();
    await help.locator("summary").click();
    await expect(help.locator(".betza-examples")).toBeVisible();
    await expect(help).toContainText("customPiece3 = z:NN");
    await expect(help.locator('a[href="keys.html#pieces"]')).toHaveCount(1);

    // Warnings for a definition that plays: shown, Start still allowed.
    await expect(page.locator("#definition-warnings")).toHaveCount(0);
    await page
      .locator("#definition-text")
      .fill("[odd:chess]\npromotionRegionBlack = -\ndoubleStepRegionBlack = -\n");
    const warnings = page.locator("#definition-warnings li");
    await expect(warnings).toHaveCount(2);
    await expect(warnings.nth(0)).toContainText("Black's pawns can never promote");
    await expect(warnings.nth(0)).toContainText("promotionRegionBlack");
    await expect(warnings.nth(1)).toContainText("only White's pawns have a double step");
    await expect(page.locator("#start-game")).toBeEnabled();
    await page
      .locator("#definition-text")
      .fill("[kingless:chess]\nstartFen = rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n");
    await expect(warnings).toHaveCount(1);
    await expect(warnings.first()).toContainText("Black has no king");
    await page.screenshot({ path: test.info().outputPath(`own-game-help-${width}.png`) });

    // The keys reference opens in a tab of its own and reads as a page.
    const keys = page.locator("#keys-link");
    await expect(keys).toHaveAttribute("href", "keys.html");
    const [tab] = await Promise.all([context.waitForEvent("page"), keys.click()]);
    await tab.waitForLoadState();
    await expect(tab.locator("h1")).toHaveText("Definition keys");
    await expect(tab.locator("h2#pieces")).toBeVisible();
    await tab.screenshot({ path: test.info().outputPath(`keys-${width}.png`) });
    expect(errors).toEqual([]);
  });
}

test("the keys reference is kept for offline use", async ({ page }) => {
  const sw = await (await page.request.get("./sw.js")).text();
  expect(sw).toContain('"./keys.html"');
});

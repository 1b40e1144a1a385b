// Issue 31, item 2: while a placement is hidden from the player at the screen (Arnhem's
// secret deployment, AR-4), nothing the page shows or hands out contains it: the board, the
// Share panel (link, embed code, record: withheld until the reveal), "Your games" (its
// picture and the Export all file), the Analysis panel, the move list, the tab title and
// the screen reader's announcements. Hot seat (a link opened at Black's deployment) and
// the computer's own secret deployment, with a person playing Black.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

const WHITE_SETUP = ["K@e1", "Q@d1", "R@a1", "B@c1", "N@b1", "C@f1", "P@b2", "P@c3", "P@d2", "P@e3"];

// Any drop in any notation: "K@e1" as written, "K%40e1" as a link writes it.
const ANY_DROP = /[KQRBNCP](@|%40)[a-h][1-8]/;

// The white pieces a board picture inside `scope` shows.
async function whitePieces(page: Page, scope: string) {
  return page.evaluate(
    (scope) =>
      Array.from(document.querySelectorAll(`${scope} [data-piece]`))
        .map((e) => e.getAttribute("data-piece") ?? "")
        .filter((p) => p !== p.toLowerCase()).length,
    scope,
  );
}

// Everything the page shows and hands out while White's army is hidden: no placement of
// White's (`hidden`: the drops that must not appear; `ANY_DROP` when none may).
async function nothingLeaks(page: Page, hidden: RegExp) {
  const leaks = async () => {
    const html = await page.content();
    const title = await page.title();
    expect(html).not.toMatch(hidden);
    expect(title).not.toMatch(hidden);
  };
  await expect(page.locator("#turn")).toHaveText("Black deploys");
  expect(await whitePieces(page, ".game .board-area")).toBe(0);
  await leaks();
  // The move list names no white drop.
  await expect(page.locator(".moves-slot")).not.toContainText("@");
  // Share: the link, the embed code and the record are withheld until the reveal.
  await page.locator("#share-button").click();
  await expect(page.locator("#share-withheld")).toContainText("once both armies are revealed");
  await expect(page.locator("#share-link")).toHaveCount(0);
  await expect(page.locator("#embed-code")).toHaveCount(0);
  await expect(page.locator("#export")).toHaveCount(0);
  await leaks();
  await page.locator("#share-close").click();
  // Analysis is not offered during the deployment.
  await expect(page.locator("#analysis-toggle")).toHaveCount(0);
  await expect(page.locator("#analysis")).toHaveCount(0);
  // Your games: the picture hides White's army, and Export all leaves the game out.
  await page.locator(".brand").click();
  const item = page.locator("#your-games .kept-game").first();
  await expect(item).toContainText("Arnhem Chess");
  expect(await whitePieces(page, "#your-games .kept-game")).toBe(0);
  await leaks();
  // This game is the only one kept: nothing to export, so no file at all (issue 62, item 9;
  // tests/e2e/first_hour.spec.ts exports it beside another game).
  let downloaded = false;
  page.on("download", () => (downloaded = true));
  await page.locator("#export-games").click();
  await expect(page.locator("#your-games-message")).toContainText("Nothing to export");
  expect(downloaded).toBe(false);
  await expect(page.locator("#your-games")).toContainText(
    "1 game in a secret deployment is left out until the armies are revealed",
  );
  // Back to the game: still hidden.
  await item.locator(".resume-game").click();
  if (await page.locator("#cover-continue").count()) await page.locator("#cover-continue").click();
  await expect(page.locator("#turn")).toHaveText("Black deploys");
  expect(await whitePieces(page, ".game .board-area")).toBe(0);
  await leaks();
}

test("hot seat: at Black's deployment nothing shows or hands out White's setup", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`./#game=arnhem&moves=${WHITE_SETUP.join(",")},pass`);
  await page.locator("#cover-continue").click();
  await nothingLeaks(page, new RegExp(WHITE_SETUP.map((m) => m.replace("@", "(@|%40)")).join("|")));
  await page.screenshot({ path: test.info().outputPath("secret-black-deploys.png") });
  expect(errors).toEqual([]);
});

test("against the computer: its secret deployment is hidden from the person playing Black", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="arnhem"] button', { hasText: "New game" }).click();
  await page.locator("#seat-0").selectOption("computer:200");
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("Black deploys", { timeout: 60_000 });
  // Black has placed nothing yet: no drop at all may show.
  await nothingLeaks(page, ANY_DROP);
  expect(errors).toEqual([]);
});

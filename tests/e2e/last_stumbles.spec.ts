// Issue 62, item 10: the smaller things. The result speaks to the person playing the
// computer ("You lost", not green); a page of the app that does not exist says so on the
// start page; the embed code has a Copy button and an embedded board a link to the full
// app; Vimes' score sheet keeps its heading in view; the start page's buttons line up.
import { expect, test } from "@playwright/test";
import { watchErrors, CN9_REFERENCE } from "./helpers";

test("a game lost to the computer says 'You lost', not in green", async ({ page }) => {
  const errors = watchErrors(page);
  // The rule book's reference game one drop before its end: Black takes the last free
  // square with h2. The person plays White, the computer Black.
  const moves = CN9_REFERENCE.slice(0, 11)
    .map(([sq]) => `K@${sq}`)
    .join(",");
  await page.goto(`./#game=chessnim&material=K:K:*&moves=${moves}`);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await expect(page).toHaveURL(/#play\//);
  await page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("variantarium.games."))!;
    const e = JSON.parse(localStorage.getItem(k)!);
    e.seats = ["human", { computer: { ms: 100 } }];
    localStorage.setItem(k, JSON.stringify(e));
  });
  await page.reload();
  await expect(page.locator("#verdict")).toHaveText("You lost", { timeout: 20_000 });
  await expect(page.locator("#result")).toHaveText("Black wins: no free square is left");
  const banner = page.locator(".result-banner");
  await expect(banner).toHaveClass(/lost/);
  const colour = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).not.toBe("rgb(30, 122, 60)");
  await page.screenshot({ path: test.info().outputPath("you-lost.png") });
  expect(errors).toEqual([]);
});

test("a rules page that does not exist is said on the start page", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#rules/nothing");
  await expect(page.locator("main.home")).toBeVisible();
  await expect(page.locator("#message")).toContainText("There is no rules page 'nothing'");
  await expect(page.locator("#message")).not.toContainText("unknown parameter");
  expect(errors).toEqual([]);
});

test("the embed code has a Copy button, and an embedded board opens the full app", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessnim&material=K:K:*&moves=K@b7,K@e7");
  await page.locator("#share-button").click();
  await page.locator("#copy-embed").click();
  await expect(page.locator("#copy-status")).toContainText("embed code");
  await page.goto("about:blank");
  await page.goto("./#embed&game=chessnim&material=K:K:*&moves=K@b7,K@e7");
  const open = page.locator("#open-in-app");
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("href", /#game=chessnim&.*moves=K@b7,K@e7/);
  expect(errors).toEqual([]);
});

test("Vimes' score sheet keeps its heading in view while its rows scroll", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="vimes"] button', { hasText: "New game" }).click();
  for (const i of [0, 1, 2]) await page.locator(`#seat-${i}`).selectOption("computer:100");
  await page.locator("#start-game").click();
  await expect
    .poll(() => page.locator("[data-ply]").count(), { timeout: 60_000 })
    .toBeGreaterThan(12);
  const sheet = page.locator("#moves");
  // A short list, so that its rows scroll at any window size.
  await sheet.evaluate((el) => {
    (el as HTMLElement).style.maxHeight = "5rem";
    el.scrollTop = el.scrollHeight;
  });
  const [listTop, headTop] = await sheet.evaluate((el) => [
    el.getBoundingClientRect().top,
    el.querySelector(".sheet-head")!.getBoundingClientRect().top,
  ]);
  expect(Math.abs(headTop - listTop)).toBeLessThan(2);
  expect(errors).toEqual([]);
});

test("the start page's card buttons line up in each row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("./");
  await expect(page.locator(".own-game .card-picture svg")).toBeVisible();
  // Every button of every card: [the card's top, the button's top, its height].
  const tops = await page.locator(".game-card").evaluateAll((cards) =>
    cards.flatMap((c) =>
      [...c.querySelectorAll(".card-buttons button")].map((b) => [
        Math.round(c.getBoundingClientRect().top),
        Math.round(b.getBoundingClientRect().top),
        Math.round(b.getBoundingClientRect().height),
      ]),
    ),
  );
  const heights = tops.map(([, , h]) => h);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
  const rows = new Map<number, number[]>();
  for (const [card, button] of tops) rows.set(card, [...(rows.get(card) ?? []), button]);
  for (const buttons of rows.values()) {
    expect(Math.max(...buttons) - Math.min(...buttons)).toBeLessThan(2);
  }
});

test("on a phone ChessNim's Hint button is on the first screen, beside the turn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#start-game").click();
  const hint = page.locator(".status #hint");
  await expect(hint).toBeVisible();
  const box = (await hint.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  await hint.click();
  await expect(page.locator("#hint-note")).toContainText("Hint:", { timeout: 20_000 });
  expect(errors).toEqual([]);
});

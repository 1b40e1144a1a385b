// A reload in the middle of a game of each kind restores it exactly: the board (every
// square and what stands on it), the trays and their counts, the move list, whose turn it
// is and the phase. Each game is opened from a link with ten moves the engine chose
// (`go nodes 300` from the start; Arnhem is still in White's secret deployment), then
// reloaded twice: the link is gone from the address after the first load, so the second
// and third pages come from the saved game.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

const GAMES: [string, string[]][] = [
  ["chessnim", ["Q@d2", "B@e7", "N@a5", "Q@a4", "B@g4", "B@h7", "R@g8", "N@a8", "B@e3", "R@h5"]],
  ["chessence", ["d2d1", "c8c9", "P@d2", "P@c8", "d2c3", "c8d7", "P@d2", "P@c8", "e3c4", "b7d6"]],
  ["arnhem", ["K@c1", "Q@a1", "N@d1", "B@f1", "P@e2", "P@b3", "P@e3", "C@e1", "R@b1", "P@a2"]],
  [
    "nastyneighbours",
    ["e2e3", "d1h5", "h8f4", "h5f7", "b8d4", "h5h4", "b7b8q", "f7b3", "h7h8q", "d2d1q"],
  ],
  ["vimes", ["e2e3", "e7e6", "g2g3", "d1h5", "b8c6", "h5h7", "b7c6", "h8h7", "g1f3", "a8b8"]],
];

// Everything the page shows of the game, as one string.
async function snapshot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = (sel: string) => document.querySelector(sel)?.textContent ?? "";
    const squares = [...document.querySelectorAll("[data-square]")].map(
      (e) =>
        `${e.getAttribute("data-square")}:${[...e.querySelectorAll("[data-piece]")]
          .map((p) => p.getAttribute("data-piece"))
          .join("")}`,
    );
    const trays = [...document.querySelectorAll("[data-tray] [data-kind]")].map(
      (e) => `${e.closest("[data-tray]")?.getAttribute("data-tray")}${e.getAttribute("data-kind")}${e.getAttribute("data-count")}`,
    );
    const main = document.querySelector("main.game");
    return [
      squares.join(" "),
      trays.join(","),
      [...document.querySelectorAll("#moves [data-uci]")].map((e) => e.getAttribute("data-uci")).join(" "),
      text("#turn"),
      main?.getAttribute("data-phase") ?? "",
    ].join(" | ");
  });
}

for (const [variant, moves] of GAMES) {
  test(`${variant}: a reload in the middle of a game restores it exactly`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`./#game=${variant}&moves=${moves.join(",")}`);
    await expect(page.locator("#moves [data-uci]")).toHaveCount(moves.length);
    // Nothing hidden in the way: Arnhem's cover, if any, is for the next player.
    const before = await snapshot(page);
    expect(before).toContain(moves[moves.length - 1]);
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect(page.locator("#moves [data-uci]")).toHaveCount(moves.length);
      expect(await snapshot(page)).toBe(before);
    }
    expect(page.url()).not.toContain("moves=");
    expect(errors).toEqual([]);
  });
}

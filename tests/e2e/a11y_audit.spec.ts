// An axe-core audit of the page's states (issue 62, item 10): the start page, three games,
// a rules page, the new-game dialog, the own-game dialog, the games room and a built-in's
// dialog, at 1280 and 360 px. Every
// rule axe checks must pass: a finding of any impact fails the test, so the count stays at
// zero. axe is injected into the page (the page's Content-Security-Policy is bypassed for
// that, in this test only).
import { expect, test, type Page } from "@playwright/test";
import { resolve } from "node:path";

// The npm package axe-core (package.json), as the tests run from the project's root.
const AXE = resolve("node_modules/axe-core/axe.min.js");

test.use({ bypassCSP: true });

type State = { name: string; open: (page: Page) => Promise<void> };

const STATES: State[] = [
  { name: "start page", open: async (p) => void (await p.goto("./")) },
  { name: "ChessNim", open: async (p) => void (await p.goto("./#game=chessnim&moves=K@e4")) },
  { name: "Arnhem", open: async (p) => void (await p.goto("./#game=arnhem&deploy=quick")) },
  { name: "Vimes", open: async (p) => void (await p.goto("./#game=vimes&moves=e2e4")) },
  { name: "rules page", open: async (p) => void (await p.goto("./#rules/chessence")) },
  {
    name: "new-game dialog",
    open: async (p) => {
      await p.goto("./");
      await p.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
    },
  },
  {
    name: "own-game dialog",
    open: async (p) => {
      await p.goto("./");
      await p.locator("#new-own-game").click();
    },
  },
  {
    name: "games room",
    open: async (p) => {
      await p.goto("./#games");
      await p.locator("#games-search").fill("shogi");
      await expect(p.locator(".room-game[data-game=shogi]")).toHaveCount(1);
    },
  },
  {
    name: "a built-in's dialog",
    open: async (p) => {
      await p.goto("./#games");
      await p.locator("#games-search").fill("xiangqi");
      await p.locator(".room-game[data-game=xiangqi] .room-play").click();
    },
  },
];

for (const [width, height] of [
  [1280, 800],
  [360, 640],
]) {
  for (const state of STATES) {
    test(`axe finds nothing: ${state.name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await state.open(page);
      await expect(page.locator("main, [role=dialog], dialog").first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        // @ts-expect-error axe is injected above
        const result = await window.axe.run(document);
        return result.violations.map(
          (v: { id: string; impact: string; nodes: { target: string[] }[] }) =>
            `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
      });
      expect(violations).toEqual([]);
    });
  }
}

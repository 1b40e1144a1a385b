// Vimes Chess played by three people at one screen, in real Chromium, with the mouse.
//
// The first seven moves follow the schedule W B R W B W R (VI-2), checked with the CLI
// (`setoption name UCI_Variant value vimes`, `position startpos moves ...`, `legal`): the
// Republican moves a White pawn (a2a3) and then a Black pawn (h7h6), each in its own
// colour's direction (VI-4). Then Black's bishop takes the pawn on a3 and the Republican,
// offered the instant reply (VI-3), presses Pass. The turn indicator and the schedule are
// checked after every move; wrong units are tried and refused with the engine's reason.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors, dragBetween, square } from "./helpers";

type Mover = "White" | "Black" | "Republican";

// [move, who makes it, the schedule shown after it]
const OPENING: [string, Mover, string][] = [
  ["e2e4", "White", "Republican moves after this Royalist move"],
  ["e7e5", "Black", "Republican to move"],
  ["a2a3", "Republican", "Republican moves after 3 more Royalist moves"],
  ["g1f3", "White", "Republican moves after 2 more Royalist moves"],
  ["b8c6", "Black", "Republican moves after this Royalist move"],
  ["f1c4", "White", "Republican to move"],
  ["h7h6", "Republican", "Republican moves after 3 more Royalist moves"],
];

// Who is to move after each of the moves above.
const NEXT: Mover[] = ["Black", "Republican", "White", "Black", "White", "Republican", "Black"];

const playerName = (m: Mover) => m.toLowerCase();

async function expectTurn(page: Page, who: Mover, schedule: string) {
  await expect(page.locator("#turn")).toHaveText(`${who} to move`);
  await expect(page.locator("#schedule")).toHaveText(schedule);
  await expect(
    page.locator(`#vimes-players [data-player="${playerName(who)}"]`),
  ).toHaveClass(/to-move/);
  await expect(page.locator("#vimes-players .to-move")).toHaveCount(1);
}

test("three players at one screen: W B R W B W R by the mouse, then a pawn capture and Pass", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="vimes"] button', { hasText: "New game" }).click();
  await expect(page.locator("#new-game-title")).toHaveText("New game of Vimes Chess");
  await page.locator("#start-game").click();
  await expect(page.locator(square("e2"))).toBeVisible();
  await expect(page.locator("[data-square] [data-piece]")).toHaveCount(32);
  await expectTurn(page, "White", "Republican moves after 2 more Royalist moves");
  await expect(page.locator("#pass")).toHaveCount(0);
  // At the start only White's units can be picked up.
  await expect(page.locator("[data-square].own")).toHaveCount(10);

  for (const [i, [uci, who, schedule]] of OPENING.entries()) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    const letter = page.locator(`${square(from)} [data-piece]`);
    const piece = await letter.getAttribute("data-piece");
    if (who === "Republican") {
      // The Republican may not touch a piece: the engine's reason, nothing moves.
      await dragBetween(page, square("g8"), square("f6"));
      await expect(page.locator("#message")).toHaveText(
        "the Republican moves only pawns and Republican-only units, not the piece on g8",
      );
      await expect(page.locator(`${square("g8")} [data-piece="n"]`)).toHaveCount(1);
      // Its pawns of both colours can be picked up, each with its own direction.
      await expect(page.locator(square("d2"))).toHaveClass(/\bown\b/);
      await expect(page.locator(square("d7"))).toHaveClass(/\bown\b/);
      await expect(page.locator(square("g1"))).not.toHaveClass(/\bown\b/);
    }
    if (i === 3) {
      // A Royalist's pawn dragged too far: refused with the engine's reason.
      await dragBetween(page, square("d2"), square("d5"));
      await expect(page.locator("#message")).toHaveText("a pawn cannot go from d2 to d5");
      await expect(page.locator(`${square("d2")} [data-piece="P"]`)).toHaveCount(1);
      await expectTurn(page, "White", "Republican moves after 3 more Royalist moves");
    }
    if (i === 2) {
      // Click-click for the Republican: the picked pawn's targets are marked.
      await page.locator(square(from)).click();
      await expect(page.locator(square(from))).toHaveClass(/picked/);
      await expect(page.locator("[data-square].target")).toHaveCount(2);
      await expect(page.locator(square("a4"))).toHaveClass(/target/);
      await page.locator(square(to)).click();
    } else {
      await dragBetween(page, square(from), square(to));
    }
    await expect(page.locator(`${square(to)} [data-piece="${piece}"]`)).toHaveCount(1);
    await expect(page.locator(`${square(from)} [data-piece]`)).toHaveCount(0);
    await expect(page.locator("#message")).toHaveText("");
    await expectTurn(page, NEXT[i], schedule);
  }

  // Black to move: White's pawns are not Black's.
  await dragBetween(page, square("b2"), square("b3"));
  await expect(page.locator("#message")).toHaveText("the piece on b2 is not yours");

  // Black's bishop takes the pawn on a3: the Republican may reply at once, or pass.
  await dragBetween(page, square("f8"), square("a3"));
  await expect(page.locator(`${square("a3")} [data-piece="b"]`)).toHaveCount(1);
  await expectTurn(page, "Republican", "Republican may reply now — or pass");
  await expect(page.locator("#pass")).toBeVisible();
  await expect(page.locator(".vimes-panel .hint")).toContainText("took a pawn");
  await page.screenshot({ path: test.info().outputPath("vimes-instant-reply.png"), fullPage: true });
  await page.locator("#pass").click();
  await expectTurn(page, "White", "Republican moves after 2 more Royalist moves");
  await expect(page.locator("#pass")).toHaveCount(0);
  await expect(page.locator(".moves")).toContainText("pass");

  // A reload brings the game back with its schedule.
  await page.reload();
  await expectTurn(page, "White", "Republican moves after 2 more Royalist moves");
  await expect(page.locator(`${square("a3")} [data-piece="b"]`)).toHaveCount(1);
  // Undo takes the pass back: the Republican may reply again.
  await page.locator("#undo").click();
  await expectTurn(page, "Republican", "Republican may reply now — or pass");
  expect(errors).toEqual([]);
});

test("a Republican-only unit wears a red ring and only the Republican may move it", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="vimes"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator(square("e2"))).toBeVisible();
  // W B R W B W R, then Black takes a3 with the bishop and the Republican's pawn b7 takes
  // Black's own knight on c6: that pawn becomes Republican-only (VI-5).
  for (const uci of [
    "e2e4", "e7e5", "a2a3", "g1f3", "b8c6", "f1c4", "h7h6", "f8a3", "b7c6",
  ]) {
    await dragBetween(page, square(uci.slice(0, 2)), square(uci.slice(2, 4)));
    await expect(page.locator(`${square(uci.slice(2, 4))} [data-piece]`)).toHaveCount(1);
    await expect(page.locator("#message")).toHaveText("");
  }
  await expect(page.locator(square("c6"))).toHaveClass(/republican/);
  await expect(page.locator(`${square("c6")} .republican-ring`)).toHaveCount(1);
  await expect(page.locator(".republican-ring")).toHaveCount(1);
  await expectTurn(page, "White", "Republican moves after 3 more Royalist moves");
  // White may not move it (only the Republican may).
  await dragBetween(page, square("c6"), square("c5"));
  await expect(page.locator("#message")).toHaveText("the unit on c6 is Republican-only");
  await page.screenshot({ path: test.info().outputPath("vimes-republican-unit.png"), fullPage: true });
  expect(errors).toEqual([]);
});

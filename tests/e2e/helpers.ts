// What every browser test of a game needs: an error collector, the centre of an element,
// a mouse drag in steps (SVG elements are not HTML5-draggable: the app drags with pointer
// events, and Playwright drives them with page.mouse) and the selector of a square.
import { expect, type Page } from "@playwright/test";

// Collects uncaught page errors and console errors; the test checks the list at its end.
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  return errors;
}

// As watchErrors, and also every response of 400 or more (with its URL); the console's own
// "Failed to load resource" lines are left to that, so each failed load is reported once.
export function watchErrorsAndLoads(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  page.on("response", (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return errors;
}

// The centre of the first element `selector` matches, in page coordinates.
export async function centre(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

// Presses on `from`, moves a little (so the press becomes a drag), drags in steps to `to`
// and lets go.
export async function dragBetween(page: Page, from: string, to: string) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 12, a.y + 6, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

// The selector of a board square by its name ("e4").
export const square = (s: string) => `[data-square="${s}"]`;

// The selector of a kind in a player's tray.
export const tray = (side: string, kind: string) => `[data-tray="${side}"] [data-kind="${kind}"]`;

// The rule book's reference game (CN-9): 8×8, kings only, unlimited; White and Black
// alternate, White first. [square, free squares after the drop].
export const CN9_REFERENCE: [string, number][] = [
  ["b7", 55],
  ["e7", 46],
  ["g7", 40],
  ["g4", 31],
  ["d4", 22],
  ["b4", 16],
  ["b2", 10],
  ["c3", 9],
  ["f3", 6],
  ["f1", 3],
  ["d2", 2],
  ["h2", 0],
];

// Opens the start page and waits until the app has drawn it: a test that writes storage and
// reloads must not reload while the page's WebAssembly still loads (the browser aborts the
// load and the page reports "WebAssembly compilation aborted", a flake seen in CI).
export async function openStartPage(page: Page) {
  await page.goto("./");
  await expect(page.locator("main.home")).toBeVisible();
}

// Plays `m`, written as Fairy-Stockfish writes it, by hand with the mouse, then waits until
// `next` ("Black") is to move:
//   "e2e4" a drag; "e7e8q" the drag, then the picker's queen; "b2g7+" / "b2g7" where a
//   promotion is optional (shogi): the picker's promoted piece, or its "no promotion";
//   "N@f3" a drag from the mover's tray (`mover`: "white" or "black"); "b1c3h" a gate: the
//   picker's hawk on b1 (a piece that could bring one in and does not: the picker's "-");
//   "c1c2,c2b1" the drag, then a click on the wall's square, marked on the board.
export async function playFsf(page: Page, m: string, mover: string, next: string) {
  const drop = /^([A-Z])@([a-l]\d+)$/i.exec(m);
  const move = /^([a-l]\d+)([a-l]\d+)([a-z+]?)(?:,[a-l]\d+([a-l]\d+))?$/.exec(m);
  if (drop) {
    await dragBetween(page, tray(mover, drop[1].toUpperCase()), square(drop[2]));
  } else if (move) {
    await dragBetween(page, square(move[1]), square(move[2]));
  } else {
    throw new Error(`not a move: ${m}`);
  }
  const [from, suffix, wall] = move ? [move[1], move[3], move[4]] : ["", "", undefined];
  const turn = page.locator("#turn");
  const picker = page.locator("#promotion");
  const asksWall = page.locator("#message", { hasText: "Place the wall" });
  await expect(picker.or(asksWall).or(turn.filter({ hasText: `${next} to move` }))).toBeVisible();
  if (await picker.isVisible()) {
    const title = (await page.locator("#promotion-title").textContent()) ?? "";
    const choices = picker.locator("[data-promotion]");
    let choice;
    if (title.includes("bring a piece in")) {
      choice = picker.locator(`[data-promotion="${suffix ? suffix.toUpperCase() + from : "-"}"]`);
    } else if (suffix === "+") {
      choice = choices.filter({ hasNotText: "no promotion" });
    } else if (suffix) {
      choice = picker.locator(`[data-promotion="${suffix.toUpperCase()}"]`);
    } else {
      choice = choices.filter({ hasText: "no promotion" });
    }
    await choice.click();
  } else if (suffix && suffix !== "+") {
    // (A "+" where the piece must promote is played at once.)
    throw new Error(`${m}: nothing was asked`);
  }
  if (wall) {
    await expect(asksWall).toBeVisible();
    await expect(page.locator(`${square(wall)}.target`)).toHaveCount(1);
    await page.locator(square(wall)).click();
  }
  await expect(turn).toHaveText(`${next} to move`);
}

// Plays `moves` (space-separated, as Fairy-Stockfish writes them) with playFsf, White first
// unless `first` says otherwise.
export async function playFsfLine(page: Page, moves: string, first = "White") {
  const sides = first === "White" ? ["White", "Black"] : ["Black", "White"];
  for (const [i, m] of moves.split(/\s+/).filter(Boolean).entries()) {
    const mover = sides[i % 2];
    await playFsf(page, m, mover.toLowerCase(), sides[(i + 1) % 2]);
  }
}

// What has the focus: its data-square, data-hole, data-kind (with its tray) or id.
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return "";
    const sq = el.getAttribute("data-square") ?? el.getAttribute("data-hole");
    if (sq) return `square:${sq}`;
    const kind = el.getAttribute("data-kind");
    if (kind) return `tray:${el.closest("[data-tray]")?.getAttribute("data-tray")}:${kind}`;
    return el.id || el.tagName;
  });
}

// Presses `key` until the focus is on something whose description starts with `prefix`.
export async function tabTo(page: Page, key: "Tab" | "Shift+Tab", prefix: string) {
  for (let i = 0; i < 60; i++) {
    if ((await focused(page)).startsWith(prefix)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${prefix} (focus on ${await focused(page)})`);
}

// Moves the board cursor with the arrow keys from where it is to `target` (White at the
// bottom: Up is a rank up, Right a file right).
export async function arrowTo(page: Page, target: string) {
  const at = (await focused(page)).replace("square:", "");
  const df = target.charCodeAt(0) - at.charCodeAt(0);
  const dr = Number(target.slice(1)) - Number(at.slice(1));
  for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowUp" : "ArrowDown");
  expect(await focused(page)).toBe(`square:${target}`);
}

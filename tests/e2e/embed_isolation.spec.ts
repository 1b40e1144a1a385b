// Issue 34, item 8: a page that embeds a board cannot read or change the player's own
// games (the board is another origin's frame), and a view-only embed cannot be turned into
// a writing one by its link.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

test("an embedding page can neither read nor change the player's games", async ({
  page,
  baseURL,
}) => {
  // The player's own game, kept by the site.
  await page.goto("./#game=chessnim&material=K:K:*&moves=K@b7");
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#play\//);
  const games = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("variantarium.games.")));
  const before = await games();
  expect(before.length).toBe(1);
  // A wiki page elsewhere (another origin: its own server on another port) embeds a
  // playable board.
  const body = `<!doctype html><title>A wiki page</title><iframe id="board" width="380"
    height="560" src="${baseURL}index.html#embed&game=chessnim&material=K:K:*&controls=status"></iframe>`;
  const server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const wiki = await page.context().newPage();
  await wiki.goto(`http://127.0.0.1:${port}/wiki.html`);
  const frame = wiki.frameLocator("#board");
  await expect(frame.locator("[data-square]").first()).toBeVisible();
  // Reading the frame's storage, or writing it, is refused by the browser.
  const tried = await wiki.evaluate(() => {
    const w = (document.getElementById("board") as HTMLIFrameElement).contentWindow!;
    const out: string[] = [];
    try {
      out.push(String(w.localStorage.length));
    } catch (e) {
      out.push((e as Error).name);
    }
    try {
      w.localStorage.setItem("variantarium.games.evil", "{}");
      out.push("written");
    } catch (e) {
      out.push((e as Error).name);
    }
    w.postMessage({ game: "Game: ChessNim\n\n1. K@a1\n" }, "*");
    return out;
  });
  expect(tried).toEqual(["SecurityError", "SecurityError"]);
  // Playing on the embedded board keeps the player's games as they were.
  await frame.locator('[data-tray="white"] [data-kind="K"]').click();
  await frame.locator('[data-square="d4"]').click();
  await expect(frame.locator('[data-square="d4"] [data-piece]')).toHaveCount(1);
  expect(await games()).toEqual(before);
  server.close();
});

test("a view-only embed stays view-only whatever its link adds, and writes nothing", async ({
  page,
}) => {
  await page.goto("about:blank");
  // A second mode in the link is refused, not read as play.
  await page.goto("./#embed&game=chessnim&material=K:K:*&mode=view&mode=play");
  await expect(page.locator("#message")).toContainText("This link could not be opened");
  await expect(page.locator("[data-tray]")).toHaveCount(0);
  // A view-only board refuses a drop and keeps nothing on the device.
  await page.goto("about:blank");
  await page.goto("./#embed&game=chessnim&material=K:K:*&mode=view&controls=status");
  await expect(page.locator("[data-square]").first()).toBeVisible();
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await expect(page.locator("#message")).toHaveText("This board is view-only: moves are not played here.");
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("variantarium.")),
  );
  expect(keys.filter((k) => k.startsWith("variantarium.games.") || k.startsWith("variantarium.embed."))).toEqual([]);
});

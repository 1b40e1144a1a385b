// The built site under its strict Content-Security-Policy (scripts/postbuild.mjs): every
// page carries it and has no inline script, a violation would be seen (the check of the
// checker), and a whole game of each kind, the computer playing every seat, runs without a
// console error, a page error or a CSP violation.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

// Collects `securitypolicyviolation` events (Chromium also logs them as console errors,
// which watchErrors collects).
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { violations: string[] }).violations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test("every page carries the policy and no inline script", async ({ request }) => {
  for (const path of ["./", "./index.html", "./embed-example.html", "./engine-example.html"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval';`,
    );
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    if (!path.includes("embed")) expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toMatch(/\bsrc=/);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  }
});

test("a violation is caught: an inline script is refused and reported", async ({ page }) => {
  const errors = watchErrors(page);
  await watchViolations(page);
  await page.goto("./");
  await expect(page.locator("[data-variant=chessnim]")).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.ran = true;";
    document.body.appendChild(s);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringContaining("script-src"));
  expect(await page.evaluate(() => (window as unknown as { ran?: boolean }).ran)).toBeUndefined();
  expect(errors.join("\n")).toContain("Content Security Policy");
});

// Seats for a game played by the computer alone, at the quickest level.
const GAMES: [string, number][] = [
  ["chessnim", 2],
  ["chessence", 2],
  ["arnhem", 2],
  ["nastyneighbours", 2],
  ["vimes", 3],
];

for (const [variant, seats] of GAMES) {
  test(`${variant}: a game the computer plays on every seat, to its end or 120 plies, without an error`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const errors = watchErrors(page);
    await watchViolations(page);
    await page.goto("./");
    await page.locator(`[data-variant="${variant}"] button`, { hasText: "New game" }).click();
    for (let i = 0; i < seats; i++) {
      await page.locator(`#seat-${i}`).selectOption("computer:200");
    }
    await page.locator("#start-game").click();
    await expect
      .poll(
        async () =>
          (await page.locator("#result").count()) > 0 ||
          (await page.locator("#moves [data-uci]").count()) >= 120,
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe(true);
    const plies = await page.locator("#moves [data-uci]").count();
    expect(plies).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`${variant}-computer-game.png`) });
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

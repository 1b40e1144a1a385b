// Subresource integrity after a build step rewrote files: a file's `sha384-…` digest, and
// the pages' integrity attributes moved from each old digest to its new one
// (scripts/split-page.mjs and scripts/minify.mjs both rewrite files trunk had hashed).
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The integrity value of `bytes`.
export const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

// Every .html page of `dir` with each `[old, new]` digest of `swaps` replaced.
export function swapIntegrity(dir, swaps) {
  for (const page of readdirSync(dir).filter((f) => f.endsWith(".html"))) {
    const path = join(dir, page);
    const html = readFileSync(path, "utf8");
    let fixed = html;
    for (const [from, to] of swaps) fixed = fixed.split(from).join(to);
    if (fixed !== html) writeFileSync(path, fixed);
  }
}

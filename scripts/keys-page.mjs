// The definition keys reference (engine/src/definition/KEYS.md) as a page of the site,
// keys.html, linked from the own-game dialog and kept by the service worker for offline
// use (issue 62, item 7). scripts/postbuild.mjs calls it on every build.
//
//   node scripts/keys-page.mjs SOURCE_DIR DIST_DIR
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { marked } from "marked";

// A heading's id: its words in lower case, joined by hyphens ("Pawns and promotion" ->
// "pawns-and-promotion").
const slug = (text) =>
  text
    .replace(/<[^>]+>/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem;
  color: #222; background: #faf8f4; }
code { background: #eee8dc; padding: 0 .2em; border-radius: 3px; font-size: .92em; }
pre code { display: block; padding: .6em; overflow-x: auto; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { border: 1px solid #d6d0c4; padding: .25em .5em; text-align: left; vertical-align: top; }
nav a { margin-right: 1em; }
@media (max-width: 400px) { body { font-size: 15px; padding: .6rem; } }
`;

export function keysPage(source, dist) {
  const md = readFileSync(join(source, "engine", "src", "definition", "KEYS.md"), "utf8");
  let body = marked.parse(md);
  // Headings get ids, so that the dialog can link to a section (#pieces).
  body = body.replace(/<h([1-3])>([\s\S]*?)<\/h\1>/g, (_, n, t) => `<h${n} id="${slug(t)}">${t}</h${n}>`);
  // Links into the engine's Rust documentation (`crate::…`) lead nowhere here: their text.
  body = body.replace(/<a href="(?!https?:|#|\.\/)[^"]*">([\s\S]*?)<\/a>/g, "$2");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Definition keys — Variantarium</title>
<style>${STYLE}</style>
</head>
<body>
<nav><a href="./">← Variantarium</a><a href="#pieces">Pieces (Betza)</a><a href="#limits">Limits</a></nav>
<main>
${body}
</main>
</body>
</html>
`;
  writeFileSync(join(dist, "keys.html"), html);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [source, dist] = process.argv.slice(2);
  if (!source || !dist) {
    console.error("usage: node scripts/keys-page.mjs SOURCE_DIR DIST_DIR");
    process.exit(2);
  }
  keysPage(source, dist);
}

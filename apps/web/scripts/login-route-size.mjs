// Gzipped JavaScript a first-time visitor's browser loads to show /login (issue 18), counted
// as the browser fetches it: the entry script and every <link rel="modulepreload"> of the
// built index.html, then what the first render imports — the login page module and the
// Italian texts (no language chosen yet), each with its static imports (Vite manifest). Each
// file once, gzipped on its own as the server sends it. Checked against Chromium's network
// log of the built shop (README, decision 028): the same files. Run after `vite build`;
// `--check` fails over the budget, `--json` prints the figures for other scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The goal, 150 KB (decimal, decision 042; was 150 KiB, decision 039): the check fails above it. */
export const GOAL_BYTES = 150_000;
export const BUDGET_BYTES = GOAL_BYTES;
/**
 * The stylesheets /login waits for before its first paint, gzipped. Mantine's whole
 * `styles.css` (36 KB gzipped, 252 KB to parse) was one of them until each component brought
 * its own (vite.config.ts `mantineComponentStyles`); the budget keeps it that way.
 */
export const CSS_BUDGET_BYTES = 16_000;

/**
 * The theme's CSS variables come with the entry's stylesheets (vite.config.ts
 * `themeVariables`): the app no longer writes them into the page when it starts, so without
 * them every page would show Mantine's default colours. These stand for the rest: our
 * primary colour, and the paper background of the light scheme the shop forces.
 */
const THEME_VARIABLES = [
  '--mantine-primary-color-filled:var(--mantine-color-ember-filled)',
  /data-mantine-color-scheme=light\]\{[^}]*--mantine-color-body:#f7f2e8/,
];

const dist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** What the first render of /login imports on demand (router.tsx, i18n/language.ts). */
const FIRST_RENDER_IMPORTS = [
  'src/features/auth/login-page.tsx',
  'src/shared/i18n/locales/it.json',
];

const files = new Set();
for (const [, src] of html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)) files.add(src);
for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
  files.add(href);
}

const entrySheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
  ([, href]) => href,
);
const sheets = new Set(entrySheets);

const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return;
  seen.add(key);
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) sheets.add(sheet);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of FIRST_RENDER_IMPORTS) {
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  visit(key);
}

const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const css = [...sheets].reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
  0,
);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, files: sizes, goal: GOAL_BYTES, budget: BUDGET_BYTES, css }));
} else {
  if (process.argv.includes('--list')) {
    for (const { file, gzip } of sizes) console.log(`${String(gzip).padStart(8)}  ${file}`);
  }
  console.log(`login route JS: ${total} bytes gzipped (${kb(total)}) in ${sizes.length} files`);
  console.log(
    `goal ${kb(GOAL_BYTES)} (${total <= GOAL_BYTES ? 'met' : 'not met'}); ` +
      `budget ${kb(BUDGET_BYTES)} (${total <= BUDGET_BYTES ? 'within' : 'OVER'})`,
  );
  console.log(
    `login route CSS: ${css} bytes gzipped (${kb(css)}) in ${sheets.size} files; ` +
      `budget ${kb(CSS_BUDGET_BYTES)} (${css <= CSS_BUDGET_BYTES ? 'within' : 'OVER'})`,
  );
}
const entryCss = entrySheets.map((href) => readFileSync(path.join(dist, href), 'utf8')).join('\n');
const missing = THEME_VARIABLES.filter((marker) =>
  typeof marker === 'string' ? !entryCss.includes(marker) : !marker.test(entryCss),
);
if (missing.length > 0) {
  console.error(`the entry's stylesheets lack the theme's CSS variables: ${missing.join(', ')}`);
} else if (!process.argv.includes('--json')) {
  console.log("theme's CSS variables: in the entry's stylesheets");
}
const over = total > BUDGET_BYTES || css > CSS_BUDGET_BYTES || missing.length > 0;
if (process.argv.includes('--check') && over) process.exit(1);

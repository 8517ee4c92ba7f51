// Gzipped JavaScript a first-time visitor loads to see /login (DESIGN.md: under 170 KB):
// the entry, the login page module, their static imports (Vite manifest) and the Italian
// texts (no language chosen yet). Run after `vite build`; `--check` fails over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const roots = ['index.html', 'src/features/auth/login-page.tsx', 'src/shared/i18n/locales/it.json'];

const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
roots.forEach(visit);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (file.endsWith('.js')) total += gzipSync(readFileSync(path.join(dist, file))).length;
}
const kib = (total / 1024).toFixed(1);
console.log(`login route JS: ${total} bytes gzipped (${kib} KiB) in ${seen.size} files`);
console.log(`budget: ${BUDGET_BYTES} bytes (${total <= BUDGET_BYTES ? 'within' : 'OVER'})`);
if (process.argv.includes('--check') && total > BUDGET_BYTES) process.exit(1);

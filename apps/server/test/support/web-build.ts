import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A built web app as Vite leaves it: an index.html over 1 KB (twenty module preloads) naming
 * its entry script, the script with its `.br` and `.gz` files, and a font (already
 * compressed: served as it is). Returns the script's text.
 */
export function writeWebBuild(dir: string): { script: string } {
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  const html =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
    '    <title>Vinyl shop</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n' +
    `    ${'<link rel="modulepreload" href="/assets/chunk.js" />\n    '.repeat(20)}</head>\n` +
    '  <body><div id="root"></div></body>\n</html>\n';
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  const asset = path.join(dir, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'inter-abc123.woff2'), Buffer.alloc(4096, 7));
  return { script };
}

/** The session index.html carries for the app's first guard run (decision 056). */
export function pageSession(html: string): unknown {
  const found = /<script type="application\/json" id="page-session">(.*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1] ?? '') : undefined;
}

// Bundles the server (and @vinyl/domain's TypeScript) into dist/server.js;
// npm packages stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@vinyl/domain');

await build({
  // The PDF worker (issue 8) runs in a thread of its own: it is a second entry point.
  // The job worker (`npm run worker`, issue 20) is the third, backup and restore the fourth.
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    backup: 'src/backup-cli.ts',
    'pdf-worker': 'src/modules/files/pdf/pdf-worker.ts',
    // The audio analysis threads (decision 041).
    'audio-analysis-worker': 'src/modules/audio/analysis/analysis-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // esbuild itself only bundles the PDF worker when running from source (never in dist).
  external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js');

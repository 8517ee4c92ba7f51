import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The worker bundled as `npm run build` bundles it (apps/server/build.mjs), into a folder of
 * its own inside apps/server (so it finds node_modules): a real process to kill -9 that
 * starts in a second or two, where tsx compiles the whole app first.
 */
export async function bundleWorker(): Promise<{ entry: string; remove(): void }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@vinyl/domain');
  const outdir = path.join(serverDir, `.test-bundle-${randomBytes(4).toString('hex')}`);
  await build({
    entryPoints: {
      worker: path.join(serverDir, 'src/worker.ts'),
      'pdf-worker': path.join(serverDir, 'src/modules/files/pdf/pdf-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
    logLevel: 'warning',
  });
  return {
    entry: path.join(outdir, 'worker.js'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BUILT = './audio-analysis-worker.js';
let sourceBundle: Promise<URL> | null = null;

/**
 * From source (tests, benchmarks, dev) the thread's code is bundled once with esbuild into
 * `node_modules/.cache`, named by its content so parallel test files share it safely, as
 * the PDF worker's is (pdf-worker-script.ts): it has no dependencies to leave out.
 */
async function bundleSource(): Promise<URL> {
  const source = fileURLToPath(new URL('./analysis-worker.ts', import.meta.url));
  if (!existsSync(source)) throw new Error('no audio analysis worker beside this code');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const dir = path.resolve(path.dirname(source), '../../../../node_modules/.cache/audio-worker');
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    await fs.mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    await fs.writeFile(partial, code);
    await fs.rename(partial, file);
  }
  return pathToFileURL(file);
}

/**
 * The bundled `audio-analysis-worker.js` beside the built server, else the source bundled
 * on first use; rejects when neither is there (a bundle built without it).
 */
export function analysisWorkerScript(): Promise<URL> {
  const built = new URL(BUILT, import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  sourceBundle ??= bundleSource().catch((error: unknown) => {
    sourceBundle = null;
    throw error;
  });
  return sourceBundle;
}

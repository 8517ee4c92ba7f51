import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Modules the worker loads from node_modules (the rest is bundled into it). */
const WORKER_EXTERNALS = ['pdfjs-dist', 'pdfjs-dist/*', 'pdf-lib', '@napi-rs/canvas'];
let sourceBundle: Promise<URL> | null = null;

/**
 * From source (tests, benchmarks, dev) the worker is bundled once with esbuild into
 * `node_modules/.cache`, named by its content so parallel test files share it safely: a
 * bundled worker starts in a fraction of the time a TypeScript loader takes.
 */
async function bundleWorkerSource(): Promise<URL> {
  const { build } = await import('esbuild');
  const source = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    external: WORKER_EXTERNALS,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const dir = path.resolve(path.dirname(source), '../../../../node_modules/.cache/pdf-worker');
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    await fs.mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    await fs.writeFile(partial, code);
    await fs.rename(partial, file);
  }
  return pathToFileURL(file);
}

/** The bundled `pdf-worker.js` beside the built server, else the source bundled on first use. */
export function workerScript(): Promise<URL> {
  const built = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  sourceBundle ??= bundleWorkerSource().catch((error: unknown) => {
    sourceBundle = null;
    throw error;
  });
  return sourceBundle;
}

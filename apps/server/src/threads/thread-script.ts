import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where bundles of thread code made from source are kept (apps/server/node_modules/.cache). */
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));

export interface ThreadScriptOptions {
  /** The entry the build put beside the built server (build.mjs). */
  built: URL;
  /** The thread's TypeScript entry, bundled when `built` is not there. */
  source: URL;
  /** The cache's sub-folder for this thread's bundles. */
  cacheName: string;
  /** Modules the thread loads from node_modules instead of having them bundled in. */
  external?: string[];
}

/**
 * From source (tests, benchmarks, dev) a thread's code is bundled once with esbuild into
 * `node_modules/.cache`, named by its content so parallel test files share it safely: a
 * bundled thread starts in a fraction of the time a TypeScript loader takes.
 */
async function bundleSource({ source, cacheName, external }: ThreadScriptOptions): Promise<URL> {
  const entry = fileURLToPath(source);
  if (!existsSync(entry)) throw new Error(`no ${path.basename(entry)} beside this code`);
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    ...(external && { external }),
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const dir = path.join(CACHE, cacheName);
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
 * The script a worker thread runs: the bundled entry beside the built server, else the
 * source bundled on first use (and again after a failed try); rejects when neither is there.
 */
export function threadScript(options: ThreadScriptOptions): () => Promise<URL> {
  let sourceBundle: Promise<URL> | null = null;
  return () => {
    if (existsSync(fileURLToPath(options.built))) return Promise.resolve(options.built);
    sourceBundle ??= bundleSource(options).catch((error: unknown) => {
      sourceBundle = null;
      throw error;
    });
    return sourceBundle;
  };
}

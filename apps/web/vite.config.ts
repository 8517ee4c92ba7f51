import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The Fastify server (apps/server) answers these prefixes; the dev server forwards them. */
const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/ext', '/files', '/designer-app'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the browser gets compressed; fonts (woff2), images and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Issue 18: every text file of the build also as `.br` (brotli 11) and `.gz` (gzip 9), which
 * the server sends by content negotiation (@fastify/static `preCompressed`); files under
 * 1 KB stay as they are. Compressed once here at the highest levels, never per request.
 */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vinyl:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.readFile(file);
          if (body.length < 1024) return;
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          const [br, gz] = await Promise.all([
            brotli(body, { params }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await fs.writeFile(`${file}.br`, br);
          await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressBuild()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP (script-src 'self') forbids inline scripts: keep every script a file.
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Issue 18: the libraries every first page needs (React, the router, i18next, Query,
          // Mantine's core) in one file the entry imports, instead of a dozen small ones that
          // each cost a request and compress worse apart; pages keep their own chunks.
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});

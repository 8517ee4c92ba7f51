import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Fastify server (apps/server) answers these prefixes; the dev server forwards them. */
const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/ext', '/files', '/designer-app'];

export default defineConfig({
  plugins: [react()],
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
  },
});

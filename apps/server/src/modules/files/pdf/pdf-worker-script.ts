import { threadScript } from '../../../threads/thread-script';

/**
 * The PDF thread's script: `pdf-worker.js` beside the built server, else `pdf-worker.ts`
 * bundled on first use, loading pdf.js, pdf-lib and the canvas from node_modules.
 */
export const workerScript = threadScript({
  built: new URL('./pdf-worker.js', import.meta.url),
  source: new URL('./pdf-worker.ts', import.meta.url),
  cacheName: 'pdf-worker',
  external: ['pdfjs-dist', 'pdfjs-dist/*', 'pdf-lib', '@napi-rs/canvas'],
});

import { threadScript } from '../../../threads/thread-script';

/**
 * The analysis thread's script: `audio-analysis-worker.js` beside the built server, else
 * `analysis-worker.ts` bundled on first use (it has no dependencies to leave out); rejects
 * when neither is there (a bundle built without it).
 */
export const analysisWorkerScript = threadScript({
  built: new URL('./audio-analysis-worker.js', import.meta.url),
  source: new URL('./analysis-worker.ts', import.meta.url),
  cacheName: 'audio-worker',
});

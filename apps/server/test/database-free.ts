/**
 * Test files that never open a database: parsers, the PCM meters, the PDF and image
 * workers, storage, config. They give the same answer on either database, so the
 * PostgreSQL run (vitest.config.ts) leaves them to the SQLite run instead of running them
 * twice. `createTestDatabase` refuses to run in a file listed here, so a listed file that
 * starts to use a database fails on SQLite until it leaves this list.
 */
export const databaseFreeTests = [
  'src/config-accounts.test.ts',
  'src/config-files.test.ts',
  'src/config-storage.test.ts',
  'src/config-tls.test.ts',
  'src/config-uploads.test.ts',
  'src/config.test.ts',
  'src/modules/albums/albums.view.test.ts',
  'src/modules/audio/analysis/analyse-audio.test.ts',
  'src/modules/audio/analysis/analysis-threads.test.ts',
  'src/modules/audio/analysis/audio-media.test.ts',
  'src/modules/audio/analysis/one-at-a-time.test.ts',
  'src/modules/audio/analysis/pcm-analyser.test.ts',
  'src/modules/audio/analysis/playable-copy.test.ts',
  'src/modules/audio/audio-content.test.ts',
  'src/modules/audio/flac-frames.test.ts',
  'src/modules/audio/mpeg-frames.test.ts',
  'src/modules/files/pdf/fair-queue.test.ts',
  'src/modules/files/pdf/pdf-preflight.test.ts',
  'src/modules/files/pdf/poppler-render.test.ts',
  'src/modules/files/thumbnails.test.ts',
  'src/modules/summary/job-sheet-audio.test.ts',
  'src/modules/uploads/batch-buffers.test.ts',
  'src/modules/uploads/hashing-file-store.test.ts',
  'src/modules/uploads/uploads.routes.test.ts',
  'src/modules/uploads/web-request.test.ts',
  'src/storage/local-storage.contract.test.ts',
  'src/storage/local-storage.test.ts',
  'src/storage/s3-storage.contract.test.ts',
  'test/designs/design-pdf-images.test.ts',
  'test/designs/design-pdf.test.ts',
  'test/production-pack-names.test.ts',
  'test/production-pack-stream.test.ts',
  'test/tooling/lint-boundaries.test.ts',
];

/** Whether the test file at `absolutePath` (inside apps/server) is on the list. */
export function isDatabaseFree(absolutePath: string): boolean {
  const relative = absolutePath.replaceAll('\\', '/').split('/apps/server/')[1];
  return relative !== undefined && databaseFreeTests.includes(relative);
}

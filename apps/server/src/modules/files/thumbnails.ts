import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { readAll } from '../../storage/read-all';
import type { FileStorage } from '../../storage/storage';
import type { FilesRepository } from './files.repository';
import { PdfTaskError, type PdfProcessor } from './pdf/pdf-processor';

interface Deps {
  files: FilesRepository;
  storage: FileStorage;
  processor: Pick<PdfProcessor, 'render'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The longest side of a thumbnail, in pixels. */
  maxPixels: number;
  /** Where a rendered PNG is written before storage takes it over. */
  scratchDir: string;
}

/**
 * Thumbnails (issue 8 item 5): page 1 of each uploaded PDF, rendered right after the upload
 * in the PDF worker, one at a time, in order. A file stays `pending` until its PNG is
 * stored; a file that cannot be rendered (or takes too long) becomes `error`, so the
 * thumbnails call always answers at once. Pending files are picked up again after a restart.
 */
export function createThumbnailQueue(deps: Deps) {
  const { files, storage, processor, clock, log } = deps;
  const queued = new Set<string>();
  let chain: Promise<void> = Promise.resolve();

  async function fail(id: string, error: unknown) {
    const reason =
      error instanceof PdfTaskError && error.reason === 'timeout' ? 'timeout' : 'unreadable';
    if (!(error instanceof PdfTaskError)) log.error({ err: error, fileId: id }, 'thumbnail failed');
    await files.update(id, {
      thumbnail_status: 'error',
      thumbnail_error: reason,
      modified_at: clock.now().toISOString(),
    });
  }

  async function render(id: string): Promise<void> {
    const file = await files.find(id);
    if (!file || file.thumbnail_status !== 'pending') return;
    let rendered;
    try {
      const bytes = await readAll(await storage.read(file.storage_key));
      rendered = await processor.render(bytes, deps.maxPixels);
    } catch (error) {
      await fail(id, error);
      return;
    }
    const key = `thumbnails/${id.slice(0, 2)}/${id}.png`;
    await fs.mkdir(deps.scratchDir, { recursive: true });
    const scratch = path.join(deps.scratchDir, `${randomUUID()}.png`);
    await fs.writeFile(scratch, rendered.png);
    await storage.importFile(scratch, key);
    await files.update(id, {
      thumbnail_status: 'ready',
      thumbnail_key: key,
      thumbnail_error: null,
      modified_at: clock.now().toISOString(),
    });
    // Deleted while it was rendering: nothing points at the PNG any more.
    if (!(await files.find(id))) await storage.remove(key);
  }

  function enqueue(id: string): void {
    if (queued.has(id)) return;
    queued.add(id);
    chain = chain
      .then(() => render(id))
      .catch((error: unknown) => log.error({ err: error, fileId: id }, 'thumbnail failed'))
      .finally(() => queued.delete(id));
  }

  return {
    enqueue,
    /** After a restart: render what was still waiting. */
    async resumePending(): Promise<number> {
      const pending = await files.listByThumbnailStatus('pending');
      for (const id of pending) enqueue(id);
      return pending.length;
    },
    /** Resolves once every queued thumbnail is done (shutdown, tests). */
    idle: (): Promise<void> => chain,
  };
}

export type ThumbnailQueue = ReturnType<typeof createThumbnailQueue>;

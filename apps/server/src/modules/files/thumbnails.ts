import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs';
import { readAll } from '../../storage/read-all';
import type { FileStorage } from '../../storage/storage';
import type { FilesRepository } from './files.repository';
import { PdfTaskError, type PdfProcessor } from './pdf/pdf-processor';

interface Deps {
  files: Pick<FilesRepository, 'find' | 'update' | 'listByThumbnailStatus'>;
  storage: FileStorage;
  processor: Pick<PdfProcessor, 'render'>;
  jobs: Pick<JobQueue, 'define' | 'send' | 'sendUnlessWaiting' | 'wake'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The longest side of a thumbnail, in pixels. */
  maxPixels: number;
  /** One render's limit (PDF_TASK_TIMEOUT_SECONDS); the job gets room for two and the I/O. */
  renderTimeoutMs: number;
  /** Where a rendered PNG is written before storage takes it over. */
  scratchDir: string;
}

export const THUMBNAIL_JOB = 'file-thumbnail';
/** Attempts after the first: a storage that hiccuped, a worker killed mid-render. */
const RETRIES = 2;
const BACKOFF_MS = 5_000;

export const thumbnailKeyOf = (id: string) => `thumbnails/${id.slice(0, 2)}/${id}.png`;

type Reason = 'timeout' | 'unreadable';

/**
 * Thumbnails (issue 8 item 5) as jobs on the queue (issue 20): page 1 of each uploaded
 * PDF, rendered by the `file-thumbnail` job sent in the transaction that saves the file, in
 * whichever process works jobs (one at a time per process: the PDF render thread). A file
 * stays `pending` until its PNG is stored, so the thumbnails call always answers at once.
 * A file that cannot be rendered (or takes too long) becomes `error` at once: trying again
 * would not help. Anything else (the store, a killed worker) is retried with back-off; out
 * of retries the file is `error` too. The job may run twice: the PNG has one key per file
 * and a file no longer `pending` is left alone.
 */
export function createThumbnails(deps: Deps) {
  const { files, storage, processor, jobs, clock, log } = deps;

  async function fail(id: string, reason: Reason) {
    const file = await files.find(id);
    if (!file || file.thumbnail_status !== 'pending') return;
    await files.update(id, {
      thumbnail_status: 'error',
      thumbnail_error: reason,
      modified_at: clock.now().toISOString(),
    });
  }

  async function render(id: string, attempt: number): Promise<void> {
    const file = await files.find(id);
    if (!file || file.thumbnail_status !== 'pending') return;
    let rendered;
    try {
      const bytes = await readAll(await storage.read(file.storage_key));
      rendered = await processor.render(bytes, deps.maxPixels);
    } catch (error) {
      if (error instanceof PdfTaskError) {
        await fail(id, error.reason === 'timeout' ? 'timeout' : 'unreadable');
        return;
      }
      log.error({ err: error, fileId: id, attempt }, 'thumbnail failed');
      if (attempt > RETRIES) {
        await fail(id, 'unreadable');
        return;
      }
      throw error;
    }
    const key = thumbnailKeyOf(id);
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

  jobs.define<{ fileId: string }>(
    THUMBNAIL_JOB,
    ({ fileId }, { attempt }) => render(fileId, attempt),
    {
      concurrency: 1,
      retries: RETRIES,
      backoffMs: BACKOFF_MS,
      timeoutMs: 2 * deps.renderTimeoutMs + 10_000,
      // The last attempt's process died (a PDF that kills whoever draws it): not again.
      onDead: ({ fileId }) => fail(fileId, 'unreadable'),
    },
  );

  return {
    /** The file's thumbnail job, sent with the transaction that saves the file. */
    request: (fileId: string, trx: Transaction<Database>) =>
      jobs.send(THUMBNAIL_JOB, { fileId }, { trx }),
    /** After that commit: drawn at once when this process works jobs, not at the next poll. */
    committed: () => jobs.wake(THUMBNAIL_JOB),
    /**
     * At the start of a process that works jobs: a job for each file still `pending` with
     * none waiting, running or retrying (saved before thumbnails were jobs, or its job was
     * deleted; a file saved since has its job from the same transaction). Answers how many.
     */
    async resumePending(): Promise<number> {
      let sent = 0;
      for (const fileId of await files.listByThumbnailStatus('pending')) {
        if (await jobs.sendUnlessWaiting(THUMBNAIL_JOB, { fileId })) sent += 1;
      }
      return sent;
    },
  };
}

export type Thumbnails = ReturnType<typeof createThumbnails>;

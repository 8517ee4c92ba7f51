import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobContext, JobHandler, JobOptions } from '../../jobs';
import { createLocalStorage } from '../../storage/local-storage';
import type { FileRow, FilesRepository } from './files.repository';
import { PdfTaskError } from './pdf/pdf-processor';
import { createThumbnails, THUMBNAIL_JOB } from './thumbnails';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;
const clock = { now: () => new Date('2026-11-21T10:00:00Z') };

function fakeFiles(rows: FileRow[]) {
  const byId = new Map(rows.map((row) => [row.id, { ...row }]));
  const files = {
    find: (id: string) => Promise.resolve(byId.get(id)),
    update: (id: string, changes: Partial<FileRow>) => {
      const row = byId.get(id);
      if (row) Object.assign(row, changes);
      return Promise.resolve();
    },
    listByThumbnailStatus: (status: string) =>
      Promise.resolve(
        [...byId.values()].filter((row) => row.thumbnail_status === status).map((row) => row.id),
      ),
  };
  return { files: files as unknown as FilesRepository, byId };
}

const row = (id: string): FileRow =>
  ({
    id,
    storage_key: `files/${id}.pdf`,
    facts: JSON.stringify({
      pageCount: 1,
      page: { left: 0, bottom: 0, width: 10, height: 10 },
      trimBox: null,
      bleedBox: null,
      rotation: 0,
      images: null,
      rgb: { images: 0, vector: false },
    }),
    thumbnail_status: 'pending',
    thumbnail_key: null,
    thumbnail_error: null,
  }) as FileRow;

describe('the thumbnail job', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function setUp(rows: FileRow[], render: () => Promise<unknown>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-thumbs-'));
    dirs.push(dir);
    const storage = createLocalStorage(path.join(dir, 'files'));
    const { files, byId } = fakeFiles(rows);
    storage.read = () => Promise.resolve(Readable.from([Buffer.from('%PDF-1.4')]));
    // The queue's side of the job: its definition, and what was sent (the engines have tests
    // of their own in test/jobs).
    let handler: JobHandler<{ fileId: string }> | undefined;
    let options: JobOptions | undefined;
    const sent: unknown[] = [];
    let renders = 0;
    const thumbnails = createThumbnails({
      files,
      storage,
      processor: {
        render: (() => {
          renders += 1;
          return render();
        }) as never,
      },
      jobs: {
        define: ((name: string, defined: typeof handler, given: JobOptions) => {
          expect(name).toBe(THUMBNAIL_JOB);
          handler = defined;
          options = given;
        }) as never,
        send: () => Promise.reject(new Error('sent with the file, not here')),
        wake: () => undefined,
        sendUnlessWaiting: (name, payload) => {
          sent.push({ name, payload });
          return Promise.resolve(true);
        },
      },
      clock,
      log,
      maxPixels: 64,
      renderTimeoutMs: 1_000,
      scratchDir: path.join(dir, 'scratch'),
    });
    const run = (fileId: string, attempt = 1) =>
      handler!({ fileId }, {
        id: 'job-1',
        attempt,
        signal: new AbortController().signal,
      } as JobContext);
    return {
      thumbnails,
      byId,
      storage,
      run,
      sent,
      options: () => options!,
      renders: () => renders,
    };
  }

  it('draws a pending file once, however often its job runs, and stores one PNG', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { byId, storage, run, renders } = setUp([row('a1')], () =>
      Promise.resolve({ png, width: 64, height: 64 }),
    );
    await run('a1');
    await run('a1', 2);
    expect(renders()).toBe(1);
    expect(byId.get('a1')).toMatchObject({
      thumbnail_status: 'ready',
      thumbnail_key: 'thumbnails/a1/a1.png',
    });
    expect(await storage.exists('thumbnails/a1/a1.png')).toBe(true);
  });

  it('sends a job for each file still pending from before thumbnails were jobs', async () => {
    const { thumbnails, sent } = setUp(
      [row('a1'), { ...row('b2'), thumbnail_status: 'ready' }],
      () => Promise.reject(new Error('not drawn here')),
    );
    expect(await thumbnails.resumePending()).toBe(1);
    expect(sent).toEqual([{ name: THUMBNAIL_JOB, payload: { fileId: 'a1' } }]);
  });

  it.each([
    ['timeout', new PdfTaskError('timeout', 'too long'), 'timeout'],
    ['an unreadable page', new PdfTaskError('unreadable', 'bad'), 'unreadable'],
    ['a crashed worker', new PdfTaskError('crashed', 'gone'), 'unreadable'],
  ])('turns %s into an error state at once', async (_name, error, reason) => {
    const { byId, run } = setUp([row('c3')], () => Promise.reject(error));
    await run('c3');
    expect(byId.get('c3')).toMatchObject({ thumbnail_status: 'error', thumbnail_error: reason });
  });

  it('retries anything else, and says error after the last attempt', async () => {
    const { byId, run, options } = setUp([row('d4')], () => Promise.reject(new Error('boom')));
    await expect(run('d4', 1)).rejects.toThrow('boom');
    expect(byId.get('d4')?.thumbnail_status).toBe('pending');
    const last = (options().retries ?? 0) + 1;
    await run('d4', last);
    expect(byId.get('d4')).toMatchObject({
      thumbnail_status: 'error',
      thumbnail_error: 'unreadable',
    });
  });

  it('a job dead-lettered (its last worker died) leaves the file in error', async () => {
    const { byId, options } = setUp([row('e5')], () => Promise.reject(new Error('never')));
    await options().onDead?.({ fileId: 'e5' } as never, 'the process stopped');
    expect(byId.get('e5')?.thumbnail_status).toBe('error');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local-storage';
import type { FileRow, FilesRepository } from './files.repository';
import { PdfTaskError } from './pdf/pdf-processor';
import { createThumbnailQueue } from './thumbnails';

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

describe('thumbnail queue', () => {
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
    const queue = createThumbnailQueue({
      files,
      storage,
      processor: { render: render as never },
      clock,
      log,
      maxPixels: 64,
      scratchDir: path.join(dir, 'scratch'),
    });
    return { queue, byId, storage };
  }

  it('picks up pending files after a restart and stores the PNG', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { queue, byId, storage } = setUp(
      [row('a1'), { ...row('b2'), thumbnail_status: 'ready' }],
      () => Promise.resolve({ png, width: 64, height: 64 }),
    );
    expect(await queue.resumePending()).toBe(1);
    await queue.idle();
    const done = byId.get('a1');
    expect(done).toMatchObject({
      thumbnail_status: 'ready',
      thumbnail_key: 'thumbnails/a1/a1.png',
    });
    expect(await storage.exists('thumbnails/a1/a1.png')).toBe(true);
  });

  it.each([
    ['timeout', new PdfTaskError('timeout', 'too long'), 'timeout'],
    ['an unreadable page', new PdfTaskError('unreadable', 'bad'), 'unreadable'],
    ['a crashed worker', new PdfTaskError('crashed', 'gone'), 'unreadable'],
    ['anything else', new Error('boom'), 'unreadable'],
  ])('turns %s into an error state', async (_name, error, reason) => {
    const { queue, byId } = setUp([row('c3')], () => Promise.reject(error));
    queue.enqueue('c3');
    await queue.idle();
    expect(byId.get('c3')).toMatchObject({ thumbnail_status: 'error', thumbnail_error: reason });
  });
});

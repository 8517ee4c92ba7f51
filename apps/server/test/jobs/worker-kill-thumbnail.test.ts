import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createAlbumThroughApi } from '../support/albums';
import { attachFile, settledThumbnails, uploadPdf } from '../support/graphics';
import { makePdf, pngSize } from '../support/pdf-files';
import { bundleServer, createServerData, startBundled } from '../support/server-process';
import { TestClient } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen } from '../support/uploads';

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A pdftoppm that says where it runs and then draws nothing, for ever: the first worker's
 * thumbnail job hangs in it until the worker is killed.
 */
function hangingPdftoppm(dir: string): { command: string; started: string } {
  const command = path.join(dir, 'hanging-pdftoppm.sh');
  const started = path.join(dir, 'pdftoppm-started');
  fs.writeFileSync(
    command,
    [
      '#!/bin/sh',
      'if [ "$1" = "-v" ]; then echo "pdftoppm version 22.02.0" >&2; exit 0; fi',
      `echo $$ > '${started}'`,
      'exec sleep 300',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return { command, started };
}

/**
 * Issue 20: a worker killed with SIGKILL in the middle of a thumbnail job. The web process
 * (JOBS=off) takes the PDF and saves the file with its thumbnail's job; the first worker
 * hangs drawing it and is killed; the job outlives its time limit, is retried in a second
 * worker and the customer's preview gets its thumbnail — one PNG, drawn once.
 */
describe(`a worker killed during a thumbnail job on ${testDialect}`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('retries the job in another worker and the thumbnail is drawn', async () => {
    const bundle = await bundleServer('worker');
    cleanups.push(() => bundle.remove());
    const data = await createServerData();
    cleanups.push(() => data.cleanup());
    const hanging = hangingPdftoppm(data.dataDir);
    cleanups.push(() => {
      const pid = Number(fs.readFileSync(hanging.started, { encoding: 'utf8', flag: 'a+' }));
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    });
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl && { DATABASE_URL: data.databaseUrl }),
      WEB_DIST_DIR: path.join(data.dataDir, 'no-web-build'),
      PUBLIC_ORIGIN: 'https://shop.example',
      BOT_CHECK: 'off',
      // A render's limit of 10 s: the thumbnail job's is 30 s (two renders and the I/O).
      PDF_TASK_TIMEOUT_SECONDS: '10',
      THUMBNAIL_MAX_PIXELS: '320',
      JOBS_SUPERVISE_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
    };
    // The web process: takes the upload, sends the job, works none.
    const web: FastifyInstance = await buildApp({
      config: loadConfig({ ...env, JOBS: 'off', LOG_LEVEL: 'silent' }),
      database: data.handle,
      logger: false,
    });
    const baseUrl = await listen(web);
    cleanups.push(() => web.close());
    const client = new TestClient(web);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '7', 1);
    const fileId = await uploadPdf(client, baseUrl, await makePdf({ widthMm: 374, heightMm: 190 }));
    expect(
      (await attachFile(client, album.data.id, 'cover_print', fileId, 'external')).statusCode,
    ).toBe(200);
    const thumbnails = () => client.get(`/api/albums/${album.data.id}/thumbnails`);
    // Nobody works jobs yet: the preview says "not ready".
    expect((await thumbnails()).json()).toMatchObject({
      data: { cover_print: { external: { ready: false } } },
    });

    let logs = '';
    const jobRows = async () =>
      data.databaseUrl
        ? (
            await sql<{
              state: string;
              retry_count: number;
            }>`select state, retry_count from pgboss.job
              where name = 'file-thumbnail'`.execute(data.handle.db)
          ).rows
        : (
            await sql<{ state: string; attempts: number }>`select state, attempts from jobs
              where name = 'file-thumbnail'`.execute(data.handle.db)
          ).rows;
    const step = (what: string, check: () => boolean | Promise<boolean>) =>
      until(what, check, 120_000).catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}\njobs: ${JSON.stringify(await jobRows())}\nworker log:\n${logs}`,
        );
      });
    const startWorker = (extra: Record<string, string> = {}) => {
      const worker = startBundled(bundle.entry, { ...env, ...extra }, (text) => {
        logs += text;
      });
      cleanups.push(() => worker.stop());
      return worker;
    };

    const first = startWorker({ PDFTOPPM_PATH: hanging.command });
    await step('the first worker to start drawing', () => fs.existsSync(hanging.started));
    expect(await jobRows()).toEqual([expect.objectContaining({ state: 'active' })]);
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await thumbnails()).json()).toMatchObject({
      data: { cover_print: { external: { ready: false } } },
    });

    // The second worker draws with the real pdftoppm (or pdfjs where poppler is missing).
    startWorker();
    const settled = await settledThumbnails(client, album.data.id, 120_000);
    expect(settled.cover_print?.external).toMatchObject({ ready: true });
    // The same job, done on its second attempt: no second job was made for the file. The
    // queue marks the job done after the handler has written the thumbnail, in a statement of
    // its own: on a loaded machine the preview can see the thumbnail first.
    const finished = data.databaseUrl ? ['completed', 'failed'] : ['done', 'dead'];
    await step('the queue to mark the job finished', async () =>
      (await jobRows()).every((row) => finished.includes(row.state)),
    );
    const rows = await jobRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(
      data.databaseUrl ? { state: 'completed', retry_count: 1 } : { state: 'done', attempts: 2 },
    );
    // One thumbnail, and it is the page: a PNG at the capped size.
    const file = await data.handle.db
      .selectFrom('files')
      .select(['thumbnail_status', 'thumbnail_key'])
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(file.thumbnail_status).toBe('ready');
    const pngs = fs
      .readdirSync(path.join(data.dataDir, 'files', 'thumbnails'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.png'));
    expect(pngs).toEqual([path.join(fileId.slice(0, 2), `${fileId}.png`)]);
    const png = await client.get(`/api/files/${fileId}/thumbnail`);
    expect(png.statusCode).toBe(200);
    const size = pngSize(png.rawPayload);
    expect(Math.max(size.width, size.height)).toBe(320);
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi } from './support/albums';
import {
  attachFile,
  filesToken,
  listKind,
  sendGraphics,
  settledThumbnails,
  uploadPdf,
} from './support/graphics';
import { makePdf, pngSize, rawPdf } from './support/pdf-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

/**
 * The longest the health check may take while a PDF is parsed or drawn: a fraction of the
 * seconds that work takes, which the server's own thread would spend blocked without the
 * worker (test files run in parallel on two cores here, hence the margin).
 */
const RESPONSIVE_MS = 750;

describe(`thumbnails and heavy PDFs on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // A short time limit, so a PDF that would render for minutes is stopped in the test.
    t = await createTestApp({
      env: {
        PDF_TASK_TIMEOUT_SECONDS: '8',
        THUMBNAIL_MAX_PIXELS: '640',
        // The caps (issue 13 hole 9) raised so a 20 000-page file shows it never stalls.
        PDF_MAX_PAGES: '20000',
        PDF_MAX_OBJECTS: '30000',
      },
    });
    baseUrl = await listen(t.app);
    // Start both PDF workers before the timings below (a cold start from source takes seconds).
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    await uploadPdf(client, baseUrl, rawPdf({ pages: 1 }));
  }, 60_000);
  afterAll(() => t.close());

  async function guestWithAlbum() {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    // The customer reaches the graphics step: the PDF workers start now.
    await filesToken(client);
    const album = await createAlbumThroughApi(client, '7', 1);
    return { client, albumId: album.data.id };
  }

  /** Times the health check again and again while `work` runs. */
  async function slowestHealthCheckDuring(work: Promise<unknown>): Promise<number> {
    let done = false;
    void work.finally(() => {
      done = true;
    });
    let slowest = 0;
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      expect(response.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await work;
    return slowest;
  }

  it('renders page 1 right after the upload: not ready, then ready, at the capped size', async () => {
    const { client, albumId } = await guestWithAlbum();
    const fileId = await uploadPdf(client, baseUrl, await makePdf({ widthMm: 374, heightMm: 190 }));
    const attached = await attachFile(client, albumId, 'cover_print', fileId, 'external');
    expect(attached.statusCode).toBe(200);
    const started = Date.now();
    const thumbnails = await settledThumbnails(client, albumId);
    const elapsed = Date.now() - started;
    expect(thumbnails).toEqual({
      cover_print: { external: { url: `/api/files/${fileId}/thumbnail`, ready: true } },
    });
    // An ordinary file is ready within the preview's one retry after 1000 ms (about 0.1 s of
    // rendering, see bench/thumbnail.bench.ts); the margin is for test files running in parallel.
    expect(elapsed).toBeLessThan(2000);
    const png = await client.get(`/api/files/${fileId}/thumbnail`);
    expect(png.headers['content-type']).toBe('image/png');
    const size = pngSize(png.rawPayload);
    expect(size.width).toBe(640);
    // Poppler (when installed) rounds the short side up, pdfjs to the nearest pixel.
    expect(Math.abs(size.height - (640 * 190) / 374)).toBeLessThan(1);
    const [file] = await listKind(client, albumId, 'cover_print');
    expect(file?.meta.thumbnail).toEqual({ url: `/api/files/${fileId}/thumbnail`, ready: true });
    // The render measured the images: the check is complete.
    expect(file?.meta.print_check?.complete).toBe(true);
  });

  it(
    'takes a PDF of 20 000 pages without stalling: only page 1 is rendered',
    { timeout: 40_000 },
    async () => {
      const { client, albumId } = await guestWithAlbum();
      // A 7″ label's artwork (Ø92 + bleed = 98 mm), in CMYK, on every page.
      const content = Buffer.from('0 0 0 1 k 10 10 100 100 re f');
      const many = rawPdf({ pages: 20_000, size: (98 * 72) / 25.4, content });
      let fileId = '';
      const upload = sendGraphics(client, baseUrl, many, 'catalogue.pdf').then((outcome) => {
        fileId = outcome.objectId ?? '';
        return outcome;
      });
      const slowest = await slowestHealthCheckDuring(upload);
      expect((await upload).status, (await upload).body).toBe(204);
      expect(slowest).toBeLessThan(RESPONSIVE_MS);
      await attachFile(client, albumId, 'label_print', fileId, 'front_disc1');
      const thumbnails = await settledThumbnails(client, albumId);
      expect(thumbnails.label_print?.front_disc1?.ready).toBe(true);
      const [file] = await listKind(client, albumId, 'label_print');
      expect(file?.attributes.page_count).toBe(20_000);
      expect(file?.meta.print_check?.problems).toEqual([
        { code: 'pages', pages: 20_000, acknowledge: false },
      ]);
    },
  );

  it('renders a page of 70 metres at the thumbnail size and flags its size', async () => {
    const { client, albumId } = await guestWithAlbum();
    const fileId = await uploadPdf(client, baseUrl, rawPdf({ pages: 1, size: 200_000 }));
    await attachFile(client, albumId, 'cover_print', fileId, 'external');
    await settledThumbnails(client, albumId);
    const png = await client.get(`/api/files/${fileId}/thumbnail`);
    expect(pngSize(png.rawPayload)).toEqual({ width: 640, height: 640 });
    const [file] = await listKind(client, albumId, 'cover_print');
    expect(file?.meta.print_check).toMatchObject({
      problems: [{ code: 'size', found: { width: 70555.6, height: 70555.6 } }, { code: 'rgb' }],
      needs_acknowledgement: true,
      acknowledged: false,
    });
  });

  it('stops a page that would take minutes to draw: an error state, never a hung request', async () => {
    const { client, albumId } = await guestWithAlbum();
    // Minutes of drawing for pdfjs and for poppler alike: stopped after the 8 s limit.
    const slow = rawPdf({ pages: 1, content: Buffer.from('0 0 300 300 re f\n'.repeat(100_000)) });
    const fileId = await uploadPdf(client, baseUrl, slow, 'slow.pdf');
    await attachFile(client, albumId, 'sleeve_print', fileId, 'disc1');
    const first = await client.get(`/api/albums/${albumId}/thumbnails`);
    expect(first.json().data.sleeve_print.disc1).toEqual({ url: null, ready: false });
    const settled = settledThumbnails(client, albumId, 20_000);
    const slowest = await slowestHealthCheckDuring(settled);
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
    expect((await settled).sleeve_print?.disc1).toEqual({
      url: null,
      ready: false,
      error: 'timeout',
    });
    expect((await client.get(`/api/files/${fileId}/thumbnail`)).statusCode).toBe(404);

    // The worker was replaced: the next file renders as usual.
    const next = await uploadPdf(client, baseUrl, await makePdf({ widthMm: 184, heightMm: 184 }));
    await attachFile(client, albumId, 'sleeve_print', next, 'disc1');
    expect((await settledThumbnails(client, albumId)).sleeve_print?.disc1?.ready).toBe(true);
  }, 60_000);
});

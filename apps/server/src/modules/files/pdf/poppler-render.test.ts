import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pngSize, rawPdf } from '../../../../test/support/pdf-files';
import { createPdfProcessor, PdfTaskError, type PdfProcessor } from './pdf-processor';
import { popplerAvailable, renderWithPoppler } from './poppler-render';

/**
 * Thumbnails by poppler when it is installed, by pdfjs when it is not (issue 18, decision
 * 030). poppler-utils is installed here first when it is missing (Debian's apt, as root);
 * where it cannot be, the poppler cases fail rather than pass unseen.
 */
describe('thumbnails with and without poppler', () => {
  beforeAll(async () => {
    const run = promisify(execFile);
    const present = await run('pdftoppm', ['-v']).then(
      () => true,
      () => false,
    );
    if (!present && process.getuid?.() === 0) {
      await run('apt-get', ['install', '-y', 'poppler-utils']).catch(() => undefined);
    }
  }, 180_000);

  const processors: PdfProcessor[] = [];
  afterEach(() => {
    for (const processor of processors.splice(0)) processor.close();
  });
  const processor = (options: Partial<Parameters<typeof createPdfProcessor>[0]> = {}) => {
    const made = createPdfProcessor({ timeoutMs: 20_000, ...options });
    processors.push(made);
    return made;
  };

  it('finds pdftoppm here, and says so when the command is missing', async () => {
    expect(await popplerAvailable()).toBe(true);
    expect(await popplerAvailable('/nowhere/pdftoppm')).toBe(false);
  });

  it('draws page 1 with poppler at the longest side asked for, as a PNG', async () => {
    const pdf = await makePdf({ widthMm: 637, heightMm: 320, pages: 2 });
    const rendered = await renderWithPoppler(pdf, 800, { timeoutMs: 20_000 });
    expect(Buffer.from(rendered.png).subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(Buffer.from(rendered.png))).toEqual({ width: 800, height: 402 });
    expect(rendered).toMatchObject({ width: 800, height: 402 });
  });

  it('gives the same size of thumbnail without poppler (pdfjs in the worker), within a pixel', async () => {
    const pdf = await makePdf({ widthMm: 374, heightMm: 190 });
    const withPoppler = await processor().render(new Uint8Array(pdf), 640);
    const without = await processor({ pdftoppm: '/nowhere/pdftoppm' }).render(
      new Uint8Array(pdf),
      640,
    );
    const pdfjsOnly = await processor({ renderer: 'pdfjs' }).render(new Uint8Array(pdf), 640);
    // 640 × 190/374 = 325.1: poppler rounds the short side up, pdfjs to the nearest.
    for (const rendered of [withPoppler, without, pdfjsOnly]) {
      const size = pngSize(Buffer.from(rendered.png));
      expect(size.width).toBe(640);
      expect(Math.abs(size.height - (640 * 190) / 374)).toBeLessThan(1);
    }
    expect(pngSize(Buffer.from(without.png))).toEqual(pngSize(Buffer.from(pdfjsOnly.png)));
  }, 60_000);

  it('refuses a file neither renderer can read as unreadable', async () => {
    const garbage = new Uint8Array(Buffer.from('%PDF-1.4\nnothing here at all\n%%EOF\n'));
    await expect(renderWithPoppler(garbage, 200, { timeoutMs: 20_000 })).rejects.toMatchObject({
      reason: 'unreadable',
    });
    const error = await processor()
      .render(garbage, 200)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfTaskError);
    expect((error as PdfTaskError).reason).toBe('unreadable');
  }, 60_000);

  it('stops poppler at the time limit: timeout, and pdfjs is not tried after it', async () => {
    // 100 000 fills of the whole page: minutes of drawing for either renderer.
    const slow = rawPdf({ pages: 1, content: Buffer.from('0 0 300 300 re f\n'.repeat(100_000)) });
    const started = performance.now();
    const error = await processor({ timeoutMs: 500 })
      .render(new Uint8Array(slow), 640)
      .catch((caught: unknown) => caught);
    expect((error as PdfTaskError).reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
  }, 30_000);
});

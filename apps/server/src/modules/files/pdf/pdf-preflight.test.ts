import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawPdf } from '../../../../test/support/pdf-files';
import { PdfLimitError, preflightPdf } from './pdf-preflight';
import { DEFAULT_PDF_LIMITS } from './pdf-processor';

const LIMITS = { maxPages: 100, maxObjects: 1000, maxUnpackedBytes: 1024 * 1024 };

async function refusal(data: Buffer, limits = LIMITS) {
  try {
    await preflightPdf(new Uint8Array(data), limits);
    return undefined;
  } catch (error) {
    return error instanceof PdfLimitError ? error : undefined;
  }
}

describe('PDF caps checked on the raw bytes (issue 13 hole 9)', () => {
  it('lets an ordinary PDF through', async () => {
    expect(await refusal(rawPdf({ pages: 3 }))).toBeUndefined();
  });

  it('refuses a stream that inflates past the cap, chained Flate filters too', async () => {
    const zeros = Buffer.alloc(2 * 1024 * 1024);
    expect((await refusal(rawPdf({ pages: 1, content: zeros })))?.reason).toBe('unpacks_too_large');
    // rawPdf deflates its content once: a second /FlateDecode layer by hand.
    const twice = rawPdf({ pages: 1, content: zeros })
      .toString('latin1')
      .replace('/Filter /FlateDecode', '/Filter [/FlateDecode /FlateDecode]');
    const inner = deflateSync(deflateSync(zeros));
    const pdf = Buffer.from(
      twice
        .replace(
          /stream\n[\s\S]*?\nendstream/,
          () => 'stream\n' + inner.toString('latin1') + '\nendstream',
        )
        .replace(/\/Length \d+/, `/Length ${inner.length}`),
      'latin1',
    );
    expect((await refusal(pdf))?.reason).toBe('unpacks_too_large');
  });

  it('counts the decoded size over all streams together', async () => {
    const content = Buffer.alloc(400 * 1024, 0x20);
    const one = rawPdf({ pages: 1, content });
    expect(await refusal(one)).toBeUndefined();
    const three = Buffer.concat([one, one, one]);
    expect((await refusal(three))?.reason).toBe('unpacks_too_large');
  });

  it('refuses a file of more objects than the cap, with the count', async () => {
    const error = await refusal(rawPdf({ pages: 1200 }));
    expect(error?.reason).toBe('too_many_objects');
    expect(error?.figures).toMatchObject({ limit: 1000 });
    expect(error?.figures.found).toBeGreaterThan(1000);
  });

  it("refuses the audit's 300,000-page PDF under the default caps", async () => {
    const error = await refusal(rawPdf({ pages: 300_000 }), DEFAULT_PDF_LIMITS);
    expect(error?.reason).toBe('too_many_objects');
    expect(error?.figures.found).toBeGreaterThan(100_000);
  });

  it('counts a stream that breaks off as far as it decodes', async () => {
    const zeros = deflateSync(Buffer.alloc(2 * 1024 * 1024));
    const broken = Buffer.concat([zeros.subarray(0, zeros.length - 8), Buffer.from('garbage!')]);
    const pdf = rawPdf({ pages: 1 })
      .toString('latin1')
      .replace(
        /stream\n[\s\S]*?\nendstream/,
        () => `stream\n${broken.toString('latin1')}\nendstream`,
      )
      .replace(/\/Length \d+/, `/Length ${broken.length}`);
    expect((await refusal(Buffer.from(pdf, 'latin1')))?.reason).toBe('unpacks_too_large');
  });
});

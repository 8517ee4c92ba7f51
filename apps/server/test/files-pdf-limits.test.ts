import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/messages';
import { sendGraphics, uploadPdf } from './support/graphics';
import { rawPdf } from './support/pdf-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

/** `megabytes` MiB of zeros, deflated as a stream (the bomb is ~1 KB per MiB). */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < megabytes; index++) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

const errorOf = (body: string) =>
  (JSON.parse(body) as { errors: { code: string; title: string }[] }).errors[0];

/**
 * Issue 13 hole 9 and issue 14 item 15: a PDF over a cap is refused before it is parsed,
 * with a message naming the cap; a damaged PDF is called damaged, not "not a PDF".
 */
describe(`PDF caps and refusals on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    client = new TestClient(t.app);
    await client.loginAsGuest();
    await uploadPdf(client, baseUrl, rawPdf({ pages: 1 }));
  }, 60_000);
  afterAll(() => t.close());

  it('refuses a 256 MiB Flate bomb of a few hundred KB by its decoded size', async () => {
    const bomb = rawPdf({ pages: 1, deflated: await deflatedZeros(256) });
    expect(bomb.length).toBeLessThan(400 * 1024);
    const before = Date.now();
    const outcome = await sendGraphics(client, baseUrl, bomb, 'bomb.pdf');
    expect(outcome.status).toBe(422);
    expect(errorOf(outcome.body)).toMatchObject({
      code: 'pdf_unpacks_too_large',
      title:
        'This PDF unpacks to more than 200 MB of data: export it again with compressed images at 300 DPI',
    });
    // Refused at the cap, not after decoding and drawing it all (the audit saw ~10 s each).
    expect(Date.now() - before).toBeLessThan(15_000);
  });

  it('refuses a PDF of more pages than the cap, and takes one at the cap', async () => {
    const over = await sendGraphics(client, baseUrl, rawPdf({ pages: 101 }), 'book.pdf');
    expect(over.status).toBe(422);
    expect(errorOf(over.body)).toMatchObject({
      code: 'pdf_too_many_pages',
      title: 'This PDF has 101 pages, more than the 100 we accept: upload only the pages to print',
    });
    const at = await sendGraphics(client, baseUrl, rawPdf({ pages: 100 }), 'hundred.pdf');
    expect(at.status).toBe(204);
  });

  it('calls a damaged PDF damaged, and a file that is no PDF at all not a PDF', async () => {
    const broken = Buffer.from(
      rawPdf({ pages: 1 }).toString('latin1').replace('/Type /Catalog', '/Type /Broken!'),
      'latin1',
    );
    const damaged = await sendGraphics(client, baseUrl, broken, 'cover.pdf');
    expect(damaged.status).toBe(422);
    expect(errorOf(damaged.body)).toMatchObject({
      code: 'pdf_damaged',
      title: 'This PDF is damaged: save or export it again and upload the new file',
    });
    const text = await sendGraphics(client, baseUrl, Buffer.from('just words\n'), 'cover.pdf');
    expect(errorOf(text.body)?.code).toBe('not_a_pdf');
  });

  it('words the refusals in Italian', () => {
    expect(translate('pdf_damaged', 'it', '')).toMatch(/^Questo PDF è danneggiato/);
    expect(translate('pdf_too_many_pages', 'it', '', { found: 101, limit: 100 })).toBe(
      'Questo PDF ha 101 pagine, più delle 100 che accettiamo: carica solo le pagine da stampare',
    );
  });
});

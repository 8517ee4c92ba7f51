import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi } from './support/albums';
import { makeWav } from './support/audio-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';
import { writeWebBuild } from './support/web-build';

const BROWSER = 'gzip, deflate, br, zstd';

/** The body as the browser reads it: decoded by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString();
    case 'gzip':
      return zlib.gunzipSync(raw).toString();
    case undefined:
      return raw.toString();
    default:
      throw new Error(`unexpected encoding ${String(response.headers['content-encoding'])}`);
  }
}

describe(`wire bytes on ${testDialect}: compression, caching and the catalogue's ETag`, () => {
  let t: TestApp;
  let webDir: string;
  let script: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-'));
    ({ script } = writeWebBuild(webDir));
    t = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a hashed asset precompressed by the encoding the browser takes, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': BROWSER } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(decoded(br)).toBe(script);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a font as it is, never recompressed', async () => {
    const font = await t.app.inject({
      url: '/assets/inter-abc123.woff2',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.length).toBe(4096);
  });

  it('answers page paths with index.html naming the catalogue, compressed, never stored', async () => {
    const config = await t.app.inject('/api/config');
    const token = String(config.headers.etag).replaceAll('"', '');
    const page = await t.app.inject({ url: '/dashboard', headers: { 'accept-encoding': BROWSER } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    // It says who is signed in (decision 056): no cache and no history may show it again.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(decoded(page)).toContain(`<meta name="catalogue-version" content="${token}" />`);
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    for (let n = 0; n < 3; n += 1) await createAlbumThroughApi(client);
    const list = await client.get('/api/albums?filter[mine]', { 'accept-encoding': BROWSER });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toContain('accept-encoding');
    const albums = JSON.parse(decoded(list)) as { data: unknown[] };
    expect(albums.data).toHaveLength(3);
    // Compressed in one piece (decision 040): its length is known, a fraction of the JSON's.
    expect(list.headers['content-length']).toBe(String(list.rawPayload.length));
    expect(list.rawPayload.length).toBeLessThan(decoded(list).length / 4);
    const gzip = await client.get('/api/albums?filter[mine]', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(albums);
    const plain = await client.get('/api/albums?filter[mine]');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(albums);
    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: testDialect });
  });

  it("compresses Swagger UI's files, streamed from its package as they are", async () => {
    const url = '/api/docs/static/swagger-ui-bundle.js';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({ url, headers: { 'accept-encoding': BROWSER } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(decoded(compressed)).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const css = await t.app.inject({
      url: '/api/docs/static/swagger-ui.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(decoded(css)).toContain('.swagger-ui');
  });

  it('never compresses PDF downloads, zips or audio, even when the browser would take it', async () => {
    const headers = { 'accept-encoding': BROWSER };
    const pdf = await t.app.inject({ url: '/files/template/cover-7.pdf', headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client);
    const zip = await client.get(`/api/albums/${album.data.id}/template-kit`, headers);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const baseUrl = await listen(t.app);
    const wav = makeWav({ seconds: 1, sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
    const audioId = await uploadAudio(client, baseUrl, wav);
    const audio = await client.get(`/api/audio/${audioId}/stream`, headers);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(audio.rawPayload, wav)).toBe(0);
    // The tus endpoint answers from its own handler: never through the compressor.
    const tus = await fetch(`${baseUrl}/api/uploads/`, {
      method: 'OPTIONS',
      headers: { 'tus-resumable': '1.0.0', 'accept-encoding': BROWSER },
    });
    expect(tus.status).toBe(204);
    expect(tus.headers.get('tus-version')).toContain('1.0.0');
    expect(tus.headers.get('content-encoding')).toBeNull();
    const part = await client.get(`/api/audio/${audioId}/stream`, {
      ...headers,
      range: 'bytes=0-1023',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(part.rawPayload, wav.subarray(0, 1024))).toBe(0);
  });
});

describe(`GET /api/config on ${testDialect}: one read per catalogue version`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a strong ETag naming the catalogue version, and answers 304 to If-None-Match', async () => {
    const first = await t.app.inject({
      url: '/api/config',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"c1-[\w-]+\.gzip"$/);
    const document = JSON.parse(decoded(first)) as { meta: { catalogue_version: number } };
    expect(document.meta.catalogue_version).toBe(1);

    const plain = await t.app.inject('/api/config');
    expect(plain.headers.etag).toBe(etag.replace('.gzip', ''));
    expect(plain.json()).toEqual(document);

    for (const ifNoneMatch of [etag, String(plain.headers.etag), `"x", W/${etag}`, '*']) {
      const again = await t.app.inject({
        url: '/api/config',
        headers: { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const other = await t.app.inject({
      url: '/api/config',
      headers: { 'if-none-match': '"c1-nope"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('lets the browser keep /api/config?v=<token> for a year, only for the current version', async () => {
    const token = String((await t.app.inject('/api/config')).headers.etag).replaceAll('"', '');
    const current = await t.app.inject(`/api/config?v=${token}&locale=en`);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await t.app.inject('/api/config?v=c0-old&locale=en');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('changes its ETag when another server publishes a new catalogue', async () => {
    const before = await t.app.inject('/api/config');
    const { db } = t.database.handle;
    const latest = await db
      .selectFrom('catalogue_versions')
      .select('content')
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('catalogue_versions')
      .values({
        version: 2,
        content: latest.content,
        published_at: new Date().toISOString(),
        published_by: null,
        note: 'from the other server',
      })
      .execute();
    const after = await t.app.inject({
      url: '/api/config',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toMatch(/^"c2-/);
    expect(after.json<{ meta: { catalogue_version: number } }>().meta.catalogue_version).toBe(2);
  });
});

import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeWav, sha256 } from './support/audio-files';
import { Http2Browser, TEST_CA, TLS_TEST_ENV } from './support/http2-client';
import { createTestApp, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { pageSession, writeWebBuild } from './support/web-build';

const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
const JSON_API = 'application/vnd.api+json';

/** One request over HTTP/1.1 on TLS (node:https, ALPN not offered), as an old client makes. */
function http1Get(
  url: string,
): Promise<{ status: number; version: string; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca: TEST_CA, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          version: response.httpVersion,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.once('error', reject);
  });
}

const tusMetadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Signs in as a guest and creates a tus upload of `bytes` over HTTP/2 (POST). */
async function createUpload(browser: Http2Browser, origin: string, bytes: Buffer) {
  await browser.request('POST', '/api/login/anonymous', {
    headers: { 'content-type': JSON_API },
    body: JSON.stringify({ uuid: crypto.randomUUID() }),
  });
  const grant = await browser.request('GET', '/api/upload_info/audio');
  expect(grant.status).toBe(200);
  const { upload_token: uploadToken } = grant.json<{ upload_token: string }>();
  const tus = { authorization: `Bearer ${uploadToken}`, 'tus-resumable': '1.0.0' };
  const created = await browser.send('POST', '/api/uploads/', {
    ...tus,
    'upload-length': String(bytes.length),
    'upload-metadata': tusMetadata({
      filename: 'side-a.wav',
      filetype: 'audio/wav',
      sha256: sha256(bytes),
    }),
  });
  expect(created.status).toBe(201);
  const uploadPath = new URL(String(created.headers.location), origin).pathname;
  expect(uploadPath).toMatch(/^\/api\/uploads\/[\w-]+$/);
  const patchHeaders = (offset: number) => ({
    ...tus,
    'content-type': 'application/offset+octet-stream',
    'upload-offset': String(offset),
  });
  return {
    tus,
    uploadPath,
    patchHeaders,
    patch: (offset: number, part: Buffer) =>
      browser.send('PATCH', uploadPath, patchHeaders(offset), part),
  };
}

describe(`HTTPS and HTTP/2 served by the shop itself (decision 060) on ${testDialect}`, () => {
  let t: TestApp;
  let webDir: string;
  let script: string;
  let origin: string;
  let browser: Http2Browser;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-h2-'));
    ({ script } = writeWebBuild(webDir));
    t = await createTestApp({
      webDistDir: webDir,
      env: {
        ...TLS_TEST_ENV,
        PUBLIC_ORIGIN: 'https://shop.example',
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    browser = await Http2Browser.connect(origin);
  });
  afterEach(() => browser.close());

  it('speaks HTTP/2 on TLS and answers /login with index.html carrying the page session', async () => {
    expect(browser.session.alpnProtocol).toBe('h2');
    expect(browser.session.encrypted).toBe(true);
    const page = await browser.request('GET', '/login', { headers: BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(page.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(pageSession(page.text)).toEqual({ me: 'not_authenticated' });
    // HEAD: the same headers, no body.
    const head = await browser.request('HEAD', '/login', { headers: BROWSER });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.raw.length).toBe(0);
  });

  it('serves a built asset precompressed with brotli, cached for a year', async () => {
    const asset = await browser.request('GET', '/assets/index-abc123.js', { headers: BROWSER });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.raw.length).toBeLessThan(script.length / 3);
    expect(asset.text).toBe(script);
    const plain = await browser.request('GET', '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it("answers /api/health 200 with its JSON and the shop's security headers", async () => {
    const health = await browser.request('GET', '/api/health', { headers: BROWSER });
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: testDialect });
    expect(health.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(health.headers['content-length']).toBe(String(health.raw.length));
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // HSTS on every answer over HTTPS, the API's too.
    expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it("answers a bad request with a JSON:API error, a browser's unknown path with an HTML page", async () => {
    const bad = await browser.request('POST', '/api/login/anonymous', {
      headers: { 'content-type': JSON_API },
      body: JSON.stringify({ uuid: 42 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain(JSON_API);
    expect(bad.json()).toMatchObject({ errors: [{ status: '400' }] });
    // A body Fastify cannot parse: it marks the answer `connection: close`, which HTTP/2
    // forbids (Node drops it with a process warning, once): the answer goes out without it.
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const broken = await browser.request('POST', '/api/login/anonymous', {
      headers: { 'content-type': JSON_API },
      body: '{"uuid":',
    });
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(broken.status).toBe(400);
    expect(broken.json()).toMatchObject({ errors: [{ status: '400' }] });
    expect(warnings.map((warning) => warning.message)).toEqual([]);
    const missing = await browser.request('GET', '/api/no-such-call', { headers: BROWSER });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.text).toContain('<html');
  });

  it('signs in as a guest with the CSRF token over HTTP/2, its cookies marked Secure', async () => {
    const token = await browser.csrf();
    expect(browser.cookie('csrf')).toBe(token);
    const uuid = crypto.randomUUID();
    const body = JSON.stringify({ uuid });
    const headers = { 'content-type': JSON_API };
    const forged = await browser.request('POST', '/api/login/anonymous', {
      headers: { ...headers, 'x-csrf-token': 'forged' },
      body,
    });
    expect(forged.status).toBe(403);
    expect(forged.json()).toMatchObject({ errors: [{ code: 'csrf_invalid' }] });
    const login = await browser.request('POST', '/api/login/anonymous', { headers, body });
    expect(login.status).toBe(200);
    // request.protocol is https on an HTTP/2 stream: every cookie the shop sets is Secure.
    expect(login.setCookies.length).toBeGreaterThanOrEqual(2);
    for (const line of login.setCookies) expect(line).toMatch(/;\s*Secure\b/i);
    const me = await browser.request('GET', '/api/me?refresh=true');
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ data: { attributes: { username: `uuid-${uuid}` } } });
    const page = await browser.request('GET', '/dashboard', { headers: BROWSER });
    expect(pageSession(page.text)).toEqual({ me: me.json(), albumCount: 0 });
  });

  it('takes a tus upload over HTTP/2: creation, PATCH in two chunks, HEAD, then streams it', async () => {
    const wav = makeWav({ seconds: 1, sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
    const { tus, uploadPath, patch } = await createUpload(browser, origin, wav);
    const half = Math.floor(wav.length / 2);
    const first = await patch(0, wav.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    const last = await patch(half, wav.subarray(half));
    expect(last.status).toBe(204);
    const audioId = String(last.headers['x-object-id']);
    expect(last.headers['x-object-type']).toBe('audio');
    const head = await browser.send('HEAD', uploadPath, tus);
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(wav.length));
    expect(head.headers['x-object-id']).toBe(audioId);
    const stream = await browser.request('GET', `/api/audio/${audioId}/stream`);
    expect(stream.status).toBe(200);
    expect(Buffer.compare(stream.raw, wav)).toBe(0);
    // The player's range requests.
    const range = await browser.request('GET', `/api/audio/${audioId}/stream`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${wav.length}`);
    expect(Buffer.compare(range.raw, wav.subarray(100, 200))).toBe(0);
  });

  it('resumes an upload whose PATCH stream the browser cancelled mid-chunk', async () => {
    // 10 s of CD audio, 1.7 MB, of which 1.5 MB are sent before the cut.
    const wav = makeWav({ seconds: 10, sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
    const { tus, uploadPath, patchHeaders, patch } = await createUpload(browser, origin, wav);
    // The stream is reset (RST_STREAM CANCEL) once 1.5 MB are out; the connection stays.
    const cut = browser.session.request({
      ':method': 'PATCH',
      ':path': uploadPath,
      ...patchHeaders(0),
    });
    cut.on('error', () => {});
    const closed = new Promise((resolve) => cut.once('close', resolve));
    cut.write(wav.subarray(0, 1_500_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    cut.close(http2.constants.NGHTTP2_CANCEL);
    await closed;
    // HEAD takes the upload's lock, so it answers once the cut PATCH has let go of it. On
    // HTTP/2 a reset stream ends the request body: the bytes that arrived are kept.
    const head = await browser.send('HEAD', uploadPath, tus);
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThanOrEqual(1_500_000);
    const rest = await patch(offset, wav.subarray(offset));
    expect(rest.status).toBe(204);
    const audioId = String(rest.headers['x-object-id']);
    const stream = await browser.request('GET', `/api/audio/${audioId}/stream`);
    expect(Buffer.compare(stream.raw, wav)).toBe(0);
  });

  it('redirects to the social sign-in provider with a Secure flow cookie', async () => {
    const start = await browser.request('GET', '/ext/google/login', { headers: BROWSER });
    expect(start.status).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(to.searchParams.get('redirect_uri')).toBe('https://shop.example/ext/google/callback');
    expect(start.setCookies).toEqual([expect.stringMatching(/^oauth_flow=.*;\s*Secure\b/i)]);
  });

  it('still answers HTTP/1.1 on the same TLS port', async () => {
    const health = await http1Get(`${origin}/api/health`);
    expect(health.version).toBe('1.1');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', database: testDialect });
    const csrf = await http1Get(`${origin}/api/csrf`);
    expect(csrf.status).toBe(200);
    expect(csrf.headers['set-cookie']).toEqual([expect.stringMatching(/^csrf=.*;\s*Secure\b/i)]);
  });
});

describe(`HSTS with the shop's own certificate on ${testDialect}`, () => {
  it('is sent for a public https origin, not for the default https://localhost', async () => {
    for (const [origin, hsts] of [
      [undefined, false],
      ['https://shop.example', true],
    ] as const) {
      const t = await createTestApp({
        env: { ...TLS_TEST_ENV, ...(origin && { PUBLIC_ORIGIN: origin }) },
      });
      try {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = t.app.server.address() as AddressInfo;
        const answer = await http1Get(`https://127.0.0.1:${port}/api/csrf`);
        expect(answer.status).toBe(200);
        expect('strict-transport-security' in answer.headers, origin).toBe(hsts);
      } finally {
        await t.close();
      }
    }
  });
});

describe(`closing the shop with HTTP/2 connections open on ${testDialect}`, () => {
  it('answers the upload in flight, ends idle connections and closes within seconds', async () => {
    const t = await createTestApp({ env: TLS_TEST_ENV });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // A browser that has loaded a page and keeps its connection, as browsers do.
    const idle = await Http2Browser.connect(origin);
    const browser = await Http2Browser.connect(origin);
    let closing: Promise<void> | undefined;
    try {
      expect((await idle.request('GET', '/api/health')).status).toBe(200);
      const wav = makeWav({ seconds: 1, sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
      const { patchHeaders, uploadPath } = await createUpload(browser, origin, wav);
      const half = Math.floor(wav.length / 2);
      const stream = browser.session.request({
        ':method': 'PATCH',
        ':path': uploadPath,
        ...patchHeaders(0),
      });
      const answered = new Promise<Record<string, unknown>>((resolve, reject) => {
        stream.once('response', resolve);
        stream.once('error', reject);
      });
      stream.write(wav.subarray(0, half));
      await new Promise((resolve) => setTimeout(resolve, 200));
      let closed = false;
      closing = t.app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      stream.end(wav.subarray(half));
      const answer = await answered;
      expect(answer[':status']).toBe(204);
      expect(answer['x-object-id']).toEqual(expect.any(String));
      // Node 20 alone waited for the idle connection's session timeout (72 s).
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      expect(closed).toBe(true);
      expect(idle.session.closed).toBe(true);
    } finally {
      idle.session.destroy();
      browser.session.destroy();
      await (closing ?? t.app.close());
      await t.database.cleanup();
    }
  });
});

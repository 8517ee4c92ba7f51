import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen, uploadToken } from '../support/uploads';

/**
 * Issue 13 hole 1: the tus endpoint acts on the upload the route authorised, whatever the
 * Host and X-Forwarded-* headers say, and the upload URL it hands out comes from
 * PUBLIC_ORIGIN. User B, with B's own token and upload UB, forges headers that once made
 * tus rebuild the URL as A's upload UA: A's offset, bytes and row must not move.
 */

const PUBLIC_ORIGIN = 'https://shop.example';
const A_LENGTH = 4000;
const A_OFFSET = 1000;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP call: fetch would not send a forged Host. */
function rawCall(
  baseUrl: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method, path: pathname, headers, setHost: !('Host' in headers) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const metadata = (fileName: string) =>
  `filename ${Buffer.from(fileName).toString('base64')},sha256 ${Buffer.from('a'.repeat(64)).toString('base64')}`;

/** Forged headers aimed at A's upload `ua`, as the audit sent them. */
function forgeries(host: string, ua: string): [string, Record<string, string>][] {
  const target = `${host}/api/uploads/${ua}`;
  return [
    ['Host with a path and "?"', { Host: `${target}?` }],
    ['Host with a path and "#"', { Host: `${target}#` }],
    [
      'X-Forwarded-Host and -Proto',
      { 'X-Forwarded-Host': `${target}?`, 'X-Forwarded-Proto': 'https' },
    ],
    ['Forwarded host=', { Forwarded: `host="${target}?";proto=https` }],
  ];
}

const METHODS = ['HEAD', 'PATCH', 'DELETE'] as const;

describe.each([false, true])(
  `tus with forged Host headers (TRUST_PROXY=%s) on ${testDialect}`,
  (trustProxy) => {
    let t: TestApp;
    let baseUrl: string;
    let host: string;
    let a: { token: string; uploadId: string };
    let b: { token: string };
    let passed = 0;
    let run = 0;

    beforeAll(async () => {
      t = await createTestApp({
        env: { PUBLIC_ORIGIN, TRUST_PROXY: String(trustProxy) },
      });
      baseUrl = await listen(t.app);
      host = new URL(baseUrl).host;
      const clientA = new TestClient(t.app);
      await clientA.loginAsGuest();
      const tokenA = await uploadToken(clientA);
      const created = await createUpload(tokenA, 'a-secret-master.wav');
      const uploadId = created.headers.location?.split('/').pop() ?? '';
      const patched = await rawCall(
        baseUrl,
        'PATCH',
        `/api/uploads/${uploadId}`,
        {
          'Tus-Resumable': '1.0.0',
          Authorization: `Bearer ${tokenA}`,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        Buffer.alloc(A_OFFSET, 7),
      );
      expect(patched.status).toBe(204);
      a = { token: tokenA, uploadId };
      const clientB = new TestClient(t.app);
      await clientB.loginAsGuest();
      b = { token: await uploadToken(clientB) };
    });
    afterAll(async () => {
      console.log(`tus forged-host (TRUST_PROXY=${trustProxy}) ${passed}/${run}`);
      await t.close();
    });

    function createUpload(token: string, fileName: string) {
      return rawCall(baseUrl, 'POST', '/api/uploads/', {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${token}`,
        'Upload-Length': String(A_LENGTH),
        'Upload-Metadata': metadata(fileName),
      });
    }

    const stagedBytesOfA = () =>
      createHash('sha256')
        .update(fs.readFileSync(path.join(t.database.dataDir, 'uploads', a.uploadId)))
        .digest('hex');

    async function stateOfA() {
      const head = await rawCall(baseUrl, 'HEAD', `/api/uploads/${a.uploadId}`, {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${a.token}`,
      });
      const row = await t.database.handle.db
        .selectFrom('uploads')
        .select(['id', 'user_id'])
        .where('id', '=', a.uploadId)
        .executeTakeFirst();
      return {
        status: head.status,
        offset: head.headers['upload-offset'],
        row: row?.id,
        bytes: stagedBytesOfA(),
      };
    }

    const cases = METHODS.flatMap((method) =>
      forgeries('HOST', 'UA').map(([name], index) => ({ method, name, index })),
    );

    it.each(cases)("$method with $name cannot reach A's upload", async ({ method, index }) => {
      run += 1;
      const before = await stateOfA();
      expect(before).toMatchObject({ status: 200, offset: String(A_OFFSET), row: a.uploadId });
      const created = await createUpload(b.token, 'b-own.wav');
      expect(created.status).toBe(201);
      const ub = created.headers.location?.split('/').pop() ?? '';
      const forged = forgeries(host, a.uploadId)[index]?.[1] ?? {};
      const answer = await rawCall(
        baseUrl,
        method,
        `/api/uploads/${ub}`,
        {
          'Tus-Resumable': '1.0.0',
          Authorization: `Bearer ${b.token}`,
          ...(method === 'PATCH' && {
            'Upload-Offset': String(A_OFFSET),
            'Content-Type': 'application/offset+octet-stream',
          }),
          ...forged,
        },
        method === 'PATCH' ? Buffer.alloc(500, 9) : undefined,
      );
      // B hears about B's own upload only: never A's offset, length or file name.
      expect(answer.headers['upload-metadata'] ?? '').not.toContain(
        Buffer.from('a-secret-master.wav').toString('base64'),
      );
      if (method === 'HEAD') {
        expect(answer.status).toBe(200);
        expect(answer.headers['upload-offset']).toBe('0');
      } else if (method === 'PATCH') {
        // B's upload is at 0, so B's offset of 1000 is a conflict on B's own upload.
        expect(answer.status).toBe(409);
      } else {
        expect(answer.status).toBe(204);
        const bRow = await t.database.handle.db
          .selectFrom('uploads')
          .select('id')
          .where('id', '=', ub)
          .executeTakeFirst();
        expect(bRow).toBeUndefined();
      }
      expect(await stateOfA()).toEqual(before);
      passed += 1;
    });

    it.each([
      ['Host', { Host: 'evil.example' }],
      ['X-Forwarded-Host', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' }],
    ])(
      'upload_info with a forged %s answers the PUBLIC_ORIGIN upload URL',
      async (_name, headers) => {
        run += 1;
        const client = new TestClient(t.app);
        await client.loginAsGuest();
        const response = await client.get('/api/upload_info/audio', headers);
        expect(response.statusCode).toBe(200);
        expect(response.json<{ upload_url: string }>().upload_url).toBe(
          `${PUBLIC_ORIGIN}/api/uploads/`,
        );
        passed += 1;
      },
    );
  },
);

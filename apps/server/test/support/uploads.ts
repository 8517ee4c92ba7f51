import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import * as tus from 'tus-js-client';
import { sha256 } from './audio-files';
import type { TestClient } from './test-app';

/** Starts the app on a random loopback port (tus needs a real socket) and returns its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function uploadToken(client: TestClient): Promise<string> {
  const response = await client.get('/api/upload_info/audio');
  if (response.statusCode !== 200) throw new Error(`no upload grant: ${response.body}`);
  return response.json<{ upload_token: string }>().upload_token;
}

export interface UploadOutcome {
  status: number;
  objectId: string | null;
  objectType: string | null;
  uploadUrl: string | null;
  body: string;
}

export interface UploadOptions {
  baseUrl: string;
  token: string;
  bytes: Buffer;
  fileName: string;
  /** The SHA-256 sent as metadata; the file's own by default. */
  checksum?: string;
  /** Resume this upload instead of creating one. */
  uploadUrl?: string;
  chunkSize?: number;
  /** Cuts the connection once this many bytes are sent (mid-chunk): resolves with status 0. */
  cutAt?: number;
  /** Told the bytes sent so far, as the tus client reports them. */
  onProgress?: (bytesSent: number) => void;
}

/**
 * One upload with the real tus client, as the browser's Uppy does: resolves with the
 * status of the last answer and the object the server made (X-Object-Id).
 */
export function uploadWithTus(options: UploadOptions): Promise<UploadOutcome> {
  let cut = false;
  return new Promise((resolve) => {
    const upload: tus.Upload = new tus.Upload(options.bytes, {
      endpoint: `${options.baseUrl}/api/uploads/`,
      ...(options.uploadUrl && { uploadUrl: options.uploadUrl }),
      chunkSize: options.chunkSize ?? 64 * 1024,
      retryDelays: null,
      storeFingerprintForResuming: false,
      headers: { Authorization: `Bearer ${options.token}` },
      metadata: {
        filename: options.fileName,
        filetype: 'audio/wav',
        sha256: options.checksum ?? sha256(options.bytes),
      },
      onProgress: (bytesSent) => {
        options.onProgress?.(bytesSent);
        if (options.cutAt === undefined || bytesSent < options.cutAt || cut) return;
        cut = true;
        void upload.abort().then(() =>
          resolve({
            status: 0,
            objectId: null,
            objectType: null,
            uploadUrl: upload.url,
            body: '',
          }),
        );
      },
      onSuccess: ({ lastResponse }) =>
        resolve({
          status: lastResponse.getStatus(),
          objectId: lastResponse.getHeader('X-Object-Id') ?? null,
          objectType: lastResponse.getHeader('X-Object-Type') ?? null,
          uploadUrl: upload.url,
          body: lastResponse.getBody() ?? '',
        }),
      onError: (error) => {
        const response = (error as tus.DetailedError).originalResponse;
        resolve({
          status: response?.getStatus() ?? 0,
          objectId: null,
          objectType: null,
          uploadUrl: upload.url,
          body: response?.getBody() ?? String(error),
        });
      },
    });
    upload.start();
  });
}

/** Uploads a file and returns the new audio's id (throws when the server refuses it). */
export async function uploadAudio(
  client: TestClient,
  baseUrl: string,
  bytes: Buffer,
  fileName = 'track.wav',
): Promise<string> {
  const outcome = await uploadWithTus({
    baseUrl,
    token: await uploadToken(client),
    bytes,
    fileName,
  });
  if (!outcome.objectId) throw new Error(`upload refused (${outcome.status}): ${outcome.body}`);
  return outcome.objectId;
}

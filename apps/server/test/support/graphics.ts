import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './test-app';
import { uploadWithTus, type UploadOutcome } from './uploads';

export interface FileResource {
  id: string;
  attributes: { title: string; file_name: string; page_count: number; size: number };
  meta: {
    media_url: string;
    relation?: { params: { type: string; source: string; acknowledged: boolean } };
    thumbnail: { url: string | null; ready: boolean; error?: string };
    print_check?: {
      template: string | null;
      expected: { width: number; height: number } | null;
      complete: boolean;
      problems: { code: string; [key: string]: unknown }[];
      needs_acknowledgement: boolean;
      acknowledged: boolean;
    };
  };
}

export type ThumbnailsDocument = {
  data: Record<string, Record<string, { url: string | null; ready: boolean; error?: string }>>;
};

/** `GET /api/upload_info/files`: a token for graphics uploads. */
export async function filesToken(client: TestClient): Promise<string> {
  const response = await client.get('/api/upload_info/files');
  if (response.statusCode !== 200) throw new Error(`no upload grant: ${response.body}`);
  return response.json<{ upload_token: string }>().upload_token;
}

/** Uploads a PDF (or anything) over tus as the browser does, with a graphics token. */
export async function sendGraphics(
  client: TestClient,
  baseUrl: string,
  bytes: Buffer,
  fileName = 'artwork.pdf',
): Promise<UploadOutcome> {
  return uploadWithTus({ baseUrl, token: await filesToken(client), bytes, fileName });
}

/** Uploads a PDF and returns the new file's id (throws when the server refuses it). */
export async function uploadPdf(
  client: TestClient,
  baseUrl: string,
  bytes: Buffer,
  fileName = 'artwork.pdf',
): Promise<string> {
  const outcome = await sendGraphics(client, baseUrl, bytes, fileName);
  if (!outcome.objectId || outcome.objectType !== 'files') {
    throw new Error(`upload refused (${outcome.status}): ${outcome.body}`);
  }
  return outcome.objectId;
}

export const fileLink = (
  id: string,
  type: string,
  params: { source?: string; acknowledged?: boolean } = {},
) => ({
  data: [
    { type: 'files', id, meta: { relation: { params: { type, source: 'upload', ...params } } } },
  ],
});

/** `POST /api/albums/{id}/relationships/{kind}` with one file in the slot `type`. */
export function attachFile(
  client: TestClient,
  albumId: string,
  kind: string,
  fileId: string,
  type: string,
  params: { source?: string; acknowledged?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return client.post(
    `/api/albums/${albumId}/relationships/${kind}`,
    fileLink(fileId, type, params),
  );
}

export async function listKind(client: TestClient, albumId: string, kind: string) {
  const response = await client.get(`/api/albums/${albumId}/${kind}`);
  if (response.statusCode !== 200) throw new Error(`no list: ${response.body}`);
  return response.json<{ data: FileResource[] }>().data;
}

/** Polls the thumbnails call as the preview does, until every thumbnail is settled. */
export async function settledThumbnails(
  client: TestClient,
  albumId: string,
  timeoutMs = 15_000,
): Promise<ThumbnailsDocument['data']> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(`/api/albums/${albumId}/thumbnails`);
    const data = response.json<ThumbnailsDocument>().data;
    const all = Object.values(data).flatMap((byType) => Object.values(byType));
    if (all.every((thumbnail) => thumbnail.ready || thumbnail.error)) return data;
    if (Date.now() > until) throw new Error(`thumbnails not settled: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

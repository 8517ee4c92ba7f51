import { withTracks, type AlbumOptions } from '@vinyl/domain';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './albums';
import { makeWav } from './audio-files';
import { attachFile, settledThumbnails, uploadPdf } from './graphics';
import { makePdf } from './pdf-files';
import type { TestClient } from './test-app';
import { uploadAudio } from './uploads';

export interface ReadyAlbumOptions {
  format?: string;
  /** 2 makes a double (tracks go on disc 1). */
  discs?: number;
  title?: string;
  author?: string;
  quantity?: number;
  /** Seconds of each track, per side of the (single) disc. */
  sides?: { a: number[]; b: number[] };
  /** Groups of album_options to change before the files go in (checked by the server). */
  options?: (saved: AlbumOptions) => Partial<AlbumOptions>;
  /** Print PDFs to upload, by slot; the printed cover's external file by default. */
  files?: { kind: string; type: string; widthMm: number; heightMm: number; rgbFill?: boolean }[];
}

export interface ReadyAlbum {
  id: string;
  vinylId: string;
  options: AlbumOptions;
  fileIds: Record<string, string>;
}

/**
 * An album a customer could order, made only through the API as the web app does: one
 * disc (or two), title and author, real WAV tracks on each side, the options chosen and
 * the print PDFs uploaded over tus, with their thumbnails settled.
 */
export async function createReadyAlbum(
  client: TestClient,
  baseUrl: string,
  wanted: ReadyAlbumOptions = {},
): Promise<ReadyAlbum> {
  const album = await createAlbumThroughApi(client, wanted.format ?? '7', wanted.discs ?? 1);
  const id = album.data.id;
  const vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
  const patch = async (attributes: Record<string, unknown>) => {
    const response = await client.request('PATCH', `/api/albums/${id}`, albumPatch(attributes));
    if (response.statusCode !== 200) throw new Error(`album not saved: ${response.body}`);
    return response.json<AlbumDocument>();
  };
  await patch({
    title: wanted.title ?? 'Songs',
    author: wanted.author ?? 'The Band',
    quantity: wanted.quantity ?? 2,
  });
  if (wanted.options) {
    const saved = (await client.get(`/api/albums/${id}`)).json<AlbumDocument>().data.attributes
      .album_options as unknown as AlbumOptions;
    await patch({ album_options: wanted.options(saved) });
  }
  const sides = wanted.sides ?? { a: [20], b: [25] };
  let frequency = 300;
  for (const side of ['a', 'b'] as const) {
    for (const seconds of sides[side]) {
      frequency += 40;
      const audioId = await uploadAudio(
        client,
        baseUrl,
        makeWav({ seconds, frequency, sampleRate: 2000 }),
        `${side}-${frequency}.wav`,
      );
      const url = `/api/vinyls/${vinylId}/relationships/side_${side}_tracks`;
      const linked = await client.post(url, { data: [{ type: 'audio', id: audioId }] });
      if (linked.statusCode !== 200) throw new Error(`track not added: ${linked.body}`);
    }
  }
  // Save and continue, as the web app does: each disc's sides and seconds into the options.
  const current = (await client.get(`/api/albums/${id}`)).json<AlbumDocument>().data.attributes
    .album_options as unknown as AlbumOptions;
  const seconds = (list: number[]) => list.map((duration) => ({ duration }));
  const discs = [{ sideA: seconds(sides.a), sideB: seconds(sides.b) }];
  if ((wanted.discs ?? 1) === 2) discs.push({ sideA: [], sideB: [] });
  await patch({ album_options: withTracks(current, discs, Number.POSITIVE_INFINITY) });
  const files = wanted.files ?? [
    { kind: 'cover_print', type: 'external', widthMm: 190, heightMm: 190 },
  ];
  const fileIds: Record<string, string> = {};
  for (const file of files) {
    const pdf = await makePdf({
      widthMm: file.widthMm,
      heightMm: file.heightMm,
      ...(file.rgbFill && { rgbFill: true }),
    });
    const fileId = await uploadPdf(client, baseUrl, pdf, `${file.kind}-${file.type}.pdf`);
    const attached = await attachFile(client, id, file.kind, fileId, file.type, {
      acknowledged: true,
    });
    if (attached.statusCode !== 200) throw new Error(`file not attached: ${attached.body}`);
    fileIds[`${file.kind}/${file.type}`] = fileId;
  }
  if (files.length > 0) await settledThumbnails(client, id);
  const saved = (await client.get(`/api/albums/${id}`)).json<AlbumDocument>();
  return {
    id,
    vinylId,
    options: saved.data.attributes.album_options as unknown as AlbumOptions,
    fileIds,
  };
}

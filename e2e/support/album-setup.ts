import type { Page } from '@playwright/test';
import {
  applyOptionChange,
  checkAlbumOptions,
  defaultRpm,
  discTitle,
  sideLimitFor,
  withTracks,
  type Catalog,
  type Format,
  type Rpm,
  type VinylsQuantity,
} from '@vinyl/domain';
import {
  getAlbum,
  patchAlbum,
  send,
  shopCatalogue,
  uploadAudio,
  type AlbumResource,
} from './album-api';
import { openAsGuest, signInGuestThroughApi, type ApiAlbum } from './guest-api';
import { wav } from './wav';

/**
 * A guest's album made through the API, the calls the web app makes, for journeys whose
 * subject is a later screen (decision 050). The screens skipped here are driven in full by
 * albums.spec.ts (login, formats, title) and by the first journey of payment.spec.ts
 * (tracks, options, graphics, preview, summary, paid).
 */

/**
 * The creation flow of the formats screen (spec 2 §4): the album at the format's usual
 * speed, its discs linked to it, then the title saved as the title step's Next saves it.
 */
async function createAlbum(
  page: Page,
  catalog: Catalog,
  { format, discs, title }: { format: Format; discs: VinylsQuantity; title: string },
): Promise<ApiAlbum> {
  const rpm = defaultRpm(catalog, format);
  const created = await send<{ data: AlbumResource }>(
    page,
    'POST',
    '/api/albums',
    {
      data: {
        type: 'albums',
        attributes: {
          status: 'draft',
          album_format: format,
          ...(rpm && { album_rpm: rpm }),
          album_status: 'in_progress',
          album_progress: 'vinyls',
        },
      },
    },
    201,
  );
  const albumId = created.data.id;
  const vinylIds: string[] = [];
  for (let disc = 1; disc <= discs; disc++) {
    const vinyl = await send<{ data: { id: string } }>(
      page,
      'POST',
      '/api/vinyls',
      {
        data: {
          type: 'vinyls',
          attributes: {
            status: 'draft',
            title: discTitle(created.data.attributes.title, disc, discs),
          },
        },
      },
      201,
    );
    await send(
      page,
      'POST',
      `/api/vinyls/${vinyl.data.id}/relationships/vinyl_of`,
      { data: { type: 'albums', id: albumId } },
      200,
    );
    vinylIds.push(vinyl.data.id);
  }
  await patchAlbum(page, albumId, {
    title,
    author: '',
    description: '',
    album_progress: 'tracks',
  });
  return { albumId, vinylIds };
}

/**
 * The tracks step done: a short WAV on side A and on side B of the first disc (named
 * "Side A.wav", "Side B.wav"), then Save and continue's summary of them.
 */
async function fillBothSides(page: Page, catalog: Catalog, album: ApiAlbum): Promise<void> {
  const vinylId = album.vinylIds[0] ?? '';
  const seconds = 8;
  for (const side of ['a', 'b'] as const) {
    const audioId = await uploadAudio(page, `Side ${side.toUpperCase()}.wav`, wav(seconds));
    await send(
      page,
      'POST',
      `/api/vinyls/${vinylId}/relationships/side_${side}_tracks`,
      { data: [{ type: 'audio', id: audioId }] },
      200,
    );
  }
  const saved = await getAlbum(page, album.albumId);
  const limit =
    sideLimitFor(
      catalog,
      saved.attributes.album_format as Format,
      saved.attributes.album_rpm as Rpm | null,
    ) ?? Number.POSITIVE_INFINITY;
  const discs = album.vinylIds.map((_, index) =>
    index === 0
      ? { sideA: [{ duration: seconds }], sideB: [{ duration: seconds }] }
      : { sideA: [], sideB: [] },
  );
  await patchAlbum(page, album.albumId, {
    album_options: withTracks(saved.attributes.album_options, discs, limit),
    album_progress: 'options',
  });
}

/** The options step's Save and continue: the defaults, or a cover of `coverColour`. */
async function saveOptions(
  page: Page,
  catalog: Catalog,
  album: ApiAlbum,
  coverColour: string | null,
): Promise<void> {
  const saved = await getAlbum(page, album.albumId);
  const context = {
    format: saved.attributes.album_format as Format,
    vinylsQuantity: album.vinylIds.length as VinylsQuantity,
    quantity: saved.attributes.quantity ?? 1,
  };
  const options = coverColour
    ? applyOptionChange(
        catalog,
        saved.attributes.album_options,
        { part: 'coverColour', value: coverColour },
        context,
      )
    : saved.attributes.album_options;
  const checked = checkAlbumOptions(catalog, options, context);
  if (!checked.ok) throw new Error(checked.message);
  await patchAlbum(page, album.albumId, {
    album_options: checked.value,
    album_progress: 'file-uploader',
  });
}

export type AlbumStep = 'texts' | 'tracks' | 'graphics' | 'summary';

const STEP_PATHS: Record<AlbumStep, string> = {
  texts: '/texts',
  tracks: '/tracks-uploader',
  graphics: '/file-uploader',
  summary: '/preview?view=1',
};

/**
 * A new English-speaking guest's album made through the API and opened at `step`:
 * `'texts'` and `'tracks'` (titled, no tracks yet); `'graphics'` (a short WAV on each side
 * of the first disc, the format's default options saved); `'summary'` (the same with a
 * white cover, so nothing to print, as orderableSingleAtSummary makes it through the
 * screens). Returns the album's id and discs.
 */
export async function guestAlbumThroughApi(
  page: Page,
  step: AlbumStep,
  { title, format = '7', discs = 1 }: { title: string; format?: Format; discs?: VinylsQuantity },
): Promise<ApiAlbum> {
  const guest = await signInGuestThroughApi(page, 'en');
  const catalog = await shopCatalogue(page);
  const album = await createAlbum(page, catalog, { format, discs, title });
  if (step === 'graphics' || step === 'summary') {
    await fillBothSides(page, catalog, album);
    await saveOptions(page, catalog, album, step === 'summary' ? 'White' : null);
  }
  if (step === 'summary') await patchAlbum(page, album.albumId, { album_progress: 'preview' });
  await openAsGuest(page, { guest, lang: 'en', path: STEP_PATHS[step], album });
  return album;
}

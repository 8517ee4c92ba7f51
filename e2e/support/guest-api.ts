import { createHash, pbkdf2Sync, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  applyOptionChange,
  CatalogSchema,
  checkAlbumOptions,
  defaultRpm,
  discTitle,
  sideLimitFor,
  withTracks,
  type AlbumOptions,
  type Catalog,
  type Format,
  type Rpm,
  type VinylsQuantity,
} from '@vinyl/domain';
import { wav } from './wav';

/**
 * A guest and an album made through the API, the calls the web app makes, for journeys
 * whose subject is a later screen (decision 050). The screens skipped here are driven in
 * full by albums.spec.ts (login, formats, title) and by the first journey of
 * payment.spec.ts (tracks, options, graphics, preview, summary, paid).
 */

const JSON_API = 'application/vnd.api+json';

interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
}

/**
 * The bot check solved here, as ALTCHA's widget solves it in the browser (PBKDF2 over the
 * nonce and a big-endian 32-bit counter until the derived key starts with the prefix): a new
 * guest needs it, and the shop under test keeps its check on.
 */
async function solveBotCheck(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/bot-check')).json()) as {
    provider: string;
    challenge_url: string | null;
  };
  expect(config.provider, 'the journeys run with ALTCHA').toBe('altcha');
  const challenge = (await (
    await page.request.get(config.challenge_url ?? '')
  ).json()) as AltchaChallenge;
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  expect(algorithm).toBe('PBKDF2/SHA-256');
  const nonceBytes = Buffer.from(nonce, 'hex');
  const password = Buffer.alloc(nonceBytes.length + 4);
  nonceBytes.copy(password);
  const saltBytes = Buffer.from(salt, 'hex');
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter < 0x1_0000_0000; counter++) {
    password.writeUInt32BE(counter, nonceBytes.length);
    const derivedKey = pbkdf2Sync(password, saltBytes, cost, keyLength, 'sha256').toString('hex');
    if (derivedKey.startsWith(prefix)) {
      const payload = { challenge, solution: { counter, derivedKey } };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('no solution to the ALTCHA challenge');
}

async function csrfToken(page: Page): Promise<string> {
  const answer = await page.request.get('/api/csrf');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A JSON:API call with the CSRF token, as the web app's client sends it; the answer's body. */
async function send<T>(
  page: Page,
  method: 'POST' | 'PATCH',
  url: string,
  data: unknown,
  expected: number,
): Promise<T> {
  const answer = await page.request.fetch(url, {
    method,
    headers: { 'X-CSRF-Token': await csrfToken(page), 'Content-Type': JSON_API },
    data,
  });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(expected);
  return (await answer.json()) as T;
}

/**
 * A new guest signed in through `POST /api/login/anonymous`, with the language chosen
 * (the `lang` cookie, as the login screen's switch writes it): the page's context holds the
 * session. Returns the guest's uuid.
 */
export async function signInGuestThroughApi(page: Page, lang: 'en' | 'it'): Promise<string> {
  const { origin } = new URL((await page.request.get('/api/health')).url());
  await page.context().addCookies([{ name: 'lang', value: lang, url: origin, sameSite: 'Lax' }]);
  const uuid = randomUUID();
  const answer = await page.request.post('/api/login/anonymous', {
    headers: { 'X-CSRF-Token': await csrfToken(page) },
    data: { uuid, bot_check: await solveBotCheck(page) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return uuid;
}

export async function shopCatalogue(page: Page): Promise<Catalog> {
  const answer = await page.request.get('/api/config');
  const { data } = (await answer.json()) as {
    data: { attributes: { name: string; content: string } }[];
  };
  const entry = data.find((item) => item.attributes.name === 'Catalog');
  return CatalogSchema.parse(JSON.parse(entry?.attributes.content ?? 'null'));
}

interface AlbumResource {
  id: string;
  attributes: {
    title: string | null;
    album_format: string;
    album_rpm: string | null;
    album_progress: string;
    album_status: string;
    quantity: number | null;
    album_options: AlbumOptions;
  };
}

async function getAlbum(page: Page, albumId: string): Promise<AlbumResource> {
  const answer = await page.request.get(`/api/albums/${albumId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: AlbumResource }).data;
}

async function patchAlbum(page: Page, albumId: string, attributes: Record<string, unknown>) {
  const body = { data: { type: 'albums', id: albumId, attributes } };
  return (await send<{ data: AlbumResource }>(page, 'PATCH', `/api/albums/${albumId}`, body, 200))
    .data;
}

/** An audio file sent over tus in one piece (creation, then one PATCH), as Uppy sends it. */
async function uploadAudio(page: Page, name: string, bytes: Buffer): Promise<string> {
  const grant = (await (await page.request.get('/api/upload_info/audio')).json()) as {
    upload_url: string;
    upload_token: string;
  };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${grant.upload_token}` };
  const created = await page.request.post(grant.upload_url, {
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${b64(name)},filetype ${b64('audio/wav')},sha256 ${b64(sha256)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers()['location'] ?? '', grant.upload_url).toString();
  const sent = await page.request.patch(location, {
    headers: {
      ...tus,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  const audioId = sent.headers()['x-object-id'] ?? '';
  expect(audioId, 'the upload became an audio').not.toBe('');
  return audioId;
}

export interface ApiAlbum {
  albumId: string;
  vinylIds: string[];
}

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

/**
 * Opens `path` as the guest, with the stored session (spec 1 §3) the app keeps: the guest,
 * the language and, given an album, that album as reopening it from the dashboard stores it
 * (`albumStateFrom`).
 */
export async function openAsGuest(
  page: Page,
  { uuid, lang, path, album }: { uuid: string; lang: 'en' | 'it'; path: string; album?: ApiAlbum },
): Promise<void> {
  const state: Record<string, unknown> = {
    user: null,
    isAnonymous: true,
    uuidUser: uuid,
    lang,
    cart: [],
    albumId: null,
    albumTitle: null,
    albumProgress: null,
    albumFormat: null,
    albumRpm: null,
    albumQuantity: null,
    vinylsId: [],
    albumOptions: { tracks: { number: 0, exceeded: false } },
    albumOrdered: false,
  };
  if (album) {
    const { attributes } = await getAlbum(page, album.albumId);
    const rpm = Number(attributes.album_rpm);
    Object.assign(state, {
      albumId: album.albumId,
      albumTitle: attributes.title,
      albumProgress: attributes.album_progress,
      albumFormat: attributes.album_format,
      albumRpm: Number.isFinite(rpm) && rpm > 0 ? { value: rpm } : null,
      albumQuantity: attributes.quantity,
      vinylsId: album.vinylIds,
      albumOptions: attributes.album_options,
      albumOrdered: attributes.album_status === 'ordered',
    });
  }
  // A page of the shop's origin to write its storage in: the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate((stored) => {
    localStorage.setItem('vinyl-shop-session', JSON.stringify({ state: stored, version: 1 }));
  }, state);
  await page.goto(path);
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
  const uuid = await signInGuestThroughApi(page, 'en');
  const catalog = await shopCatalogue(page);
  const album = await createAlbum(page, catalog, { format, discs, title });
  if (step === 'graphics' || step === 'summary') {
    await fillBothSides(page, catalog, album);
    await saveOptions(page, catalog, album, step === 'summary' ? 'White' : null);
  }
  if (step === 'summary') await patchAlbum(page, album.albumId, { album_progress: 'preview' });
  await openAsGuest(page, { uuid, lang: 'en', path: STEP_PATHS[step], album });
  return album;
}

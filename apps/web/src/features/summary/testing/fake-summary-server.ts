import {
  checkAlbumOptions,
  createDefaultAlbumOptions,
  defaultCatalogue,
  parseQuantity,
  withTracks,
  type AlbumOptions,
} from '@vinyl/domain';
import { configRoute } from '../../../shared/checkout/testing/checkout-routes';
import { albumResource, type FakeResponse, type Handler } from '../../../test/fake-api';

export interface SummaryServerSetup {
  /** Changes the default 12″ single (black vinyl, white label, printed cover). */
  change?: (options: AlbumOptions) => void;
  attributes?: Record<string, unknown>;
  /** Tracks per side as [title, seconds]; side A has two tracks unless given. */
  sideA?: [string, number][];
  sideB?: [string, number][];
  exceeded?: boolean;
  /** Stored options that do not reflect the tracks (sides and seconds left at the defaults). */
  staleOptions?: boolean;
  /** Print files present, as kind → types; the printed cover's file unless given. */
  files?: Record<string, string[]>;
}

/** Seconds a 12″ side holds at 33 rpm in the default catalogue. */
const SIDE_LIMIT = 1320;

const sideDocument = (tracks: [string, number][], exceeded: boolean) => ({
  data: tracks.map(([title, duration], index) => ({
    type: 'audio',
    id: `t-${title}-${index}`,
    attributes: { title, duration, side: 'a', order: index, exceeded: false },
  })),
  meta: {
    duration: tracks.reduce((sum, [, seconds]) => sum + seconds, 0),
    limit: SIDE_LIMIT,
    exceeded,
  },
});

/**
 * Album a1 (one disc v1) behind the summary's calls, answering as the server does: a
 * quantity PATCH prices the stored options again with the domain at the new quantity.
 */
export function fakeSummaryServer(setup: SummaryServerSetup = {}) {
  const sideA = setup.sideA ?? [
    ['Morning', 245],
    ['Tide', 61],
  ];
  const sideB = setup.sideB ?? [];
  const seconds = (tracks: [string, number][]) => tracks.map(([, duration]) => ({ duration }));
  const defaults = createDefaultAlbumOptions('12', 1, defaultCatalogue, { albumId: 'a1' });
  setup.change?.(defaults);
  /** What the tracks step saved: the options with each disc's sides and seconds. */
  const withMusic = withTracks(
    defaults,
    [{ sideA: seconds(sideA), sideB: seconds(sideB) }],
    SIDE_LIMIT,
  );
  const options = setup.staleOptions ? defaults : withMusic;
  let album: { attributes: Record<string, unknown> } = albumResource('a1', {
    album_format: '12',
    album_rpm: '33',
    album_progress: 'preview',
    title: 'Blue Hours',
    author: 'The Tides',
    album_options: options,
    ...setup.attributes,
  });
  const patches: Record<string, unknown>[] = [];
  const patch: Handler = ({ init }) => {
    const { attributes } = (
      JSON.parse(String(init.body)) as { data: { attributes: Record<string, unknown> } }
    ).data;
    patches.push(attributes);
    const quantity = parseQuantity(attributes.quantity ?? album.attributes.quantity);
    const stored = album.attributes.album_options as AlbumOptions;
    const checked = checkAlbumOptions(defaultCatalogue, stored, {
      format: '12',
      vinylsQuantity: 1,
      quantity,
    });
    if (!checked.ok) throw new Error(checked.message);
    album = {
      ...album,
      attributes: { ...album.attributes, ...attributes, quantity, album_options: checked.value },
    };
    return { body: { data: album } };
  };
  const files = setup.files ?? { cover_print: ['external'] };
  const fileList = (kind: string) => ({
    body: {
      data: (files[kind] ?? []).map((type) => ({
        type: 'files',
        id: `${kind}-${type}`,
        meta: { relation: { params: { type, source: 'upload' } } },
      })),
    },
  });
  const routes: Record<string, FakeResponse | Handler> = {
    'GET /api/config': configRoute(),
    'GET /api/albums/a1': () => ({ body: { data: album } }),
    'PATCH /api/albums/a1': patch,
    'GET /api/albums/a1/relationships/has_vinyls': {
      body: { data: [{ type: 'vinyls', id: 'v1' }] },
    },
    'GET /api/vinyls/v1/side_a_tracks': { body: sideDocument(sideA, setup.exceeded ?? false) },
    'GET /api/vinyls/v1/side_b_tracks': { body: sideDocument(sideB, false) },
    'GET /api/albums/a1/cover_print': fileList('cover_print'),
    'GET /api/albums/a1/vinyl_print': fileList('vinyl_print'),
    'GET /api/albums/a1/label_print': fileList('label_print'),
    'GET /api/albums/a1/sleeve_print': fileList('sleeve_print'),
  };
  return { routes, patches, album: () => album, options, withMusic };
}

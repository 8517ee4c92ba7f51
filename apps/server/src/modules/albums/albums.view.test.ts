import { describe, expect, it } from 'vitest';
import type { AlbumResourceRow } from './albums.repository';
import { toAlbumListJson, toAlbumResource } from './albums.view';

const options = { vinyl: { format: '12', color: 'Black', price: 2900 }, tracks: { number: 0 } };

function buildRow(overrides: Partial<AlbumResourceRow> = {}): AlbumResourceRow {
  return {
    id: 'a1',
    status: 'draft',
    album_format: '12',
    album_rpm: '33',
    album_status: 'in_progress',
    album_progress: 'vinyls',
    title: null,
    author: null,
    description: null,
    extra: '{}',
    quantity: 1,
    album_options: JSON.stringify(options),
    artwork_reopened: null,
    price_changed: null,
    created_at: '2026-11-26T10:00:00.000Z',
    modified_at: '2026-11-26T11:00:00.000Z',
    ...overrides,
  };
}

// The list writes its JSON field by field (decision 043): it must say what the album's own
// resource says, for every kind of stored value.
describe('the album list as text', () => {
  const rows: [string, AlbumResourceRow][] = [
    ['a new album', buildRow()],
    [
      'texts that need escaping',
      buildRow({ title: 'Quote " and \\ and \u2028 and é', author: 'A\nB', description: '' }),
    ],
    ['extra with values', buildRow({ extra: '{"note":"x","n":[1,2]}' })],
    ['extra that is not an object', buildRow({ extra: '[1]' })],
    ['extra that does not parse', buildRow({ extra: '{oops' })],
    ['no options', buildRow({ album_options: null })],
    ['options that do not parse', buildRow({ album_options: 'nope' })],
    ['options that are not an object', buildRow({ album_options: '[1,2]' })],
    [
      'a reopened artwork',
      buildRow({
        album_status: 'ordered',
        artwork_reopened: '{"kind":"cover","type":"front","message":"Too dark"}',
      }),
    ],
    ['a reopened artwork that does not parse', buildRow({ artwork_reopened: '{' })],
    ['a price change', buildRow({ price_changed: '{"from":2900,"to":3100}' })],
    ['a price change that is not valid', buildRow({ price_changed: '{"from":"x"}' })],
    ['no format or speed', buildRow({ album_format: null, album_rpm: null, quantity: 3 })],
  ];

  it.each(rows)('%s: the same resource as the album answers alone', (_name, row) => {
    const list = JSON.parse(toAlbumListJson([row])) as { data: unknown[]; meta: unknown };
    expect(list.data).toEqual([toAlbumResource(row)]);
    // Same keys in the same order as the resource alone.
    expect(JSON.stringify(list.data[0])).toBe(JSON.stringify(toAlbumResource(row)));
    expect(list.meta).toEqual({ pagination: { count: 1 } });
  });

  it('lists every album in order, and an empty list as empty', () => {
    const all = rows.map(([, row], index) => ({ ...row, id: `a${index}` }));
    const list = JSON.parse(toAlbumListJson(all)) as { data: { id: string }[] };
    expect(list.data.map((album) => album.id)).toEqual(all.map((row) => row.id));
    expect(JSON.parse(toAlbumListJson([]))).toEqual({
      data: [],
      meta: { pagination: { count: 0 } },
    });
  });
});

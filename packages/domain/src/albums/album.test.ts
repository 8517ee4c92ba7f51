import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import { AlbumOptionsSchema } from '../options/album-options';
import { AlbumResourceSchema, AudioTrackResourceSchema, VinylResourceSchema } from './album';
import { albumStatusLabel, canContinueAlbum, discTitle, showsProgressBadge } from './album-status';
import { createDefaultAlbumOptions } from './defaults';

const album = {
  type: 'albums',
  id: 'a1',
  attributes: {
    status: '1',
    album_format: '7',
    album_rpm: '45',
    album_status: 'in_progress',
    album_progress: 'vinyls',
    title: null,
    author: null,
    description: null,
    extra: { label_text: null },
    quantity: 0,
    album_options: createDefaultAlbumOptions('7', 2, defaultCatalogue),
  },
  meta: { created: '2026-01-01T00:00:00Z', modified: '2026-01-02T00:00:00Z' },
};

describe('album, vinyl and audio schemas (spec 2 §3)', () => {
  it('parses an album with its options', () => {
    expect(AlbumResourceSchema.parse(album)).toEqual(album);
    const bad = { ...album, attributes: { ...album.attributes, album_progress: 'summary' } };
    expect(AlbumResourceSchema.safeParse(bad).success).toBe(false);
  });

  it('keeps option prices in whole cents', () => {
    const options = createDefaultAlbumOptions('12', 1, defaultCatalogue);
    expect(AlbumOptionsSchema.safeParse(options).success).toBe(true);
    const euros = { ...options, label: { ...options.label!, price: 2.5 } };
    expect(AlbumOptionsSchema.safeParse(euros).success).toBe(false);
    expect(AlbumOptionsSchema.parse({})).toEqual({});
  });

  it('parses vinyls and audio tracks', () => {
    expect(
      VinylResourceSchema.safeParse({ type: 'vinyls', id: 'v1', attributes: { status: '1' } })
        .success,
    ).toBe(true);
    const track = {
      type: 'audio',
      id: 't1',
      attributes: { title: 'Intro', duration: 61.5, side: 'B', order: 0, exceeded: false },
      meta: { duration: 61.5, file_metadata: { sampleRate: 44100 } },
    };
    expect(AudioTrackResourceSchema.parse(track)).toEqual(track);
    const sideC = { ...track, attributes: { ...track.attributes, side: 'C' } };
    expect(AudioTrackResourceSchema.safeParse(sideC).success).toBe(false);
  });

  it('lets in-progress and done albums be continued, not ordered ones', () => {
    expect(canContinueAlbum('in_progress')).toBe(true);
    expect(canContinueAlbum('ordered')).toBe(false);
    expect(showsProgressBadge('done')).toBe(false);
    expect(showsProgressBadge('in_progress')).toBe(true);
  });

  it.each([
    ['in_progress', 'vinyls', 'created'],
    ['in_progress', 'texts', 'inProgress'],
    ['in_progress', 'preview', 'inProgress'],
    ['in_progress', null, 'inProgress'],
    // Issue 14 item 8: not the order tabs' "Completed"/"Pending".
    ['done', 'preview', 'ready'],
    ['ordered', 'preview', 'ordered'],
    ['ordered', 'vinyls', 'ordered'],
  ] as const)(
    'album_status %s at %s shows the %s state (spec 2 §4, issue 14 item 8)',
    (status, progress, label) => {
      expect(albumStatusLabel(status, progress)).toBe(label);
    },
  );

  it('names the discs of a double " [discN]" after the album title (spec 2 §7)', () => {
    expect(discTitle('Blue Hours', 1, 1)).toBe('Blue Hours');
    expect(discTitle('Blue Hours', 2, 2)).toBe('Blue Hours [disc2]');
    expect(discTitle(null, 1, 2)).toBe(' [disc1]');
    expect(discTitle(undefined, 1, 1)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import { defaultCatalogue } from '../catalogue';
import { withTracks } from './with-tracks';

const seconds = (...durations: number[]) => durations.map((duration) => ({ duration }));

describe('album options after the uploader', () => {
  it('writes the track summary and each disc’s sides and seconds', () => {
    const options = createDefaultAlbumOptions('10', 2, defaultCatalogue, { albumId: 'a1' });
    const result = withTracks(
      options,
      [
        { sideA: seconds(100, 200), sideB: seconds(50) },
        { sideA: seconds(700), sideB: [] },
      ],
      600,
    );
    expect(result.tracks).toEqual({ number: 4, duration: 1050, exceeded: true });
    expect(result.vinyl).toMatchObject({ sides: 2, duration: 350 });
    expect(result.vinyl2).toMatchObject({ sides: 1, duration: 700 });
    expect(result.cover).toEqual(options.cover);
  });

  it('keeps only the summary when the album has no options yet', () => {
    expect(withTracks(null, [{ sideA: [], sideB: [] }], 600)).toEqual({
      tracks: { number: 0, duration: 0, exceeded: false },
    });
  });
});

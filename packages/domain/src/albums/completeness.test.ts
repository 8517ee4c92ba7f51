import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default';
import type { AlbumOptions } from '../options/album-options';
import { isAlbumOptionsComplete } from './completeness';
import { createDefaultAlbumOptions } from './defaults';

const single = createDefaultAlbumOptions('12', 1, defaultCatalogue);
const double = createDefaultAlbumOptions('7', 2, defaultCatalogue);

describe('album options complete (spec 1 §2 guard rule 3)', () => {
  it('holds for priced defaults, single and double', () => {
    expect(isAlbumOptionsComplete(single)).toBe(true);
    expect(isAlbumOptionsComplete(double)).toBe(true);
  });

  it.each<[string, AlbumOptions | null | undefined]>([
    ['no options', null],
    ['undefined options', undefined],
    ['only tracks', { tracks: { number: 1, exceeded: false } }],
    ['no vinyl', { ...single, vinyl: undefined }],
    ['vinyl None', { ...single, vinyl: { ...single.vinyl!, color: 'None' } }],
    ['unpriced vinyl', { ...single, vinyl: { ...single.vinyl!, variant_id: null } }],
    ['double without vinyl2', { ...double, vinyl2: undefined }],
    ['double with unpriced vinyl2', { ...double, vinyl2: { ...double.vinyl2!, product_id: null } }],
    ['no label', { ...single, label: undefined }],
    ['unpriced label', { ...single, label: { ...single.label!, product_id: null } }],
    ['no inner sleeve', { ...single, innerSleeve: undefined }],
    ['unpriced inner sleeve', { ...single, innerSleeve: { ...single.innerSleeve!, ids: null } }],
    ['no cover', { ...single, cover: undefined }],
    ['unpriced cover', { ...single, cover: { ...single.cover!, ids: null } }],
    ['double without gatefold', { ...double, cover: { ...double.cover!, gatefold: 'No' } }],
    ['no outer sleeve', { ...single, outerSleeve: undefined }],
  ])('fails with %s', (_name, options) => {
    expect(isAlbumOptionsComplete(options)).toBe(false);
  });

  it('accepts None for label, cover and sleeves', () => {
    const none = { color: 'None', ids: null, price: 0 };
    const options: AlbumOptions = {
      ...single,
      label: { color: 'None', product_id: null, variant_id: null, price: 0 },
      innerSleeve: none,
      cover: { ...single.cover!, ...none },
      outerSleeve: none,
    };
    expect(isAlbumOptionsComplete(options)).toBe(true);
  });

  it('does not ask for a part whose step the catalogue skips (spec 2 §2)', () => {
    const noSleeves = { ...defaultCatalogue, innerSleeves: [] };
    const options = { ...single, innerSleeve: undefined };
    expect(isAlbumOptionsComplete(options, noSleeves)).toBe(true);
    expect(isAlbumOptionsComplete(options, defaultCatalogue)).toBe(false);
  });
});

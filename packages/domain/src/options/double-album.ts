import type { AlbumOptions } from './album-options';

/** A double when the album has two discs (spec 2 §9 price rule). No schema: see decision 058. */
export function isDoubleAlbum(options: AlbumOptions): boolean {
  return options.vinyl?.vinylsQuantity === 2;
}

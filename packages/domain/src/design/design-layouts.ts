import type { Artwork } from '../print/artwork';
import type { AlbumFacts, LayoutImage, NamedLayout } from './design-layout-parts';
import { coverLayouts } from './design-layouts-cover';
import { insideLayouts } from './design-layouts-inside';
import { roundLayouts } from './design-layouts-round';
import { sleeveLayouts } from './design-layouts-sleeve';

export type { AlbumFacts, LayoutImage, NamedLayout } from './design-layout-parts';

/** Each fact on one line: a line break typed into a title would throw its box's height out. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function plainFacts(facts: AlbumFacts): AlbumFacts {
  return {
    ...facts,
    title: oneLine(facts.title),
    author: oneLine(facts.author),
    sides: facts.sides.map((side) => ({
      ...side,
      tracks: side.tracks.map((track) => ({ ...track, title: oneLine(track.title) })),
    })),
  };
}

/**
 * The starting layouts of a part (issue 16, "Start fast"), filled in from the album's
 * title, author and tracks, at the part's own geometry: every text inside the safe area (on
 * a round part inside the safety circle and off the hole), white or near-black for contrast.
 * Without an image, the layouts that are only a photo are left out and the others put a
 * colour block where the photo would be.
 */
export function startingLayouts(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const album = plainFacts(facts);
  switch (artwork.spec.part) {
    case 'cover':
      return artwork.spec.inside
        ? insideLayouts(artwork, album, image)
        : coverLayouts(artwork, album, image);
    case 'label':
    case 'picture-disc':
      return roundLayouts(artwork, album, image);
    case 'inner-sleeve':
      return sleeveLayouts(artwork, album, image);
  }
}

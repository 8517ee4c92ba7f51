import type { Artwork } from '../print/artwork';
import { ACCENT, contrastingText, PAPER } from './design-colour';
import { panelsOf } from './design-layout-panels';
import {
  groundColour,
  imageCovering,
  namedLayout,
  type AlbumFacts,
  type LayoutImage,
  type NamedLayout,
} from './design-layout-parts';
import { headingAndTracks, photoOrBlock, plainCover } from './design-layouts-cover';

/** A gatefold's inside: the photo across the whole spread. */
function photoSpread(artwork: Artwork, image: LayoutImage): NamedLayout {
  return namedLayout(
    'photo-spread',
    { en: 'Photo across the spread', it: 'Foto su tutto l’interno' },
    artwork.page,
    groundColour(image, ACCENT),
    [imageCovering('photo', { x: 0, y: 0, ...artwork.page }, image)],
  );
}

/** A gatefold's inside: title and track list on the left, the photo (or a block) on the right. */
function tracksInside(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout | undefined {
  const { 'inside-left': left, 'inside-right': right } = panelsOf(artwork);
  if (!left || !right) return undefined;
  const ground = groundColour(image, PAPER);
  return namedLayout(
    'tracks-inside',
    { en: 'Track list and photo', it: 'Tracce e foto' },
    artwork.page,
    ground,
    [
      ...headingAndTracks(artwork, left, facts, contrastingText(ground)),
      photoOrBlock(artwork, right, image),
    ],
  );
}

/**
 * A gatefold's inside, its starting layouts: the photo across the spread (only with an
 * image), track list beside the photo, plain.
 */
export function insideLayouts(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const layouts = [
    image && photoSpread(artwork, image),
    tracksInside(artwork, facts, image),
    plainCover(artwork, facts, image),
  ];
  return layouts.filter((layout): layout is NamedLayout => layout !== undefined);
}

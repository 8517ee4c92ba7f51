import { sideLetter } from '../albums/side-names';
import type { Artwork, ArtworkPart } from '../print/artwork';
import { ACCENT } from './design-colour';
import type { DesignDocument } from './design-document';
import { groundColour, type AlbumFacts, type LayoutImage } from './design-layout-parts';
import { startingLayouts } from './design-layouts';

/** A printed part of the album to design: its file kind and type, and its artwork. */
export interface DesignPart {
  kind: string;
  type: string;
  artwork: Artwork;
}

export interface DesignedPart {
  kind: string;
  type: string;
  document: DesignDocument;
}

/**
 * The layout each part takes from one image: the front cover is the photo and the back
 * the track list on the photo's colour (so is the spine, with the title); a gatefold's
 * inside the track list beside the photo; a label its title, side and speed on the photo's
 * colour; a picture disc the photo; an inner sleeve the photo faded under the title.
 */
function layoutFor(artwork: Artwork): string {
  const byPart: Record<ArtworkPart, string> = {
    cover: artwork.spec.inside ? 'tracks-inside' : 'tracks-back',
    label: 'title-side-speed',
    'picture-disc': 'photo-disc',
    'inner-sleeve': 'photo-faded',
  };
  return byPart[artwork.spec.part];
}

/**
 * The album's facts as one part sees them: a label or picture-disc print is for the side
 * its type names (`back_disc2` → D), an inner sleeve for its disc (`disc2` → 2).
 */
export function factsForPart(facts: AlbumFacts, type: string): AlbumFacts {
  const side = /^(front|back)_disc(\d)$/.exec(type);
  if (side) {
    return { ...facts, side: sideLetter(Number(side[2]), side[1] === 'front' ? 'a' : 'b') };
  }
  const disc = /^disc(\d)$/.exec(type);
  return disc ? { ...facts, disc: Number(disc[1]) } : facts;
}

/**
 * "One image is enough" (issue 16): every printed part of the album built at once from a
 * front-cover image and the album's title, author and tracks, each an ordinary design the
 * customer then edits. An image without a dominant colour is grounded on the shop's accent.
 */
export function designsFromImage(
  parts: readonly DesignPart[],
  facts: AlbumFacts,
  image: LayoutImage,
): DesignedPart[] {
  const picture = { ...image, dominantColour: groundColour(image, ACCENT) };
  return parts.flatMap((part) => {
    const layouts = startingLayouts(part.artwork, factsForPart(facts, part.type), picture);
    const layout = layouts.find((item) => item.id === layoutFor(part.artwork)) ?? layouts[0];
    return layout ? [{ kind: part.kind, type: part.type, document: layout.document }] : [];
  });
}

import { sideLettersOfDisc } from '../albums/side-names';
import type { Artwork } from '../print/artwork';
import { ACCENT, contrastingText, mixColour, PAPER } from './design-colour';
import type { DesignElement } from './design-document';
import { safeBox, type Box } from './design-geometry';
import { listInBox, stackInBox } from './design-layout-blocks';
import { titleBlocks } from './design-layout-panels';
import {
  BODY_FONT,
  groundColour,
  imageCovering,
  namedLayout,
  trackLines,
  type AlbumFacts,
  type LayoutImage,
  type NamedLayout,
} from './design-layout-parts';

/** How much of the photo shows through on a sleeve: faded, so dark text reads over it. */
const FADED = 0.3;

/** The sides an inner sleeve holds: its disc's (A and B, or C and D). */
function sidesOfDisc(facts: AlbumFacts): string[] {
  const disc = facts.disc ?? 1;
  const letters: string[] = sideLettersOfDisc(disc);
  const named = facts.sides.filter((side) => letters.includes(side.name));
  const sides = named.length > 0 ? named : facts.sides.slice((disc - 1) * 2, disc * 2);
  return [...new Set(sides.map((side) => side.name))];
}

/** Title and author at the top of the safe area; the disc's sides in columns under them. */
function headingAndColumns(artwork: Artwork, facts: AlbumFacts, fill: string): DesignElement[] {
  const safe = safeBox(artwork);
  const maxPt = Math.round(artwork.trim.width / 14);
  const heading = stackInBox(safe, titleBlocks(facts, { fill, maxPt }), 'top');
  const gap = artwork.safety * 3;
  const top = safe.y + heading.height + gap;
  const sides = sidesOfDisc(facts).filter((name) => trackLines(facts, [name]).length > 0);
  const width = (safe.width - gap * (sides.length - 1)) / Math.max(1, sides.length);
  const columns = sides.flatMap((name, index) => {
    const box: Box = {
      x: safe.x + index * (width + gap),
      y: top,
      width,
      height: safe.y + safe.height - top,
    };
    const lines = trackLines(facts, [name]);
    return listInBox(
      {
        id: `tracks-${name}`,
        lines,
        fontId: BODY_FONT,
        maxPt: Math.max(7, Math.round(artwork.trim.width / 30)),
        fill,
      },
      box,
    );
  });
  return [...heading.elements, ...columns];
}

/** The title in the middle of the safe area. */
function middleTitles(artwork: Artwork, facts: AlbumFacts, fill: string) {
  const maxPt = Math.round(artwork.trim.width / 8.5);
  return stackInBox(safeBox(artwork), titleBlocks(facts, { fill, maxPt }), 'middle').elements;
}

/**
 * An inner sleeve's starting layouts: the photo faded under the title (only with an
 * image), the disc's track list in columns, plain.
 */
export function sleeveLayouts(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const ground = groundColour(image, PAPER);
  const ink = contrastingText(ground);
  const layouts: NamedLayout[] = [];
  if (image) {
    // The photo at 30 % over paper: the page looks like the photo washed towards the paper.
    const seen = mixColour(groundColour(image, ACCENT), PAPER, 1 - FADED);
    layouts.push(
      namedLayout(
        'photo-faded',
        { en: 'Faded photo with title', it: 'Foto sfumata con titolo' },
        artwork.page,
        PAPER,
        [
          imageCovering('photo', { x: 0, y: 0, ...artwork.page }, image, FADED),
          ...middleTitles(artwork, facts, contrastingText(seen)),
        ],
      ),
    );
  }
  layouts.push(
    namedLayout(
      'tracks',
      { en: 'Title and track list', it: 'Titolo e tracce' },
      artwork.page,
      ground,
      headingAndColumns(artwork, facts, ink),
    ),
    namedLayout(
      'plain',
      { en: 'Plain, with the title', it: 'Semplice, con il titolo' },
      artwork.page,
      ground,
      middleTitles(artwork, facts, ink),
    ),
  );
  return layouts;
}

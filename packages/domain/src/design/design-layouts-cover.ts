import type { Artwork, ArtworkPanel } from '../print/artwork';
import { ACCENT, contrastingText, PAPER } from './design-colour';
import type { DesignElement } from './design-document';
import { panelBleedBox } from './design-geometry';
import { listInBox, stackInBox } from './design-layout-blocks';
import {
  freeBands,
  listPt,
  panelsOf,
  panelTitles,
  spineText,
  titlePt,
  titleBlocks,
} from './design-layout-panels';
import {
  BODY_FONT,
  groundColour,
  imageCovering,
  namedLayout,
  rectElement,
  trackLines,
  type AlbumFacts,
  type LayoutImage,
  type NamedLayout,
} from './design-layout-parts';

/** The photo over a panel and its bleed, or a colour block in its place when there is none. */
export function photoOrBlock(
  artwork: Artwork,
  panel: ArtworkPanel,
  image: LayoutImage | undefined,
): DesignElement {
  const box = panelBleedBox(artwork, panel);
  return image ? imageCovering('photo', box, image) : rectElement('block', box, ACCENT);
}

/**
 * A panel's heading (title, author) and, under it or under the die-cut hole, a track list
 * that shrinks to the room left.
 */
export function headingAndTracks(
  artwork: Artwork,
  panel: ArtworkPanel,
  facts: AlbumFacts,
  fill: string,
): DesignElement[] {
  const bands = freeBands(artwork, panel);
  const [first, second] = bands;
  const heading = stackInBox(
    first,
    titleBlocks(facts, { prefix: `${panel.name}-`, fill, maxPt: Math.round(titlePt(panel) * 0.6) }),
    'top',
  );
  const gap = heading.height > 0 ? artwork.safety * 2 : 0;
  const room = second ?? {
    ...first,
    y: first.y + heading.height + gap,
    height: first.height - heading.height - gap,
  };
  const tracks = listInBox(
    {
      id: `${panel.name}-tracks`,
      lines: trackLines(facts),
      fontId: BODY_FONT,
      maxPt: listPt(panel),
      fill,
    },
    room,
  );
  return [...heading.elements, ...tracks];
}

/** Full-bleed photo with the title: the front is the photo, the title in its safe area. */
function photoTitle(
  artwork: Artwork,
  facts: AlbumFacts,
  image: LayoutImage,
): NamedLayout | undefined {
  const { front } = panelsOf(artwork);
  if (!front) return undefined;
  const ground = groundColour(image, ACCENT);
  const ink = contrastingText(ground);
  const titles = panelTitles(artwork, front, facts, { fill: ink, anchor: 'top' });
  return namedLayout(
    'photo-title',
    { en: 'Full-bleed photo with title', it: 'Foto a piena pagina con titolo' },
    artwork.page,
    ground,
    [
      imageCovering('photo', panelBleedBox(artwork, front), image),
      ...titles.elements,
      ...spineText(artwork, facts, ink),
    ],
  );
}

/** The photo (or a colour block) on the front, title and track list on the back. */
function tracksBack(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout | undefined {
  const { front, back } = panelsOf(artwork);
  if (!front || !back) return undefined;
  const ground = groundColour(image, PAPER);
  const ink = contrastingText(ground);
  const frontTitles = image
    ? []
    : panelTitles(artwork, front, facts, { fill: contrastingText(ACCENT), anchor: 'middle' })
        .elements;
  return namedLayout(
    'tracks-back',
    { en: 'Title and track list on the back', it: 'Titolo e tracce sul retro' },
    artwork.page,
    ground,
    [
      photoOrBlock(artwork, front, image),
      ...frontTitles,
      ...headingAndTracks(artwork, back, facts, ink),
      ...spineText(artwork, facts, ink),
    ],
  );
}

/** Plain: a background colour and the title on the front (a gatefold's inside: on the right). */
export function plainCover(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout | undefined {
  const { front, 'inside-right': right } = panelsOf(artwork);
  const panel = front ?? right;
  if (!panel) return undefined;
  const ground = groundColour(image, PAPER);
  const ink = contrastingText(ground);
  const titles = panelTitles(artwork, panel, facts, { fill: ink, anchor: 'middle' });
  return namedLayout(
    'plain',
    { en: 'Plain, with the title', it: 'Semplice, con il titolo' },
    artwork.page,
    ground,
    [...titles.elements, ...(front ? spineText(artwork, facts, ink) : [])],
  );
}

/**
 * The outside of a cover's starting layouts (issue 16): full-bleed photo with title (only
 * with an image), title and track list on the back, plain.
 */
export function coverLayouts(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const layouts = [
    image && photoTitle(artwork, facts, image),
    tracksBack(artwork, facts, image),
    plainCover(artwork, facts, image),
  ];
  return layouts.filter((layout): layout is NamedLayout => layout !== undefined);
}

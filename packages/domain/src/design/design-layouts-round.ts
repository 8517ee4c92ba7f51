import type { Artwork } from '../print/artwork';
import { ACCENT, contrastingText, PAPER } from './design-colour';
import type { DesignElement, DesignFontId } from './design-document';
import { roundTextZone } from './design-geometry';
import { stackInRing, type TextBlock } from './design-layout-blocks';
import {
  BODY_FONT,
  groundColour,
  imageCovering,
  namedLayout,
  sideAndSpeed,
  TITLE_FONT,
  trackLines,
  type AlbumFacts,
  type LayoutImage,
  type NamedLayout,
} from './design-layout-parts';

type Zone = NonNullable<ReturnType<typeof roundTextZone>>;

/** One-line blocks; a block with nothing to say is left out. */
function blocks(
  fill: string,
  ...items: [id: string, text: string, fontId: DesignFontId, maxPt: number][]
) {
  return items
    .filter(([, text]) => text.trim() !== '')
    .map(([id, text, fontId, maxPt]): TextBlock => ({
      id,
      lines: [text.trim()],
      fontId,
      maxPt,
      fill,
    }));
}

/** The side a print is for: the one named, else the album's first. */
const sideOf = (facts: AlbumFacts) => facts.side ?? facts.sides[0]?.name;

/** Both halves of a ring, above the hole and below it. */
function ring(zone: Zone, above: TextBlock[], below: TextBlock[]) {
  return [...stackInRing(zone, -1, above), ...stackInRing(zone, 1, below)];
}

/** A label's starting layouts: title, side and speed; with the side's track list. */
function labelLayouts(
  artwork: Artwork,
  zone: Zone,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const ground = groundColour(image, PAPER);
  const ink = contrastingText(ground);
  const big = Math.round(zone.outer.r / 3);
  const side = sideOf(facts);
  const sideFacts = { ...facts, side };
  const titleSideSpeed = ring(
    zone,
    blocks(
      ink,
      ['title', facts.title, TITLE_FONT, big],
      ['author', facts.author, BODY_FONT, big * 0.6],
    ),
    blocks(
      ink,
      ['side', side ? `SIDE ${side}` : '', BODY_FONT, big * 0.7],
      ['speed', facts.speed ? `${facts.speed} RPM` : '', BODY_FONT, big * 0.5],
    ),
  );
  const tracks = trackLines(facts, side ? [side] : []);
  const withTracks = ring(
    zone,
    blocks(
      ink,
      ['side', sideAndSpeed(sideFacts), BODY_FONT, big * 0.5],
      ['title', facts.title, TITLE_FONT, big * 0.85],
      ['author', facts.author, BODY_FONT, big * 0.5],
    ),
    tracks.length > 0
      ? [{ id: 'tracks', lines: tracks, fontId: BODY_FONT, maxPt: 8, fill: ink }]
      : [],
  );
  return [
    namedLayout(
      'title-side-speed',
      { en: 'Title, side and speed', it: 'Titolo, lato e velocità' },
      artwork.page,
      ground,
      titleSideSpeed,
    ),
    namedLayout(
      'tracks',
      { en: 'With the track list', it: 'Con le tracce' },
      artwork.page,
      ground,
      withTracks,
    ),
  ];
}

/** A picture disc's starting layouts: the photo over the disc; the title round the centre. */
function pictureDiscLayouts(
  artwork: Artwork,
  zone: Zone,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const big = Math.min(32, Math.round((zone.outer.r - zone.inner.r) / 2.2));
  const ground = groundColour(image, ACCENT);
  const ink = contrastingText(ground);
  const side = sideOf(facts);
  const titles = blocks(
    ink,
    ['title', facts.title, TITLE_FONT, big],
    ['author', facts.author, BODY_FONT, big * 0.6],
  );
  const sideLine = blocks(ink, ['side', sideAndSpeed({ ...facts, side }), BODY_FONT, big * 0.5]);
  const tracks = trackLines(facts, side ? [side] : []);
  const trackBlock: TextBlock[] =
    tracks.length > 0
      ? [{ id: 'tracks', lines: tracks, fontId: BODY_FONT, maxPt: 9, fill: ink }]
      : [];
  const photo = image ? [imageCovering('photo', { x: 0, y: 0, ...artwork.page }, image)] : [];
  const layout = (id: string, name: NamedLayout['name'], elements: DesignElement[]) =>
    namedLayout(id, name, artwork.page, ground, elements);
  return [
    image
      ? layout('photo-disc', { en: 'Photo over the disc', it: 'Foto su tutto il disco' }, [
          ...photo,
          ...ring(zone, titles, sideLine),
        ])
      : layout(
          'title-ring',
          { en: 'Colour with the title', it: 'Colore con il titolo' },
          ring(zone, titles, sideLine),
        ),
    layout(
      'tracks-ring',
      { en: 'Title and track list round the centre', it: 'Titolo e tracce intorno al centro' },
      [...photo, ...ring(zone, [...sideLine, ...titles], trackBlock)],
    ),
  ];
}

/** The starting layouts of a round part (label, picture disc); none for a rectangle. */
export function roundLayouts(
  artwork: Artwork,
  facts: AlbumFacts,
  image?: LayoutImage,
): NamedLayout[] {
  const zone = roundTextZone(artwork);
  if (!zone) return [];
  return artwork.spec.part === 'label'
    ? labelLayouts(artwork, zone, facts, image)
    : pictureDiscLayouts(artwork, zone, facts, image);
}

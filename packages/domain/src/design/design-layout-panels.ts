import type { Artwork, ArtworkPanel } from '../print/artwork';
import { circleOnPage, panelBox, panelSafeBox, type Box } from './design-geometry';
import { stackInBox, type TextBlock } from './design-layout-blocks';
import {
  BODY_FONT,
  LINE_HEIGHT,
  TITLE_FONT,
  type AlbumFacts,
  type TextElement,
} from './design-layout-parts';
import { linesHeight, truncateToWidth } from './design-text';

/** A cover's panels by name (a 7″ single jacket has no spine panel). */
export function panelsOf(artwork: Artwork): Partial<Record<ArtworkPanel['name'], ArtworkPanel>> {
  return Object.fromEntries(artwork.panels.map((panel) => [panel.name, panel]));
}

/** The size a cover's title starts from: in proportion to the panel (36 pt on a 12″). */
export const titlePt = (panel: ArtworkPanel) => Math.round(panel.width / 8.5);
/** The size a track list starts from: 10 pt on a 12″, 7 pt on a 7″. */
export const listPt = (panel: ArtworkPanel) => Math.max(7, Math.round(panel.width / 30));

/**
 * The parts of a panel's safe area where text may go: the whole of it, or, on a die-cut
 * jacket, the bands above and below the hole (text over the hole would be cut away).
 */
export function freeBands(artwork: Artwork, panel: ArtworkPanel): [Box, ...Box[]] {
  const safe = panelSafeBox(artwork, panel);
  const box = panelBox(artwork, panel);
  const hole = artwork.circles
    .filter((circle) => circle.role === 'die-cut')
    .map((circle) => circleOnPage(artwork, circle))
    .find((circle) => circle.cx > box.x && circle.cx < box.x + box.width);
  if (!hole) return [safe];
  const gap = artwork.safety;
  const top = hole.cy - hole.r - gap;
  const bottom = hole.cy + hole.r + gap;
  return [
    { ...safe, height: Math.max(0, top - safe.y) },
    { ...safe, y: bottom, height: Math.max(0, safe.y + safe.height - bottom) },
  ];
}

/** The title and the author, the title larger, in the titles' font; empty ones left out. */
export function titleBlocks(
  facts: AlbumFacts,
  style: { prefix?: string; fill: string; maxPt: number },
): TextBlock[] {
  const prefix = style.prefix ?? '';
  const blocks: TextBlock[] = [
    {
      id: `${prefix}title`,
      lines: [facts.title.trim()],
      fontId: TITLE_FONT,
      maxPt: style.maxPt,
      fill: style.fill,
    },
    {
      id: `${prefix}author`,
      lines: [facts.author.trim()],
      fontId: BODY_FONT,
      maxPt: Math.max(8, Math.round(style.maxPt * 0.55)),
      fill: style.fill,
    },
  ];
  return blocks.filter((block) => block.lines.some(Boolean));
}

/** Title and author in a panel's first free band. */
export function panelTitles(
  artwork: Artwork,
  panel: ArtworkPanel,
  facts: AlbumFacts,
  style: { prefix?: string; fill: string; anchor: 'top' | 'middle' | 'bottom'; scale?: number },
) {
  const [band] = freeBands(artwork, panel);
  const maxPt = Math.round(titlePt(panel) * (style.scale ?? 1));
  return stackInBox(band, titleBlocks(facts, { ...style, maxPt }), style.anchor);
}

/** A spine narrower than this carries no text (a 3 mm single jacket: a line would wander). */
export const MIN_SPINE_TEXT_MM = 4;

/**
 * The spine's text, "Title — Author", turned 90° clockwise so it reads top to bottom as
 * on a shelf, centred across the spine and as long as the trim less the safety margin.
 */
export function spineText(artwork: Artwork, facts: AlbumFacts, fill: string): TextElement[] {
  const spine = panelsOf(artwork).spine;
  const words = [facts.title.trim(), facts.author.trim()].filter(Boolean).join(' — ');
  if (!spine || spine.width < MIN_SPINE_TEXT_MM || !words) return [];
  const box = panelBox(artwork, spine);
  const sizePt = Math.min(
    9,
    Math.floor(((box.width - 1) / linesHeight(1, 1, LINE_HEIGHT)) * 10) / 10,
  );
  const height = linesHeight(1, sizePt, LINE_HEIGHT);
  const length = artwork.trim.height - 2 * artwork.safety;
  const text = truncateToWidth(words, BODY_FONT, sizePt, length);
  return [
    {
      type: 'text',
      id: 'spine',
      text,
      fontId: BODY_FONT,
      fontSizePt: sizePt,
      fill,
      align: 'center',
      lineHeight: LINE_HEIGHT,
      // Turned about its top-left corner, the box spans x − height … x across the spine.
      x: box.x + box.width / 2 + height / 2,
      y: artwork.bleed + artwork.safety,
      width: length,
      rotation: 90,
      opacity: 1,
    },
  ];
}

import {
  DESIGN_VERSION,
  MAX_DESIGN_TEXT,
  type DesignDocument,
  type DesignElement,
  type DesignFontId,
} from './design-document';
import type { Box } from './design-geometry';
import { ELLIPSIS } from './design-text';

/** What a starting layout is filled in with: the album's title, author and tracks. */
export interface AlbumFacts {
  title: string;
  author: string;
  /** The speed the disc turns at, '33' or '45'. */
  speed?: string;
  sides: { name: string; tracks: { title: string; durationSeconds?: number }[] }[];
  /** The side a label or picture-disc print is for ('A'). */
  side?: string;
  /** The disc an inner sleeve is for (1 or 2). */
  disc?: number;
}

/** The image a layout places: its pixels, for the crop, and the colour it is mostly. */
export interface LayoutImage {
  imageId: string;
  widthPx: number;
  heightPx: number;
  dominantColour?: string;
}

export interface NamedLayout {
  /** Stable per part: `photo-title`, `tracks-back`, `title-side-speed`… */
  id: string;
  name: { en: string; it: string };
  document: DesignDocument;
}

export type TextElement = Extract<DesignElement, { type: 'text' }>;
export type ImageElement = Extract<DesignElement, { type: 'image' }>;

/** The titles font for titles, the sans for everything read small. */
export const TITLE_FONT: DesignFontId = 'serif';
export const BODY_FONT: DesignFontId = 'sans';
export const LINE_HEIGHT = 1.2;

/** The lines as one text, the last ones given up for "…" past the document's limit. */
function withinTextLimit(lines: readonly string[]): string {
  const text = lines.join('\n');
  if (text.length <= MAX_DESIGN_TEXT) return text;
  const kept = [...lines];
  while (kept.length > 0 && [...kept, ELLIPSIS].join('\n').length > MAX_DESIGN_TEXT) kept.pop();
  return [...kept, ELLIPSIS].join('\n');
}

export function textElement(
  id: string,
  lines: readonly string[],
  box: { x: number; y: number; width: number },
  style: { fontId: DesignFontId; sizePt: number; fill: string; align?: TextElement['align'] },
): TextElement {
  return {
    type: 'text',
    id,
    text: withinTextLimit(lines),
    fontId: style.fontId,
    fontSizePt: style.sizePt,
    fill: style.fill,
    align: style.align ?? 'center',
    lineHeight: LINE_HEIGHT,
    x: box.x,
    y: box.y,
    width: box.width,
    rotation: 0,
    opacity: 1,
  };
}

export function rectElement(id: string, box: Box, fill: string): DesignElement {
  return {
    type: 'rect',
    id,
    ...box,
    fill,
    stroke: null,
    strokeWidthMm: 0,
    rotation: 0,
    opacity: 1,
  };
}

/**
 * An image filling a box without distortion: the centre of the image, cut to the box's
 * proportions (a square cover from a landscape photo loses its sides, not its shape).
 */
export function imageCovering(id: string, box: Box, image: LayoutImage, opacity = 1): ImageElement {
  const imageAspect = image.widthPx / image.heightPx;
  const boxAspect = box.width / box.height;
  const width = imageAspect > boxAspect ? boxAspect / imageAspect : 1;
  const height = imageAspect > boxAspect ? 1 : imageAspect / boxAspect;
  return {
    type: 'image',
    id,
    imageId: image.imageId,
    ...box,
    crop: { x: (1 - width) / 2, y: (1 - height) / 2, width, height },
    rotation: 0,
    opacity,
  };
}

/** 3:41 — how a track's length is printed on a sleeve. */
export function trackTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The lines of a track list, `A1 Title 3:41`, for the named sides in order; a blank between sides. */
export function trackLines(facts: AlbumFacts, sideNames?: readonly string[]): string[] {
  const sides = facts.sides.filter(
    (side) => side.tracks.length > 0 && (!sideNames || sideNames.includes(side.name)),
  );
  return sides.flatMap((side, sideIndex) => [
    ...(sideIndex > 0 ? [''] : []),
    ...side.tracks.map((track, index) => {
      const time =
        track.durationSeconds === undefined ? '' : ` ${trackTime(track.durationSeconds)}`;
      return `${side.name}${index + 1} ${track.title.trim()}${time}`;
    }),
  ]);
}

/** SIDE A · 33 RPM: what a label says of itself. */
export function sideAndSpeed(facts: AlbumFacts): string {
  const parts = [facts.side ? `SIDE ${facts.side}` : '', facts.speed ? `${facts.speed} RPM` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** The colour a layout grounds itself on: the image's (when it is #rrggbb), or the fallback. */
export function groundColour(image: LayoutImage | undefined, fallback: string): string {
  const colour = image?.dominantColour;
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : fallback;
}

/** A named starting layout at the part's page. */
export function namedLayout(
  id: string,
  name: NamedLayout['name'],
  page: { width: number; height: number },
  background: string,
  elements: DesignElement[],
): NamedLayout {
  return {
    id,
    name,
    document: { version: DESIGN_VERSION, page: { ...page }, background, elements },
  };
}

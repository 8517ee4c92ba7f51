import type { PrintSizes } from '../print/print-sizes';
import type { DesignDocument, DesignElement } from './design-document';
import { elementBounds, safeBox, type DesignArtwork } from './design-geometry';
import { roundWarning } from './design-round-rules';
import { linesHeight } from './design-text';

const MM_PER_INCH = 25.4;

/** How tall a text element stands: its lines at its size and line height, mm. */
export function textHeight(element: Extract<DesignElement, { type: 'text' }>): number {
  return linesHeight(element.text.split('\n').length, element.fontSizePt, element.lineHeight);
}

export type DesignWarning =
  | { code: 'low_resolution'; elementId: string; level: 'amber' | 'red'; dpi: number }
  | { code: 'outside_safe_area'; elementId: string; level: 'amber' }
  /** Round parts: text over the label's safety circle (a picture disc's lead-in). */
  | { code: 'crosses_label_edge'; elementId: string; level: 'amber' }
  /** Text over the spindle or jukebox hole, a picture disc's label zone, a die-cut hole. */
  | { code: 'crosses_hole'; elementId: string; level: 'amber' }
  /** An image or block reaches the trim but stops short of the page's edge: a white sliver. */
  | { code: 'bleed_not_covered'; elementId: string; level: 'amber' }
  | { code: 'page_size'; level: 'red'; expected: { width: number; height: number } };

/** The pixels of each placed image, as the server measured them. */
export type DesignImageSizes = Record<string, { widthPx: number; heightPx: number }>;

/**
 * The effective resolution of an image at its placed size: the pixels shown (after the
 * crop) over the inches they cover, the lower of the two directions.
 */
export function effectiveDpi(
  element: Extract<DesignElement, { type: 'image' }>,
  image: { widthPx: number; heightPx: number },
): number {
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const across = (image.widthPx * crop.width) / (element.width / MM_PER_INCH);
  const down = (image.heightPx * crop.height) / (element.height / MM_PER_INCH);
  return Math.floor(Math.min(across, down));
}

/** The resolution warning of a placed image whose pixels are known. */
function imageWarning(
  element: Extract<DesignElement, { type: 'image' }>,
  images: DesignImageSizes,
  sizes: Pick<PrintSizes, 'dpi' | 'minDpi'>,
): DesignWarning[] {
  const image = images[element.imageId];
  if (!image) return [];
  const dpi = effectiveDpi(element, image);
  if (dpi < sizes.minDpi)
    return [{ code: 'low_resolution', elementId: element.id, level: 'red', dpi }];
  if (dpi < sizes.dpi)
    return [{ code: 'low_resolution', elementId: element.id, level: 'amber', dpi }];
  return [];
}

/** Rounding in layouts and editing stays within a hundredth of a millimetre. */
const TOLERANCE = 0.01;

/** A text outside the rectangle of the safe area, its rotation counted. */
function outsideSafeArea(element: DesignElement, artwork: DesignArtwork): boolean {
  const safe = safeBox(artwork);
  const box = elementBounds(element);
  return (
    box.x < safe.x - TOLERANCE ||
    box.y < safe.y - TOLERANCE ||
    box.x + box.width > safe.x + safe.width + TOLERANCE ||
    box.y + box.height > safe.y + safe.height + TOLERANCE
  );
}

/** How far inside the trim an edge still reads as "meant to run off the page", mm. */
const NEAR_TRIM = 1;

/**
 * An image or filled block whose edge sits at the trim (within a millimetre of it, either
 * side) without reaching the page's edge: cutting is never exact, so a white sliver shows.
 * Only on rectangular parts: a label is cut round.
 */
function stopsShortOfBleed(element: DesignElement, artwork: DesignArtwork): boolean {
  if (element.type !== 'image' && element.type !== 'rect') return false;
  if (element.type === 'rect' && element.fill === null) return false;
  const box = elementBounds(element);
  const { bleed, page } = artwork;
  // Each edge's distance from the page's edge: 0 covers the bleed, about `bleed` sits at the trim.
  const gaps = [box.x, box.y, page.width - (box.x + box.width), page.height - (box.y + box.height)];
  return gaps.some((gap) => gap > TOLERANCE && gap <= bleed + NEAR_TRIM);
}

/**
 * What the designer warns about while a person designs (issue 16), from the plant's print
 * rules: an image under the catalogue's resolution (amber) or its minimum (red), with the
 * figure; text outside the safe area (the trim less the safety margin) — on a round part,
 * text crossing the label's safety circle or the hole instead, as the issue asks; text over
 * a cover's die-cut hole; a photo or block that reaches the trim but not the bleed; a design
 * made for another page size. Nothing here blocks saving.
 */
export function designWarnings(
  document: DesignDocument,
  artwork: DesignArtwork,
  sizes: Pick<PrintSizes, 'dpi' | 'minDpi'>,
  images: DesignImageSizes,
): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  const { page } = artwork;
  if (
    Math.abs(document.page.width - page.width) > 0.5 ||
    Math.abs(document.page.height - page.height) > 0.5
  ) {
    warnings.push({ code: 'page_size', level: 'red', expected: page });
  }
  const round = artwork.shape === 'round';
  for (const element of document.elements) {
    if (element.type === 'image') warnings.push(...imageWarning(element, images, sizes));
    if (!round && stopsShortOfBleed(element, artwork)) {
      warnings.push({ code: 'bleed_not_covered', elementId: element.id, level: 'amber' });
    }
    if (element.type !== 'text') continue;
    if (!round && outsideSafeArea(element, artwork)) {
      warnings.push({ code: 'outside_safe_area', elementId: element.id, level: 'amber' });
    }
    warnings.push(...roundWarning(element, artwork));
  }
  return warnings;
}

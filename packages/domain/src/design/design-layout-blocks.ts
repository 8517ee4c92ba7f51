import type { DesignElement, DesignFontId } from './design-document';
import type { Box, PageCircle } from './design-geometry';
import { LINE_HEIGHT, textElement, type TextElement } from './design-layout-parts';
import {
  ELLIPSIS,
  fitFontSize,
  fitLines,
  linesHeight,
  MIN_LAYOUT_PT,
  textWidth,
  truncateToWidth,
} from './design-text';

/** A run of text a layout sets: a title, a byline, a track list. */
export interface TextBlock {
  id: string;
  lines: string[];
  fontId: DesignFontId;
  maxPt: number;
  fill: string;
  align?: TextElement['align'];
}

/** The gap after a block, in proportion to its size. */
const gapAfter = (sizePt: number) => linesHeight(1, sizePt, LINE_HEIGHT) * 0.35;

/** A block at the largest size that fits the width (lines cut with "…" below 6 pt). */
function sizedBlock(block: TextBlock, width: number): { lines: string[]; sizePt: number } {
  const sizePt = fitFontSize(block.lines, block.fontId, width, block.maxPt);
  const lines = block.lines.map((line) => truncateToWidth(line, block.fontId, sizePt, width));
  return { lines, sizePt };
}

/**
 * Blocks stacked down a box, each as large as the width lets it be, the stack at the
 * box's top, middle or bottom; a block that would run out of the box is left out.
 */
export function stackInBox(
  box: Box,
  blocks: readonly TextBlock[],
  anchor: 'top' | 'middle' | 'bottom' = 'top',
): { elements: TextElement[]; height: number } {
  const sized = blocks.map((block) => ({ block, ...sizedBlock(block, box.width) }));
  const placed: typeof sized = [];
  let height = 0;
  for (const item of sized) {
    const next = height + linesHeight(item.lines.length, item.sizePt, LINE_HEIGHT);
    if (next > box.height) break;
    placed.push(item);
    height = next + gapAfter(item.sizePt);
  }
  const last = placed.at(-1);
  if (last) height -= gapAfter(last.sizePt);
  const slack = Math.max(0, box.height - height);
  let y = box.y + (anchor === 'top' ? 0 : anchor === 'middle' ? slack / 2 : slack);
  const elements = placed.map(({ block, lines, sizePt }) => {
    const element = textElement(
      block.id,
      lines,
      { x: box.x, y, width: box.width },
      { fontId: block.fontId, sizePt, fill: block.fill, align: block.align },
    );
    y += linesHeight(lines.length, sizePt, LINE_HEIGHT) + gapAfter(sizePt);
    return element;
  });
  return { elements, height: Math.max(0, height) };
}

/** A track list filling a box: smaller until it fits, never under 6 pt, cut with "…" after. */
export function listInBox(block: TextBlock, box: Box): TextElement[] {
  if (block.lines.length === 0 || box.height <= 0) return [];
  const fitted = fitLines(block.lines, box, {
    fontId: block.fontId,
    lineHeight: LINE_HEIGHT,
    maxPt: block.maxPt,
  });
  if (fitted.lines.length === 0) return [];
  return [
    textElement(block.id, fitted.lines, box, {
      fontId: block.fontId,
      sizePt: fitted.sizePt,
      fill: block.fill,
      align: block.align ?? 'left',
    }),
  ];
}

/** The width of a circle's chord at a distance from its centre (0 past the circle). */
export function chordWidth(circle: PageCircle, distance: number): number {
  return distance >= circle.r ? 0 : 2 * Math.sqrt(circle.r ** 2 - distance ** 2);
}

/** A round label's text sits a little off the hole and the edge: this much of the ring. */
const RING_GAP = 0.06;
/** A line narrower than this share of the circle is not worth setting. */
const NARROWEST = 0.35;

/**
 * Where a block of lines fits in a ring, its near edge `near` mm from the centre: the
 * largest size (from the block's, down to 6 pt) at which its box, as wide as the chord at
 * its far edge, holds every line; at 6 pt, the lines that fit, the last one "…".
 */
function fitInRing(block: TextBlock, outer: PageCircle, near: number) {
  const room = (lines: number, sizePt: number) => {
    const far = near + linesHeight(lines, sizePt, LINE_HEIGHT);
    return { far, width: chordWidth(outer, far) * 0.98 };
  };
  const largest = Math.floor(block.maxPt * 2) / 2;
  for (let sizePt = largest; sizePt >= MIN_LAYOUT_PT; sizePt -= 0.5) {
    const { far, width } = room(block.lines.length, sizePt);
    if (far > outer.r || width < NARROWEST * 2 * outer.r) continue;
    if (block.lines.every((line) => textWidth(line, block.fontId, sizePt) <= width)) {
      return { lines: block.lines, sizePt, far, width };
    }
  }
  for (let count = block.lines.length; count > 0; count -= 1) {
    const { far, width } = room(count, MIN_LAYOUT_PT);
    if (far > outer.r || width < NARROWEST * 2 * outer.r) continue;
    const shown =
      count < block.lines.length ? [...block.lines.slice(0, count - 1), ELLIPSIS] : block.lines;
    const lines = shown.map((line) => truncateToWidth(line, block.fontId, MIN_LAYOUT_PT, width));
    return { lines, sizePt: MIN_LAYOUT_PT, far, width };
  }
  return undefined;
}

/**
 * Blocks stacked outwards from a round part's hole, above it (`-1`) or below it (`1`),
 * each centred and as wide as the circle lets it be where it ends, so that no line crosses
 * the hole nor the safety circle (issue 16); a block with no room left is left out.
 */
export function stackInRing(
  zone: { outer: PageCircle; inner: PageCircle },
  direction: -1 | 1,
  blocks: readonly TextBlock[],
): DesignElement[] {
  const { outer, inner } = zone;
  const gap = RING_GAP * (outer.r - inner.r);
  let near = inner.r + gap;
  const elements: DesignElement[] = [];
  for (const block of blocks) {
    const fitted = fitInRing(block, outer, near);
    if (!fitted) break;
    const height = fitted.far - near;
    const y = direction > 0 ? outer.cy + near : outer.cy - near - height;
    elements.push(
      textElement(
        block.id,
        fitted.lines,
        { x: outer.cx - fitted.width / 2, y, width: fitted.width },
        { fontId: block.fontId, sizePt: fitted.sizePt, fill: block.fill, align: 'center' },
      ),
    );
    near = fitted.far + gapAfter(fitted.sizePt);
  }
  return elements;
}

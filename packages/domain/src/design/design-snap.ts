import type { Artwork } from '../print/artwork';
import { circleOnPage, type Box } from './design-geometry';

/** Lines an element snaps to, mm from the page's top-left: x of vertical ones, y of horizontal. */
export interface SnapTargets {
  vertical: number[];
  horizontal: number[];
}

export interface SnapResult {
  x: number;
  y: number;
  /** The lines the box now lies on, to draw while dragging. */
  guides: SnapTargets;
}

type SnapArtwork = Pick<Artwork, 'page' | 'trim' | 'bleed' | 'safety' | 'panels' | 'circles'>;

const unique = (values: number[]) =>
  [...new Set(values.map((value) => Math.round(value * 1000) / 1000))].sort((a, b) => a - b);

/**
 * What the designer snaps to (issue 16, "align and snap to the guides"): the page edges,
 * the trim, the safe area, the centre lines; on a cover each fold, each panel's centre and
 * its safe edges off the folds; on a round part the circles' extents (the hole's, the
 * safety circle's), so text sits just clear of the hole.
 */
export function snapTargets(artwork: SnapArtwork): SnapTargets {
  const { page, bleed, safety } = artwork;
  const inset = bleed + safety;
  const vertical = [
    0,
    bleed,
    inset,
    page.width / 2,
    page.width - inset,
    page.width - bleed,
    page.width,
  ];
  const horizontal = [
    0,
    bleed,
    inset,
    page.height / 2,
    page.height - inset,
    page.height - bleed,
    page.height,
  ];
  for (const panel of artwork.panels) {
    const left = bleed + panel.x;
    const right = left + panel.width;
    vertical.push(left, right, (left + right) / 2);
    if (panel.width > 2 * safety) vertical.push(left + safety, right - safety);
  }
  for (const circle of artwork.circles) {
    const { cx, cy, r } = circleOnPage(artwork, circle);
    vertical.push(cx - r, cx, cx + r);
    horizontal.push(cy - r, cy, cy + r);
  }
  return { vertical: unique(vertical), horizontal: unique(horizontal) };
}

/** The nearest of a box's three edges (start, middle, end) to a line, within the threshold. */
function nearest(start: number, size: number, lines: readonly number[], threshold: number) {
  let best: number | undefined;
  for (const edge of [start, start + size / 2, start + size]) {
    for (const line of lines) {
      const shift = line - edge;
      if (
        Math.abs(shift) <= threshold &&
        (best === undefined || Math.abs(shift) < Math.abs(best))
      ) {
        best = shift;
      }
    }
  }
  return best ?? 0;
}

const onLines = (start: number, size: number, lines: readonly number[]) =>
  lines.filter((line) =>
    [start, start + size / 2, start + size].some((edge) => Math.abs(edge - line) < 1e-6),
  );

/**
 * A dragged box snapped: its left, centre or right edge onto the nearest vertical line, its
 * top, middle or bottom onto the nearest horizontal one, each only within `thresholdMm`.
 */
export function snapBox(box: Box, targets: SnapTargets, thresholdMm: number): SnapResult {
  const x = box.x + nearest(box.x, box.width, targets.vertical, thresholdMm);
  const y = box.y + nearest(box.y, box.height, targets.horizontal, thresholdMm);
  return {
    x,
    y,
    guides: {
      vertical: onLines(x, box.width, targets.vertical),
      horizontal: onLines(y, box.height, targets.horizontal),
    },
  };
}

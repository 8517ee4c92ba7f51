import type { Artwork } from '../print/artwork';
import type { DesignElement } from './design-document';
import { elementBox, safeBox, type Box } from './design-geometry';

export type AlignHow = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type AlignTo = 'selection' | 'page' | 'safe';

function around(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** How far a box moves to line up with the reference, across (dx) and down (dy). */
function shift(box: Box, to: Box, how: AlignHow): { dx: number; dy: number } {
  switch (how) {
    case 'left':
      return { dx: to.x - box.x, dy: 0 };
    case 'centre':
      return { dx: to.x + to.width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'right':
      return { dx: to.x + to.width - (box.x + box.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: to.y - box.y };
    case 'middle':
      return { dx: 0, dy: to.y + to.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { dx: 0, dy: to.y + to.height - (box.y + box.height) };
  }
}

/**
 * The chosen elements lined up (issue 16, "align"): their left edges, centres, right
 * edges, tops, middles or bottoms, on the selection's own box, the page or the safe area.
 * Boxes are taken unrotated (a text's height from its lines); a locked element counts for
 * the selection's box but does not move.
 */
export function alignElements(
  elements: readonly DesignElement[],
  ids: readonly string[],
  how: AlignHow,
  to: AlignTo,
  artwork: Pick<Artwork, 'page' | 'trim' | 'bleed' | 'safety'>,
): DesignElement[] {
  const chosen = elements.filter((element) => ids.includes(element.id));
  if (chosen.length === 0) return [...elements];
  const reference =
    to === 'page'
      ? { x: 0, y: 0, ...artwork.page }
      : to === 'safe'
        ? safeBox(artwork)
        : around(chosen.map(elementBox));
  return elements.map((element) => {
    if (!ids.includes(element.id) || element.locked) return element;
    const { dx, dy } = shift(elementBox(element), reference, how);
    return { ...element, x: element.x + dx, y: element.y + dy };
  });
}
